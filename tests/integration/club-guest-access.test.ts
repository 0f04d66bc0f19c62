import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { openOutboxBody } from '../../server/mail/seal';
import { getDb } from '../../server/db';
import { TEST_CARDS } from '../../server/payments/sandbox';

// Issue 25: a guest who joins the club at checkout gets a customer without a password; they get in with
// /forgot (a set-password link) or by choosing a password on the thank-you page (POST register, confirmed
// by mail), and keep the same customer, orders and membership.
setupTestDatabase('club_guest_access');

const api = withApiServer(getDb, 120_000);
const host = 'pf.localhost';
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
/** The newest mail to this address, opened as the mail worker opens it (account mails wait sealed). */
const lastMailTo = async (to: string) =>
  openOutboxBody(await (await getDb()).selectFrom('email_outbox').selectAll().where('to_email', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow());

async function guestJoinsClub(email: string) {
  const jar = new CookieJar();
  expect((await api.request('POST', 'cart/club', { jar, host, fields: { join: 'true' } })).status).toBe(200);
  const token = (await api.request('POST', 'payments/tokenize', { jar, host, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  const res = await api.request('POST', 'checkout', {
    jar, host, fields: {
      idempotencyKey: `guest-club-${Date.now()}`, paymentMethod: 'card', paymentToken: token, email, clubConsent: 'true', shippingName: 'Gia Guest',
      shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100',
    },
  });
  expect(res.status).toBe(200);
  const customer = await (await getDb()).selectFrom('customers').select(['id', 'password_hash']).where('brand_id', '=', 'pf').where('email', '=', email).executeTakeFirstOrThrow();
  expect(customer.password_hash).toBeNull();
  return { jar, customerId: customer.id };
}

test('/forgot sends a guest club member a link that sets their first password; they are logged in to their membership', async () => {
  const email = `guest-forgot-${Date.now()}@example.com`;
  const { customerId } = await guestJoinsClub(email);
  expect((await api.request('POST', 'forgot', { host, fields: { email } })).body).toEqual({ data: { sent: true } });
  const mail = await lastMailTo(email);
  expect(mail.subject).toBe('Set a password for your Pure Form account');
  const jar = new CookieJar();
  const res = await api.request('POST', 'reset-password', { jar, host, fields: { token: tokenOf(mail.link), password: 'guest-password-1' } });
  expect(res.status).toBe(200);
  expect(res.body.data.customer.id).toBe(customerId);
  expect((await api.request('GET', 'club', { jar, host })).body.data.membership).toMatchObject({ status: 'active' });
});

test('the thank-you page’s password (POST register with the order’s email) is confirmed by mail onto the same customer and membership', async () => {
  const email = `guest-register-${Date.now()}@example.com`;
  const { jar, customerId } = await guestJoinsClub(email);
  expect((await api.request('POST', 'register', { jar, host, fields: { name: 'Gia Guest', email, password: 'guest-password-2' } })).status).toBe(200);
  const mail = await lastMailTo(email);
  const confirmed = await api.request('POST', 'confirm-register', { jar, host, fields: { token: tokenOf(mail.link) } });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.data.customer.id).toBe(customerId);
  expect((await api.request('GET', 'club', { jar, host })).body.data.membership).toMatchObject({ status: 'active' });
  const orders = (await api.request('GET', 'orders', { jar, host })).body.data;
  expect(orders.total).toBe(1);
  // The club alone: the membership is not counted as an item (issue 37).
  expect(orders.orders[0]).toMatchObject({ itemCount: 0, membership: true });
});
