process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';

// GET orders and GET orders/:id (server/orders): a logged-in customer's own orders of the brand,
// paged, with lines, amounts, address and post-purchase add-ons; nobody else's.

setupTestDatabase('orders_api');

const PASSWORD = 'orders-password-1';
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
const ids = { ann: 0, bob: 0, carl: 0, ckbAnn: 0, annOrders: [] as number[], bobOrder: 0, ckbOrder: 0, addOn: 0 };

const SHIPPING = { name: 'Ann Lee', company: 'Lee & Co', country: 'US', address: '1 Main St', address2: 'Apt 2', city: 'Austin', state: 'TX', zip: '78701', phone: '(512) 555-0100' };

interface OrderSpec {
  brand?: string;
  customerId: number;
  days: number;
  status?: string;
  cents: number;
  parent?: number | null;
  lines?: { quantity: number; cents: number; cancelled?: number; name?: string }[];
  tracking?: string | null;
}

async function insertOrder(o: OrderSpec): Promise<number> {
  const db = await getDb();
  const brand = o.brand ?? 'pf';
  const order = await db
    .insertInto('orders')
    .values({
      brand_id: brand, customer_id: o.customerId, session_id: null, parent_order_id: o.parent ?? null, email: 'x@example.com', status: o.status ?? 'delivered',
      subtotal_cents: o.cents, total_cents: o.cents, tracking_number: o.tracking ?? null, created_at: daysAgo(o.days),
      addresses_json: JSON.stringify({ shipping: SHIPPING, billing: SHIPPING, billingSameAsShipping: true }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = o.lines ?? [{ quantity: 1, cents: o.cents }];
  await db
    .insertInto('order_items')
    .values(lines.map((l) => ({
      order_id: Number(order.id), item_id: brand === 'pf' ? FX.legging : FX.cheeky, name: l.name ?? 'Legging', color: 'Black', size: 'XXL', image: '/media/1.svg',
      quantity: l.quantity, unit_price_cents: l.cents / l.quantity, total_cents: l.cents, cancelled: l.cancelled ?? 0,
    })))
    .execute();
  return Number(order.id);
}

/**
 * pf: Ann with 23 orders (1 to 23 days ago; the newest has a cancelled line, a discount, shipping,
 * tax and an add-on order), Bob with 1, Carl with none; ckb: another Ann (same email) with 1.
 */
async function insertOrdersFixture(): Promise<void> {
  const db = await getDb();
  await insertShopFixture(db);
  ids.ann = await insertCustomer('pf', 'ann@example.com', 'Ann Lee', daysAgo(400));
  ids.bob = await insertCustomer('pf', 'bob@example.com', 'Bob Roe', daysAgo(400));
  ids.carl = await insertCustomer('pf', 'carl@example.com', 'Carl Poe', daysAgo(400));
  ids.ckbAnn = await insertCustomer('ckb', 'ann@example.com', 'Ann at Cheeky', daysAgo(400));
  const newest = await insertOrder({
    customerId: ids.ann, days: 1.5, status: 'shipped', cents: 10245, tracking: '9400111899223000001',
    lines: [{ quantity: 2, cents: 10000, name: 'Legging' }, { quantity: 1, cents: 2500, cancelled: 1, name: 'Crop Top' }],
  });
  await db.updateTable('orders').set({ subtotal_cents: 10000, discount_cents: 1000, shipping_cents: 695, tax_cents: 2550, total_cents: 12245, discount_code: '10First' }).where('id', '=', newest).execute();
  await db
    .insertInto('payments')
    .values({ order_id: newest, gateway: 'sandbox', charge_id: 'ch_1', token: 'tok_secret_visa', amount_cents: 12245, status: 'succeeded', card_brand: 'visa', last4: '4242', method: 'card', idempotency_key: 'orders-api-1', created_at: daysAgo(1.5) })
    .execute();
  ids.addOn = await insertOrder({ customerId: ids.ann, days: 1.4, status: 'paid', cents: 2999, parent: newest, lines: [{ quantity: 1, cents: 2999, name: 'Crop Top' }] });
  ids.annOrders = [newest];
  for (let d = 2; d <= 23; d++) ids.annOrders.push(await insertOrder({ customerId: ids.ann, days: d, cents: 1000 + d }));
  ids.bobOrder = await insertOrder({ customerId: ids.bob, days: 0.5, cents: 5000 });
  ids.ckbOrder = await insertOrder({ brand: 'ckb', customerId: ids.ckbAnn, days: 0.25, cents: 1500 });
}

const api = withApiServer(insertOrdersFixture);
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

/** Every answer of this file, for the test that no answer carries a payment token. */
const answers: string[] = [];
async function call(path: string, jar?: CookieJar, opts: { query?: Record<string, string>; host?: string } = {}) {
  const res = await api.request('GET', path, { jar, ...opts });
  answers.push(JSON.stringify(res.body));
  return res;
}

const LOGIN_REQUIRED = { errors: ['Please log in to continue.'] };
const NOT_FOUND = { errors: ['We couldn’t find that order in your account.'] };

describe('GET orders', () => {
  test('a visitor, a guest session and a logged-out customer get 401', async () => {
    expect(await call('orders')).toMatchObject({ status: 401, body: LOGIN_REQUIRED });
    const guest = new CookieJar();
    await api.request('GET', 'cart', { jar: guest });
    expect(await call('orders', guest)).toMatchObject({ status: 401, body: LOGIN_REQUIRED });
    const jar = await loggedIn('ann@example.com');
    await api.request('GET', 'logout', { jar });
    expect(await call('orders', jar)).toMatchObject({ status: 401, body: LOGIN_REQUIRED });
  });

  test('page 1: the newest 10 of the customer’s own orders, with paging info; an add-on is folded into its order', async () => {
    const res = await call('orders', await loggedIn('ann@example.com'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const h = res.body.data;
    expect(h).toMatchObject({ page: 1, pageSize: 10, total: 23, pageCount: 3 });
    expect(h.orders.map((o: { id: number }) => o.id)).toEqual(ids.annOrders.slice(0, 10));
    // 2 legging + the add-on's top; the cancelled top is not counted. Total: 122.45 + 29.99.
    expect(h.orders[0]).toEqual({ id: ids.annOrders[0], date: expect.any(String), status: 'shipped', itemCount: 3, membership: false, total: 152.44, addOnCount: 1 });
    expect(h.orders[1]).toMatchObject({ itemCount: 1, total: 10.02, addOnCount: 0, status: 'delivered' });
    expect(h.orders.map((o: { id: number }) => o.id)).not.toContain(ids.addOn);
  });

  test('pages 2 and 3, and a page past the end is empty with the same totals', async () => {
    const jar = await loggedIn('ann@example.com');
    const p2 = (await call('orders', jar, { query: { page: '2' } })).body.data;
    expect(p2.orders.map((o: { id: number }) => o.id)).toEqual(ids.annOrders.slice(10, 20));
    const p3 = (await call('orders', jar, { query: { page: '3' } })).body.data;
    expect(p3.orders.map((o: { id: number }) => o.id)).toEqual(ids.annOrders.slice(20));
    expect(p3).toMatchObject({ page: 3, total: 23, pageCount: 3 });
    expect((await call('orders', jar, { query: { page: '4' } })).body.data).toEqual({ orders: [], page: 4, pageSize: 10, total: 23, pageCount: 3 });
  });

  test('only this customer and this brand: Bob sees his one order, Carl none, ckb Ann only her ckb order', async () => {
    expect((await call('orders', await loggedIn('bob@example.com'))).body.data).toMatchObject({ total: 1, orders: [{ id: ids.bobOrder }] });
    expect((await call('orders', await loggedIn('carl@example.com'))).body.data).toEqual({ orders: [], page: 1, pageSize: 10, total: 0, pageCount: 0 });
    const ckb = await loggedIn('ann@example.com', 'ckb.localhost');
    expect((await call('orders', ckb, { host: 'ckb.localhost' })).body.data).toMatchObject({ total: 1, orders: [{ id: ids.ckbOrder }] });
    // pf Ann's session cookie is not a ckb session.
    expect((await call('orders', await loggedIn('ann@example.com'), { host: 'ckb.localhost' })).status).toBe(401);
  });

  test('a bad page is a 400 naming the field, never a 500', async () => {
    const jar = await loggedIn('ann@example.com');
    for (const page of ['abc', '1.5', 'x'.repeat(10_000), '9'.repeat(40)]) {
      expect(await call('orders', jar, { query: { page } })).toMatchObject({ status: 400, body: { errors: ['page: must be a whole number'] } });
    }
    // A NUL is refused for any field of any call before the route reads it.
    expect(await call('orders', jar, { query: { page: '\u0000' } })).toMatchObject({ status: 400, body: { errors: ['page: contains a character that is not allowed'] } });
    for (const page of ['0', '-1', '10001']) {
      expect(await call('orders', jar, { query: { page } })).toMatchObject({ status: 400, body: { errors: ['page: must be between 1 and 10000'] } });
    }
  });
});

describe('GET orders/:id', () => {
  test('the whole order: lines with the cancelled flag, amounts, address, tracking, payment, days and add-ons', async () => {
    const res = await call(`orders/${ids.annOrders[0]}`, await loggedIn('ann@example.com'));
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o).toMatchObject({
      id: ids.annOrders[0], status: 'shipped', days: 1, parentOrderId: null, shippingMethod: 'Standard', trackingNumber: '9400111899223000001',
      discountCode: '10First', amounts: { subtotal: 100, discount: 10, shipping: 6.95, membership: 0, tax: 25.5, total: 122.45 },
      shipping: SHIPPING, shippingAddress: '1 Main St', shippingAddress2: 'Apt 2', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701',
      payment: { brand: 'visa', last4: '4242', method: 'card' }, totalCharged: 152.44,
    });
    expect(o.items).toEqual([
      { itemId: FX.legging, name: 'Legging', color: 'Black', size: 'XXL', image: '/media/1.svg', quantity: 2, price: 50, total: 100, discountClass: '', cancelled: false },
      expect.objectContaining({ name: 'Crop Top', quantity: 1, total: 25, cancelled: true }),
    ]);
    expect(o.addOns).toEqual([
      { id: ids.addOn, date: expect.any(String), status: 'paid', trackingNumber: null, amounts: { subtotal: 29.99, discount: 0, shipping: 0, membership: 0, tax: 0, total: 29.99 }, items: [expect.objectContaining({ name: 'Crop Top', total: 29.99, cancelled: false })] },
    ]);
  });

  test('an add-on order on its own names the order it was added to; an older order counts its days', async () => {
    const jar = await loggedIn('ann@example.com');
    expect((await call(`orders/${ids.addOn}`, jar)).body.data).toMatchObject({ id: ids.addOn, parentOrderId: ids.annOrders[0], addOns: [], totalCharged: 29.99 });
    expect((await call(`orders/${ids.annOrders[22]}`, jar)).body.data).toMatchObject({ days: 23, addOns: [], trackingNumber: null });
  });

  test('another customer’s order, another brand’s order and a missing one are the same 404', async () => {
    const bob = await loggedIn('bob@example.com');
    for (const id of [ids.annOrders[0], ids.addOn, ids.ckbOrder, 999_999_999]) {
      expect(await call(`orders/${id}`, bob)).toMatchObject({ status: 404, body: NOT_FOUND });
    }
    const ckbAnn = await loggedIn('ann@example.com', 'ckb.localhost');
    expect(await call(`orders/${ids.annOrders[0]}`, ckbAnn, { host: 'ckb.localhost' })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await call(`orders/${ids.ckbOrder}`, ckbAnn, { host: 'ckb.localhost' })).status).toBe(200);
  });

  test('a visitor gets 401 before anything about the order', async () => {
    expect(await call(`orders/${ids.annOrders[0]}`)).toMatchObject({ status: 401, body: LOGIN_REQUIRED });
    expect(await call('orders/abc')).toMatchObject({ status: 401, body: LOGIN_REQUIRED });
  });

  test('a malformed id is 400 "invalid ID", never a 500', async () => {
    const jar = await loggedIn('ann@example.com');
    for (const id of ['abc', '0', '-1', '1.5', '%00', '1%00', '9'.repeat(13), 'x'.repeat(10_000), '%F0%9F%92%A9']) {
      expect(await call(`orders/${id}`, jar)).toMatchObject({ status: 400, body: { errors: ['id: invalid ID'] } });
    }
  });
});

describe('a real checkout and an accepted offer', () => {
  test('show up as one entry in the history, and the detail has the checkout’s address and the add-on', async () => {
    const jar = await loggedIn('carl@example.com');
    expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } })).status).toBe(200);
    const tok = await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123', name: 'Carl Poe' } });
    const placed = await api.request('POST', 'checkout', {
      jar,
      fields: {
        idempotencyKey: `orders-api-${Date.now()}`, email: 'carl@example.com', shippingName: 'Carl Poe', shippingCountry: 'US', shippingAddress: '9 Elm Rd',
        shippingCity: 'Reno', shippingState: 'NV', shippingZip: '89501', shippingPhone: '(775) 555-0100', billingSameAsShipping: 'true',
        paymentMethod: 'card', paymentToken: tok.body.data.token,
      },
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.orderId;
    const accepted = await api.request('POST', `order/${orderId}/accept-offer`, { jar, fields: { offerId: String(FX.specialOffer1), color: 'White', size: 'M', idempotencyKey: `orders-api-offer-${Date.now()}` } });
    expect(accepted.status).toBe(200);

    const history = (await call('orders', jar)).body.data;
    expect(history).toMatchObject({ total: 1, orders: [{ id: orderId, itemCount: 2, addOnCount: 1, status: 'paid' }] });
    const detail = (await call(`orders/${orderId}`, jar)).body.data;
    expect(detail.shipping).toMatchObject({ name: 'Carl Poe', address: '9 Elm Rd', city: 'Reno', state: 'NV', zip: '89501', country: 'US' });
    expect(detail.items).toEqual([expect.objectContaining({ name: expect.any(String), size: 'S', quantity: 1, cancelled: false })]);
    expect(detail.addOns).toHaveLength(1);
    expect(detail.addOns[0].items[0]).toMatchObject({ size: 'M', discountClass: 'special_offer' });
    expect(history.orders[0].total).toBeCloseTo(detail.totalCharged, 2);
    expect(detail.totalCharged).toBeCloseTo(detail.amounts.total + detail.addOns[0].amounts.total, 2);
  });
});

test('no answer carries a payment token or a card number', () => {
  expect(answers.length).toBeGreaterThan(20);
  for (const a of answers) expect(a).not.toMatch(/tok_|4242424242424242|payment_token|password/);
});
