// One-click checkout (the cart's oneClickAvailable): the card of this session's last order pays
// again without being typed (GET checkout/session-card, POST checkout's sessionCardOrderId).
process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { SESSION_CARD_MESSAGES } from '../../server/checkout/sessionCardMessages';
import { ONE_CLICK_HOURS } from '../../server/checkout/sessionCard';

setupTestDatabase('checkout_session_card');

const api = withApiServer(async () => {
  await insertShopFixture(await getDb());
});

let keys = 0;
const newKey = () => `one-click-${process.pid}-${Date.now()}-${++keys}`;
const ADDRESS = {
  email: 'robin@example.com', shippingName: 'Robin Vale', shippingCountry: 'US', shippingAddress: '9 Elm St', shippingCity: 'Austin',
  shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0199', billingSameAsShipping: 'true',
};

async function fillCart(jar: CookieJar) {
  expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } })).status).toBe(200);
}

const checkout = (jar: CookieJar, fields: Record<string, string>) =>
  api.request('POST', 'checkout', { jar, fields: { ...ADDRESS, paymentMethod: 'card', idempotencyKey: newKey(), ...fields } });

/** A guest's first order, paid with a typed card; answers its id. */
async function firstOrder(jar: CookieJar, number: string = '5555555555554444'): Promise<number> {
  await fillCart(jar);
  const token = (await api.request('POST', 'payments/tokenize', { jar, fields: { number, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  const res = await checkout(jar, { paymentToken: token });
  expect(res.status).toBe(200);
  return res.body.data.orderId as number;
}

const cartOf = async (jar: CookieJar) => (await api.request('GET', 'cart', { jar })).body.data;
const sessionCardOf = async (jar: CookieJar) => (await api.request('GET', 'checkout/session-card', { jar })).body.data.card;

test('after an order, the next cart pays in one click with that card: no card typed, the same card charged', async () => {
  const jar = new CookieJar();
  expect(await sessionCardOf(jar)).toBeNull();
  expect((await cartOf(jar)).oneClickAvailable).toBe(false);

  const first = await firstOrder(jar);
  expect((await cartOf(jar)).oneClickAvailable).toBe(true);
  expect(await sessionCardOf(jar)).toEqual({
    orderId: first, brand: 'mastercard', last4: '4444', email: 'robin@example.com',
    shipping: { fullName: 'Robin Vale', country: 'US', address: '9 Elm St', address2: '', city: 'Austin', state: 'TX', zip: '78701', phone: '(512) 555-0199' },
  });

  await fillCart(jar);
  const again = await checkout(jar, { sessionCardOrderId: String(first) });
  expect(again.status).toBe(200);
  expect(again.body.data.orderId).not.toBe(first);
  const order = await api.request('GET', `order/${again.body.data.orderId}`, { jar });
  expect(order.body.data.payment).toMatchObject({ brand: 'mastercard', last4: '4444' });
  const tokens = await (await getDb()).selectFrom('orders').select('payment_token').where('id', 'in', [first, again.body.data.orderId]).execute();
  expect(new Set(tokens.map((t) => t.payment_token)).size).toBe(1);
  // The one-click card is now the newest order's.
  expect((await sessionCardOf(jar)).orderId).toBe(again.body.data.orderId);
});

test('another session, another email, an older order, a refunded one and two ways to pay are refused before any charge', async () => {
  const robin = new CookieJar();
  const first = await firstOrder(robin);

  const stranger = new CookieJar();
  expect(await sessionCardOf(stranger)).toBeNull();
  await fillCart(stranger);
  expect((await checkout(stranger, { sessionCardOrderId: String(first) })).body).toEqual({ errors: [SESSION_CARD_MESSAGES.gone] });

  await fillCart(robin);
  expect((await checkout(robin, { sessionCardOrderId: String(first), email: 'someone@example.com' })).body).toEqual({ errors: [SESSION_CARD_MESSAGES.otherEmail] });
  expect((await checkout(robin, { sessionCardOrderId: String(first), paymentToken: 'tok' })).body).toEqual({ errors: [SESSION_CARD_MESSAGES.both] });
  expect((await checkout(robin, { sessionCardOrderId: String(first), savedCardId: '1' })).body).toEqual({ errors: [SESSION_CARD_MESSAGES.both] });
  expect((await checkout(robin, { sessionCardOrderId: 'abc' })).status).toBe(400);

  const db = await getDb();
  const placed = (await db.selectFrom('orders').select('created_at').where('id', '=', first).executeTakeFirstOrThrow()).created_at;
  await db.updateTable('orders').set({ created_at: new Date(Date.now() - (ONE_CLICK_HOURS + 1) * 3_600_000).toISOString() }).where('id', '=', first).execute();
  expect(await sessionCardOf(robin)).toBeNull();
  expect((await cartOf(robin)).oneClickAvailable).toBe(false);
  expect((await checkout(robin, { sessionCardOrderId: String(first) })).body).toEqual({ errors: [SESSION_CARD_MESSAGES.gone] });

  await db.updateTable('orders').set({ created_at: placed, status: 'refunded' }).where('id', '=', first).execute();
  expect(await sessionCardOf(robin)).toBeNull();
  expect((await checkout(robin, { sessionCardOrderId: String(first) })).body).toEqual({ errors: [SESSION_CARD_MESSAGES.gone] });
  expect(await db.selectFrom('orders').select('id').where('session_id', 'in', db.selectFrom('orders').select('session_id').where('id', '=', first)).execute()).toHaveLength(1);
  expect((await cartOf(robin)).items).toHaveLength(1);
});

test('an order whose payment the server no longer holds offers no one click, and naming it is a clear 400 that keeps the cart', async () => {
  const jar = new CookieJar();
  const first = await firstOrder(jar, TEST_CARDS.approve);
  await (await getDb()).updateTable('orders').set({ payment_token: null }).where('id', '=', first).execute();
  expect(await sessionCardOf(jar)).toBeNull();
  await fillCart(jar);
  expect((await checkout(jar, { sessionCardOrderId: String(first) })).body).toEqual({ errors: [SESSION_CARD_MESSAGES.gone] });
  expect((await cartOf(jar)).items).toHaveLength(1);
});
