// Orders and payment tokens belong to who placed or made them (docs/api.md "Business rules:
// ownership"), and checkout never tells whether an email has an account:
// - a guest checkout with an account's email is a guest order: not in that account's history, its
//   offers not answerable from that account; the browser that placed it keeps its thank-you page
//   and its offers;
// - a token from payments/tokenize works only for the session that asked for it, and a saved card
//   only through its own customer's savedCardId;
// - the club in the cart with an account's email (not logged in) is refused before any charge (409 on the
//   email: log in to join), so no fee is taken for a membership that cannot start (issue 36).
process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';

setupTestDatabase('ownership_rules');

const PASSWORD = 'ownership-password-1';
const ids = { reg: 0, other: 0 };
const api = withApiServer(async () => {
  await insertShopFixture(await getDb());
  ids.reg = await insertCustomer('pf', 'reg@example.com', 'Reg Owner');
  ids.other = await insertCustomer('pf', 'other@example.com', 'Oto Other');
});
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

const INVALID_TOKEN = ['paymentToken: is not a valid payment token'];
let keys = 0;
const newKey = () => `own-${process.pid}-${Date.now()}-${++keys}`;

const GUEST_ADDRESS = {
  shippingName: 'Gia Guest', shippingCountry: 'US', shippingAddress: '77 Guest Lane', shippingCity: 'Austin', shippingState: 'TX',
  shippingZip: '78701', shippingPhone: '(512) 555-0177', billingSameAsShipping: 'true',
};

async function tokenize(jar: CookieJar, number: string = TEST_CARDS.approve, expMonth = '12'): Promise<string> {
  const res = await api.request('POST', 'payments/tokenize', { jar, fields: { number, expMonth, expYear: '2099', cvc: '123' } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

async function fillCart(jar: CookieJar, club = false) {
  expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } })).status).toBe(200);
  if (club) expect((await api.request('POST', 'cart/club', { jar, fields: { join: 'true' } })).status).toBe(200);
}

const checkout = (jar: CookieJar, email: string, payment: Record<string, string>) =>
  api.request('POST', 'checkout', { jar, fields: { clubConsent: 'true', email, ...GUEST_ADDRESS, paymentMethod: 'card', idempotencyKey: newKey(), ...payment } });

async function orderRow(id: number) {
  return (await getDb()).selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function chargesOf(orderId: number) {
  const db = await getDb();
  const children = await db.selectFrom('orders').select('id').where('parent_order_id', '=', orderId).execute();
  return { linkedOrders: children.length };
}

describe('a guest checkout with an account’s email is a guest order', () => {
  test('the account’s owner does not see it (history, detail, thank-you page) nor answer its offers; the guest’s browser does', async () => {
    const guest = new CookieJar();
    await fillCart(guest);
    const placed = await checkout(guest, 'reg@example.com', { paymentToken: await tokenize(guest) });
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.orderId as number;
    expect(await orderRow(orderId)).toMatchObject({ customer_id: null, email: 'reg@example.com' });

    const owner = await loggedIn('reg@example.com');
    const history = await api.request('GET', 'orders', { jar: owner });
    expect(history.status).toBe(200);
    expect(history.body.data.orders.map((o: { id: number }) => o.id)).not.toContain(orderId);
    expect((await api.request('GET', `orders/${orderId}`, { jar: owner })).status).toBe(404);
    const summary = await api.request('GET', `order/${orderId}`, { jar: owner });
    expect(summary.status).toBe(404);
    expect(JSON.stringify(summary.body)).not.toContain('77 Guest Lane');
    const accept = await api.request('POST', `order/${orderId}/accept-offer`, {
      jar: owner, fields: { offerId: String(FX.specialOffer2), color: 'Black', size: 'S', idempotencyKey: newKey() },
    });
    expect(accept.status).toBe(404);
    expect((await api.request('POST', `order/${orderId}/decline-offer`, { jar: owner, fields: { offerId: String(FX.specialOffer2) } })).status).toBe(404);
    expect(await chargesOf(orderId)).toEqual({ linkedOrders: 0 });

    // The browser that placed it: its thank-you page, and its offers charged to its own card.
    const own = await api.request('GET', `order/${orderId}`, { jar: guest });
    expect(own.status).toBe(200);
    expect(own.body.data.shipping.address).toBe('77 Guest Lane');
    const mine = await api.request('POST', `order/${orderId}/accept-offer`, {
      jar: guest, fields: { offerId: String(FX.specialOffer2), color: 'Black', size: 'S', idempotencyKey: newKey() },
    });
    expect(mine.status).toBe(200);
    const child = await orderRow(mine.body.data.order.id);
    expect(child).toMatchObject({ customer_id: null, parent_order_id: orderId });
    expect((await api.request('GET', 'orders', { jar: owner })).body.data.orders.map((o: { id: number }) => o.id)).not.toContain(child.id);
  });

  test('logged in, the same account’s orders are its own as before', async () => {
    const owner = await loggedIn('other@example.com');
    await fillCart(owner);
    const placed = await checkout(owner, 'other@example.com', { paymentToken: await tokenize(owner) });
    expect(placed.status).toBe(200);
    expect(await orderRow(placed.body.data.orderId)).toMatchObject({ customer_id: ids.other });
    const history = await api.request('GET', 'orders', { jar: owner });
    expect(history.body.data.orders.map((o: { id: number }) => o.id)).toContain(placed.body.data.orderId);
  });
});

describe('a payment token belongs to the session that made it', () => {
  test('another session’s token is refused at checkout like a forged one: nothing charged, the cart kept', async () => {
    const maker = new CookieJar();
    await fillCart(maker);
    const token = await tokenize(maker);

    const thief = new CookieJar();
    await fillCart(thief);
    const stolen = await checkout(thief, 'thief@example.com', { paymentToken: token });
    expect([stolen.status, stolen.body.errors]).toEqual([400, INVALID_TOKEN]);
    const forged = await checkout(thief, 'thief@example.com', { paymentToken: `${token.slice(0, -4)}AAAA` });
    expect([forged.status, forged.body.errors]).toEqual([400, INVALID_TOKEN]);
    // A visitor with no session at all gets the same answer.
    const bare = await api.request('POST', 'checkout', { fields: { clubConsent: 'true', email: 'x@example.com', ...GUEST_ADDRESS, paymentMethod: 'card', idempotencyKey: newKey(), paymentToken: token } });
    expect(bare.status).toBe(400);
    const db = await getDb();
    expect(await db.selectFrom('orders').select('id').where('email', '=', 'thief@example.com').execute()).toEqual([]);
    expect((await api.request('GET', 'cart', { jar: thief })).body.data.items).toHaveLength(1);

    // The session that made it pays with it.
    const own = await checkout(maker, 'maker@example.com', { paymentToken: token });
    expect(own.status).toBe(200);
  });

  test('a token made before logging in is not the new session’s, and a logged-out one is nobody’s', async () => {
    const jar = new CookieJar();
    await fillCart(jar);
    const before = await tokenize(jar);
    expect((await api.request('POST', 'login', { jar, fields: { email: 'other@example.com', password: PASSWORD } })).status).toBe(200);
    expect((await checkout(jar, 'other@example.com', { paymentToken: before })).body.errors).toEqual(INVALID_TOKEN);
    const after = await tokenize(jar);
    expect((await api.request('GET', 'logout', { jar })).status).toBe(200);
    await fillCart(jar);
    expect((await checkout(jar, 'other@example.com', { paymentToken: after })).body.errors).toEqual(INVALID_TOKEN);
  });

  test('payment-method/add refuses another session’s token with the invalid-card message; nothing saved', async () => {
    const owner = await loggedIn('other@example.com');
    const someoneElse = new CookieJar();
    await fillCart(someoneElse);
    const foreign = await tokenize(someoneElse, '5555555555554444');
    const res = await api.request('POST', 'payment-method/add', { jar: owner, fields: { token: foreign } });
    expect([res.status, res.body.errors]).toEqual([400, ['token: We couldn’t verify this card. Please enter it again.']]);
    const db = await getDb();
    expect(await db.selectFrom('payment_methods').select('id').where('customer_id', '=', ids.other).where('last4', '=', '4444').execute()).toEqual([]);
  });

  test('a saved card is charged only through its own customer’s savedCardId; its stored token is refused from the browser', async () => {
    const owner = await loggedIn('reg@example.com');
    expect((await api.request('POST', 'payment-method/add', { jar: owner, fields: { token: await tokenize(owner, '4000056655665556') } })).status).toBe(200);
    const db = await getDb();
    const saved = await db.selectFrom('payment_methods').select(['id', 'gateway_token']).where('customer_id', '=', ids.reg).where('last4', '=', '5556').executeTakeFirstOrThrow();

    const other = await loggedIn('other@example.com');
    await fillCart(other);
    const byId = await checkout(other, 'other@example.com', { savedCardId: String(saved.id) });
    expect([byId.status, byId.body.errors]).toEqual([400, ['savedCardId: That saved card is no longer available. Choose another card or enter one.']]);
    const byToken = await checkout(other, 'other@example.com', { paymentToken: saved.gateway_token });
    expect([byToken.status, byToken.body.errors]).toEqual([400, INVALID_TOKEN]);
    const guest = new CookieJar();
    await fillCart(guest);
    expect((await checkout(guest, 'reg@example.com', { paymentToken: saved.gateway_token })).body.errors).toEqual(INVALID_TOKEN);
    // Its owner too, on another device (another session): by its id, not by its token.
    const ownerElsewhere = await loggedIn('reg@example.com');
    await fillCart(ownerElsewhere);
    expect((await checkout(ownerElsewhere, 'reg@example.com', { paymentToken: saved.gateway_token })).body.errors).toEqual(INVALID_TOKEN);
    const paid = await checkout(ownerElsewhere, 'reg@example.com', { savedCardId: String(saved.id) });
    expect(paid.status).toBe(200);
  });
});

describe('the club joins only on an account one is logged in to (issue 36)', () => {
  test('the club in the cart, not logged in, with an account’s email: 409 before any charge, whatever the card; logged in, the same cart joins', async () => {
    const db = await getDb();
    const paymentsBefore = (await db.selectFrom('payments').select('id').execute()).length;
    const ordersBefore = (await db.selectFrom('orders').select('id').execute()).length;
    const refusal = ['email: This email has a Pure Form account. Log in to join the Pure Form VIP with it: a membership starts only on an account you are logged in to. Nothing was charged and your cart is kept.'];
    for (const card of [TEST_CARDS.decline, TEST_CARDS.approve]) {
      const jar = new CookieJar();
      await fillCart(jar, true);
      const res = await checkout(jar, 'reg@example.com', { paymentToken: await tokenize(jar, card) });
      expect([res.status, res.body.errors]).toEqual([409, refusal]);
    }
    // Nothing was charged or written, and nothing landed on the account.
    expect((await db.selectFrom('payments').select('id').execute()).length).toBe(paymentsBefore);
    expect((await db.selectFrom('orders').select('id').execute()).length).toBe(ordersBefore);
    expect(await db.selectFrom('club_memberships').select('id').where('customer_id', '=', ids.reg).execute()).toEqual([]);

    // The cart is kept: logging in on the same browser and paying joins the club on the account.
    const jar = new CookieJar();
    await fillCart(jar, true);
    expect((await checkout(jar, 'reg@example.com', { paymentToken: await tokenize(jar) })).status).toBe(409);
    expect((await api.request('POST', 'login', { jar, fields: { email: 'reg@example.com', password: PASSWORD } })).status).toBe(200);
    expect((await api.request('GET', 'cart', { jar })).body.data.clubJoin).toBeTruthy();
    const paid = await checkout(jar, 'reg@example.com', { paymentToken: await tokenize(jar) });
    expect(paid.status).toBe(200);
    expect(await orderRow(paid.body.data.orderId)).toMatchObject({ customer_id: ids.reg });
    expect(await db.selectFrom('club_memberships').select('status').where('customer_id', '=', ids.reg).execute()).toEqual([{ status: 'active' }]);
  });

  test('the club in the cart and an approved card with a new email: the guest record joins with its card', async () => {
    const fresh = new CookieJar();
    await fillCart(fresh, true);
    const onNew = await checkout(fresh, 'fresh-club@example.com', { paymentToken: await tokenize(fresh) });
    expect(onNew.status).toBe(200);
    const db = await getDb();
    const freshCustomer = await db.selectFrom('customers').select('id').where('brand_id', '=', 'pf').where('email', '=', 'fresh-club@example.com').executeTakeFirstOrThrow();
    expect(await db.selectFrom('club_memberships').select('id').where('customer_id', '=', freshCustomer.id).execute()).toHaveLength(1);
    expect(await db.selectFrom('payment_methods').select('last4').where('customer_id', '=', freshCustomer.id).execute()).toEqual([{ last4: '4242' }]);
  });
});
