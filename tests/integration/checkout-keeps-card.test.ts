// POST checkout keeps the card it was paid with: when a logged-in shopper ticks "Save this card",
// and always (as the default) when the order starts a club membership, which bills that card.
process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { SAVED_CARD_LIMIT } from '../../lib/payments/savedCards';

setupTestDatabase('checkout_keeps_card');

const PASSWORD = 'keeps-card-password';
const api = withApiServer(async () => {
  await insertShopFixture(await getDb());
  for (const name of ['ann', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'reg']) await insertCustomer('pf', `${name}@example.com`, `${name} Lee`);
});
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

let keys = 0;
const newKey = () => `keep-${process.pid}-${Date.now()}-${++keys}`;
const address = (email: string) => ({
  email, shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin',
  shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100', billingSameAsShipping: 'true',
});

async function tokenize(jar: CookieJar, number: string = TEST_CARDS.approve, extra: Record<string, string> = {}): Promise<string> {
  const res = await api.request('POST', 'payments/tokenize', { jar, fields: { number, expMonth: '12', expYear: '2099', cvc: '123', ...extra } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

async function fillCart(jar: CookieJar, club = false) {
  expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } })).status).toBe(200);
  if (club) expect((await api.request('POST', 'cart/club', { jar, fields: { join: 'true' } })).status).toBe(200);
}

const checkout = (jar: CookieJar, email: string, fields: Record<string, string>) =>
  api.request('POST', 'checkout', { jar, fields: { clubConsent: 'true', ...address(email), paymentMethod: 'card', idempotencyKey: newKey(), ...fields } });

async function cardsOf(email: string) {
  const db = await getDb();
  return db
    .selectFrom('payment_methods')
    .innerJoin('customers', 'customers.id', 'payment_methods.customer_id')
    .select(['payment_methods.id', 'last4', 'is_default', 'gateway_token'])
    .where('customers.brand_id', '=', 'pf')
    .where('customers.email', '=', email)
    .orderBy('payment_methods.id')
    .execute();
}

const summary = async (jar: CookieJar, orderId: number) => (await api.request('GET', `order/${orderId}`, { jar })).body.data;

test('a logged-in shopper who ticks the box has the typed card saved; the thank-you page says so', async () => {
  const jar = await loggedIn('ann@example.com');
  await fillCart(jar);
  const res = await checkout(jar, 'ann@example.com', { paymentToken: await tokenize(jar), saveCard: 'true' });
  expect([res.status, res.body.data.card]).toEqual([200, 'saved']);
  const cards = await cardsOf('ann@example.com');
  expect(cards).toEqual([expect.objectContaining({ last4: '4242', is_default: 1 })]);
  // Only the gateway's token is stored, never the number.
  expect(JSON.stringify(cards)).not.toContain(TEST_CARDS.approve);
  expect((await summary(jar, res.body.data.orderId)).payment).toMatchObject({ brand: 'visa', last4: '4242', savedToAccount: true });
  const methods = await api.request('GET', 'payment-methods', { jar });
  expect(methods.body.data.cards).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);

  // The same card again is not saved twice.
  await fillCart(jar);
  const again = await checkout(jar, 'ann@example.com', { paymentToken: await tokenize(jar), saveCard: 'true' });
  expect([again.status, again.body.data.card]).toEqual([200, 'already']);
  expect(await cardsOf('ann@example.com')).toHaveLength(1);
});

test('without the box, as a guest, with a wallet or a declined card, nothing is saved', async () => {
  const bob = await loggedIn('bob@example.com');
  await fillCart(bob);
  const plain = await checkout(bob, 'bob@example.com', { paymentToken: await tokenize(bob) });
  expect([plain.status, plain.body.data.card]).toEqual([200, null]);
  expect((await summary(bob, plain.body.data.orderId)).payment.savedToAccount).toBe(false);

  await fillCart(bob);
  const wallet = await checkout(bob, 'bob@example.com', { paymentToken: await tokenize(bob, TEST_CARDS.approve, { wallet: 'apple_pay' }), paymentMethod: 'wallet', saveCard: 'true' });
  expect([wallet.status, wallet.body.data.card]).toEqual([200, null]);

  await fillCart(bob);
  const declined = await checkout(bob, 'bob@example.com', { paymentToken: await tokenize(bob, TEST_CARDS.decline), saveCard: 'true' });
  expect(declined.status).toBe(402);
  expect(await cardsOf('bob@example.com')).toEqual([]);

  const guest = new CookieJar();
  await fillCart(guest);
  const asGuest = await checkout(guest, 'new-guest@example.com', { paymentToken: await tokenize(guest), saveCard: 'true' });
  expect([asGuest.status, asGuest.body.data.card]).toEqual([200, null]);
  expect(await cardsOf('new-guest@example.com')).toEqual([]);
});

test('joining the club keeps the new card as the default card, which the club bills', async () => {
  const jar = await loggedIn('cy@example.com');
  const oldToken = await tokenize(jar, '5555555555554444');
  expect((await api.request('POST', 'payment-method/add', { jar, fields: { token: oldToken } })).status).toBe(200);
  await fillCart(jar, true);
  const res = await checkout(jar, 'cy@example.com', { paymentToken: await tokenize(jar) });
  expect([res.status, res.body.data.card]).toEqual([200, 'saved']);
  expect((await cardsOf('cy@example.com')).map((c) => [c.last4, c.is_default])).toEqual([['4444', 0], ['4242', 1]]);
});

test('joining the club with a saved card makes that card the default', async () => {
  const jar = await loggedIn('dee@example.com');
  for (const number of ['5555555555554444', TEST_CARDS.approve]) {
    expect((await api.request('POST', 'payment-method/add', { jar, fields: { token: await tokenize(jar, number) } })).status).toBe(200);
  }
  const [mastercard, visa] = await cardsOf('dee@example.com');
  expect([mastercard.is_default, visa.is_default]).toEqual([1, 0]);
  await fillCart(jar, true);
  const res = await checkout(jar, 'dee@example.com', { savedCardId: String(visa.id) });
  expect([res.status, res.body.data.card]).toEqual([200, 'already']);
  expect((await cardsOf('dee@example.com')).map((c) => [c.last4, c.is_default])).toEqual([['4444', 0], ['4242', 1]]);
});

test('a guest joining the club has the card kept on the new customer; with a registered email it is refused before any charge and the account gets nothing', async () => {
  const guest = new CookieJar();
  await fillCart(guest, true);
  const res = await checkout(guest, 'club-guest@example.com', { paymentToken: await tokenize(guest) });
  // A guest is told nothing about an account (it would tell whether the email had one): card null, savedToAccount false.
  expect([res.status, res.body.data.card]).toEqual([200, null]);
  expect(await cardsOf('club-guest@example.com')).toEqual([expect.objectContaining({ last4: '4242', is_default: 1 })]);
  expect((await summary(guest, res.body.data.orderId)).payment.savedToAccount).toBe(false);

  // Someone not logged in cannot start a membership that bills a registered account, and is not charged for one
  // that cannot start (issue 36): 409 asking them to log in, no order, nothing kept on the account.
  const jar = new CookieJar();
  await fillCart(jar, true);
  const asGuest = await checkout(jar, 'reg@example.com', { paymentToken: await tokenize(jar) });
  expect(asGuest.status).toBe(409);
  expect(asGuest.body.errors[0]).toMatch(/^email: This email has a .+ account\. Log in to join/);
  expect(await cardsOf('reg@example.com')).toEqual([]);
  const db = await getDb();
  const reg = await db.selectFrom('customers').select('id').where('brand_id', '=', 'pf').where('email', '=', 'reg@example.com').executeTakeFirstOrThrow();
  expect(await db.selectFrom('orders').select('id').where('customer_id', '=', reg.id).execute()).toEqual([]);
  expect(await db.selectFrom('club_memberships').select('id').where('customer_id', '=', reg.id).execute()).toEqual([]);

  // Logged in, a cart with the club joins, and the card is kept as the account's default.
  expect((await api.request('POST', 'login', { jar, fields: { email: 'reg@example.com', password: PASSWORD } })).status).toBe(200);
  const joined = await checkout(jar, 'reg@example.com', { paymentToken: await tokenize(jar) });
  expect([joined.status, joined.body.data.card]).toEqual([200, 'saved']);
  expect(await cardsOf('reg@example.com')).toEqual([expect.objectContaining({ last4: '4242', is_default: 1 })]);
  expect((await summary(jar, joined.body.data.orderId)).payment.savedToAccount).toBe(true);

  // Without the club, a guest order to a registered email still goes through, and keeps no card there.
  const other = new CookieJar();
  await fillCart(other);
  const plain = await checkout(other, 'reg@example.com', { paymentToken: await tokenize(other, TEST_CARDS.approve, { expMonth: '11' }) });
  expect([plain.status, plain.body.data.card]).toEqual([200, null]);
  expect(await cardsOf('reg@example.com')).toHaveLength(1);
});

test(`with ${SAVED_CARD_LIMIT} cards saved the order still goes through, and says the card was not saved`, async () => {
  const jar = await loggedIn('eve@example.com');
  for (let i = 0; i < SAVED_CARD_LIMIT; i++) {
    const res = await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: String(i + 1), expYear: '2098', cvc: '123' } });
    expect((await api.request('POST', 'payment-method/add', { jar, fields: { token: res.body.data.token } })).status).toBe(200);
  }
  await fillCart(jar);
  const res = await checkout(jar, 'eve@example.com', { paymentToken: await tokenize(jar), saveCard: 'true' });
  expect([res.status, res.body.data.card]).toEqual([200, 'limit']);
  expect(await cardsOf('eve@example.com')).toHaveLength(SAVED_CARD_LIMIT);
});

test('a retried submit answers the same order and saves nothing twice; a bad flag is a 400', async () => {
  const jar = await loggedIn('fay@example.com');
  await fillCart(jar);
  const fields = { paymentToken: await tokenize(jar), saveCard: 'true', idempotencyKey: newKey() };
  const first = await checkout(jar, 'fay@example.com', fields);
  const second = await checkout(jar, 'fay@example.com', fields);
  expect([first.body.data.card, second.body.data.card, second.body.data.orderId]).toEqual(['saved', null, first.body.data.orderId]);
  expect(await cardsOf('fay@example.com')).toHaveLength(1);

  const gus = await loggedIn('gus@example.com');
  await fillCart(gus);
  const bad = await checkout(gus, 'gus@example.com', { paymentToken: await tokenize(gus), saveCard: 'maybe' });
  expect([bad.status, bad.body]).toEqual([400, { errors: ['saveCard: Unknown boolean value'] }]);
  expect(await cardsOf('gus@example.com')).toEqual([]);
});
