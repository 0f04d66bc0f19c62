process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { FX, insertShopFixture, stockOf } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { quoteFromTable } from '../../server/tax/table';

setupTestDatabase('checkout_api');

const api = withApiServer(async () => insertShopFixture(await getDb()));

/** Texas sales tax (the ADDRESS's state) on goods and shipping, in dollars, from the built-in rate table (TX taxes shipping). */
const txTax = (goodsCents: number, shippingCents = 0) =>
  quoteFromTable({ destination: { country: 'US', state: 'TX' }, lines: [{ amountCents: goodsCents }], shipping: shippingCents, club: 0 }).total / 100;

let keys = 0;
const newKey = () => `key-${process.pid}-${Date.now()}-${++keys}`;

const ADDRESS = {
  email: 'Ann.Lee@example.com',
  shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX',
  shippingZip: '78701', shippingPhone: '(512) 555-0100', billingSameAsShipping: 'true',
};

async function tokenize(jar: CookieJar, number: string = TEST_CARDS.approve) {
  const res = await api.request('POST', 'payments/tokenize', { jar, fields: { number, expMonth: '12', expYear: '2099', cvc: '123', name: 'Ann Lee' } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

async function cartWith(jar: CookieJar, size = 'S', quantity = '1') {
  const res = await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size, quantity } });
  expect(res.status).toBe(200);
  return res.body.data;
}

const checkout = (jar: CookieJar, fields: Record<string, string>) => api.request('POST', 'checkout', { jar, fields: { clubConsent: 'true', ...ADDRESS, paymentMethod: 'card', ...fields } });

const countRows = async (table: 'orders' | 'payments') =>
  Number((await (await getDb()).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST payments/tokenize', () => {
  test('answers a token, brand, last4 and expiry; the number is nowhere in the answer', async () => {
    const res = await api.request('POST', 'payments/tokenize', { fields: { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2099', cvc: '123', name: 'Ann Lee' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 });
    expect(JSON.stringify(res.body)).not.toMatch(/4242424242424242|"cvc"/);
  });

  test('bad number, expiry and CVC are 400s naming the fields', async () => {
    const res = await api.request('POST', 'payments/tokenize', { fields: { number: '4242424242424241', expMonth: '1', expYear: '2001', cvc: 'abc' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: string) => e.split(':')[0])).toEqual(['number', 'expMonth', 'cvc']);
    expect(res.body.errors[1]).toBe('expMonth: This card has expired');
  });

  test('an "MM / YY" expiry field is accepted too', async () => {
    const res = await api.request('POST', 'payments/tokenize', { fields: { number: TEST_CARDS.approve, expiry: '12 / 45', cvc: '123' } });
    expect(res.body.data).toMatchObject({ expMonth: 12, expYear: 2045 });
  });
});

describe('POST checkout', () => {
  test('places the order with server amounts, takes stock, clears the cart, and the order reads back', async () => {
    const db = await getDb();
    const jar = new CookieJar();
    await cartWith(jar, 'S', '2');
    const stockBefore = await stockOf(db, FX.legging, 'S');
    const token = await tokenize(jar);
    const res = await checkout(jar, { idempotencyKey: newKey(), paymentToken: token, total: '0.01', amount: '0.01', subtotal: '0' });
    expect(res.status).toBe(200);
    const { orderId, total, next, offerNext } = res.body.data;
    expect(txTax(10000)).toBe(6.25);
    expect(total).toBe(106.25);
    expect(next).toBe(`/please-wait?order=${orderId}`);
    expect(offerNext).toBe(`/special-offer/${FX.specialOffer1}?order=${orderId}`);
    expect(await stockOf(db, FX.legging, 'S')).toBe(stockBefore - 2);
    expect((await api.request('GET', 'cart', { jar })).body.data).toMatchObject({ items: [], amounts: { total: 0 } });

    const order = await api.request('GET', `order/${orderId}`, { jar });
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({
      id: orderId, status: 'paid', email: 'ann.lee@example.com',
      amounts: { subtotal: 100, discount: 0, shipping: 0, tax: 6.25, total: 106.25 },
      payment: { brand: 'visa', last4: '4242', method: 'card' },
      shipping: { name: 'Ann Lee', city: 'Austin', zip: '78701' },
      shippingCity: 'Austin', linkedOrders: [], next: `/special-offer/${FX.specialOffer1}?order=${orderId}`,
    });
    expect(order.body.data.items).toEqual([expect.objectContaining({ name: 'Seamless Legging', size: 'S', quantity: 2, total: 100 })]);
    const payment = await db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(JSON.stringify(payment)).not.toMatch(/4242424242424242/);
    expect(payment.amount_cents).toBe(10625);
  });

  test('someone else’s order is a 404, and so is an unknown or malformed id', async () => {
    const jar = new CookieJar();
    await cartWith(jar);
    const res = await checkout(jar, { idempotencyKey: newKey(), paymentToken: await tokenize(jar) });
    const other = new CookieJar();
    await cartWith(other);
    expect((await api.request('GET', `order/${res.body.data.orderId}`, { jar: other })).status).toBe(404);
    expect((await api.request('GET', `order/${res.body.data.orderId}`)).status).toBe(404);
    expect((await api.request('GET', 'order/99999999', { jar })).status).toBe(404);
    expect((await api.request('GET', 'order/1%20OR%201=1', { jar })).status).toBe(404);
    expect((await api.request('GET', `order/${res.body.data.orderId}`, { jar, host: 'ckb.localhost' })).status).toBe(404);
  });

  test('declined and insufficient-funds cards: 402, no order, cart intact, stock unchanged', async () => {
    const db = await getDb();
    const jar = new CookieJar();
    const cart = await cartWith(jar, 'XS', '3');
    const stockBefore = await stockOf(db, FX.legging, 'XS');
    const ordersBefore = await countRows('orders');
    const key = newKey();
    for (const [number, message] of [[TEST_CARDS.decline, 'Your card was declined'], [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds']]) {
      const res = await checkout(jar, { idempotencyKey: key, paymentToken: await tokenize(jar, number) });
      expect(res.status).toBe(402);
      expect(res.body.errors).toEqual([message]);
    }
    expect(await countRows('orders')).toBe(ordersBefore);
    expect(await stockOf(db, FX.legging, 'XS')).toBe(stockBefore);
    expect((await api.request('GET', 'cart', { jar })).body.data.items).toEqual(cart.items);
    // The same submit then succeeds with another card.
    const ok = await checkout(jar, { idempotencyKey: key, paymentToken: await tokenize(jar) });
    expect(ok.status).toBe(200);
  });

  test('double submit with one key (sequential and racing): one order, one payment', async () => {
    const jar = new CookieJar();
    await cartWith(jar, 'XS', '1');
    const token = await tokenize(jar);
    const key = newKey();
    const before = { orders: await countRows('orders'), payments: await countRows('payments') };
    const raced = await Promise.all(Array.from({ length: 5 }, () => checkout(jar, { idempotencyKey: key, paymentToken: token })));
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(raced.map((r) => r.body.data.orderId)).size).toBe(1);
    const again = await checkout(jar, { idempotencyKey: key, paymentToken: token });
    expect(again.body.data.orderId).toBe(raced[0].body.data.orderId);
    expect(await countRows('orders')).toBe(before.orders + 1);
    expect(await countRows('payments')).toBe(before.payments + 1);
  });

  test('another shopper reusing a key gets a 409, not the order', async () => {
    const jar = new CookieJar();
    await cartWith(jar);
    const key = newKey();
    const first = await checkout(jar, { idempotencyKey: key, paymentToken: await tokenize(jar) });
    expect(first.status).toBe(200);
    const thief = new CookieJar();
    await cartWith(thief);
    const res = await checkout(thief, { idempotencyKey: key, paymentToken: await tokenize(thief) });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).not.toMatch(String(first.body.data.orderId));
  });

  test('concurrent checkouts of the last unit of a size sell it once', async () => {
    const db = await getDb();
    expect(await stockOf(db, FX.legging, 'L')).toBe(1);
    const jars = Array.from({ length: 6 }, () => new CookieJar());
    for (const jar of jars) await cartWith(jar, 'L', '1');
    const tokens = await Promise.all(jars.map((jar) => tokenize(jar)));
    const results = await Promise.all(jars.map((jar, i) => checkout(jar, { idempotencyKey: newKey(), paymentToken: tokens[i] })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.errors).toEqual(['Seamless Legging in L just sold out']);
    expect(await stockOf(db, FX.legging, 'L')).toBe(0);
    // The losers keep their carts.
    const loser = jars[results.findIndex((r) => r.status === 409)];
    expect((await api.request('GET', 'cart', { jar: loser })).body.data.items).toHaveLength(1);
  });

  test.each([
    [{ idempotencyKey: 'short' }, /idempotencyKey/],
    [{ idempotencyKey: undefined }, /idempotencyKey: is required/],
    [{ email: 'not-an-email' }, /^email: /],
    [{ shippingName: 'Cher' }, /^shippingName: Please enter your first and last name/],
    [{ shippingZip: '' }, /^shippingZip: Enter your zip code/],
    [{ shippingCountry: 'CA', shippingZip: '' }, /^shippingZip: Enter your postal code/],
    [{ shippingZip: '123' }, /^shippingZip: Enter a valid 5-digit zip code/],
    [{ shippingPhone: '555' }, /^shippingPhone: Enter a valid phone number/],
    [{ billingSameAsShipping: 'false' }, /^billingName: /],
    [{ billingSameAsShipping: 'maybe' }, /billingSameAsShipping: Unknown boolean value/],
    [{ paymentMethod: 'bitcoin' }, /paymentMethod/],
    [{ paymentToken: 'tok_sb_eyJicmFuZCI6InZpc2EifQ.AAAA' }, /paymentToken: is not a valid payment token/],
    [{ paymentToken: '4242424242424242' }, /paymentToken/],
  ])('invalid input %# is a 400 naming the field', async (override, message) => {
    const jar = new CookieJar();
    await cartWith(jar);
    const fields: Record<string, string> = { idempotencyKey: newKey(), paymentToken: await tokenize(jar) };
    for (const [k, v] of Object.entries(override)) {
      if (v === undefined) delete fields[k];
      else fields[k] = v;
    }
    const res = await checkout(jar, fields);
    expect(res.status).toBe(400);
    expect(res.body.errors.some((e: string) => message.test(e))).toBe(true);
  });

  test('a forged token signature is a 400 and charges nothing', async () => {
    const jar = new CookieJar();
    await cartWith(jar);
    const token = await tokenize(jar, TEST_CARDS.decline);
    const [body] = token.slice('tok_sb_'.length).split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, outcome: 'approve' })).toString('base64url');
    const res = await checkout(jar, { idempotencyKey: newKey(), paymentToken: `tok_sb_${forgedBody}.${token.split('.')[1]}` });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['paymentToken: is not a valid payment token']);
  });

  test('an empty cart is a 400', async () => {
    const jar = new CookieJar();
    const res = await checkout(jar, { idempotencyKey: newKey(), paymentToken: await tokenize(jar) });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatch(/cart: is empty/);
  });

  test('instalments only within afterpayMin..afterpayMax; wallet when the brand enables it', async () => {
    const jar = new CookieJar();
    await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.scrunchie), color: 'Pink/White' } });
    const small = await checkout(jar, { idempotencyKey: newKey(), paymentToken: await tokenize(jar), paymentMethod: 'afterpay' });
    expect(small.status).toBe(400);
    expect(small.body.errors[0]).toMatch(/^paymentMethod: installments/);
    await cartWith(jar);
    const ok = await checkout(jar, { idempotencyKey: newKey(), paymentToken: await tokenize(jar), paymentMethod: 'afterpay' });
    expect(ok.status).toBe(200);
    const order = await api.request('GET', `order/${ok.body.data.orderId}`, { jar });
    expect(order.body.data.payment).toMatchObject({ method: 'afterpay', instalments: 4 });

    await cartWith(jar);
    const walletToken = (await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123', wallet: 'apple_pay' } })).body.data.token;
    const wallet = await checkout(jar, { idempotencyKey: newKey(), paymentToken: walletToken, paymentMethod: 'wallet' });
    expect(wallet.status).toBe(200);
  });

  test('a discount code and shipping are charged as the cart showed them', async () => {
    const jar = new CookieJar();
    await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.top), color: 'White', size: 'S', quantity: '2' } });
    const cart = (await api.request('POST', 'discount-code', { jar, fields: { code: 'Lock5' } })).body.data;
    // Before an address the cart quotes no tax; priced for the checkout's address (TX), it shows what checkout charges.
    expect(cart).toMatchObject({ amounts: { subtotal: 50, discount: 5, shipping: 6.95, tax: 0, total: 51.95 }, taxQuoted: false });
    const tax = txTax(4500, 695);
    const quoted = (await api.request('GET', 'cart', { jar, query: { country: 'US', state: 'TX' } })).body.data;
    expect(quoted).toMatchObject({ amounts: { subtotal: 50, discount: 5, shipping: 6.95, tax, total: Math.round((51.95 + tax) * 100) / 100 }, taxQuoted: true });
    const res = await checkout(jar, { idempotencyKey: newKey(), paymentToken: await tokenize(jar) });
    expect(res.body.data.total).toBe(quoted.amounts.total);
    const order = (await api.request('GET', `order/${res.body.data.orderId}`, { jar })).body.data;
    expect(order.amounts).toEqual({ subtotal: 50, discount: 5, shipping: 6.95, membership: 0, tax, total: quoted.amounts.total });
  });

  test('club in the cart: membership created, customer found or created by email, club prices charged', async () => {
    const db = await getDb();
    const jar = new CookieJar();
    await cartWith(jar, 'S', '2');
    await api.request('POST', 'cart/club', { jar, fields: { join: 'true' } });
    const res = await checkout(jar, { idempotencyKey: newKey(), paymentToken: await tokenize(jar), email: 'vip@example.com' });
    expect(res.status).toBe(200);
    // Club prices 2 × $40 + the first month ($49.95, not taxed in TX) + Texas tax on the goods.
    expect(res.body.data.total).toBe(Math.round((129.95 + txTax(8000)) * 100) / 100);
    const customer = await db.selectFrom('customers').selectAll().where('brand_id', '=', 'pf').where('email', '=', 'vip@example.com').executeTakeFirstOrThrow();
    const membership = await db.selectFrom('club_memberships').selectAll().where('customer_id', '=', customer.id).executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ status: 'active', plan_id: FX.clubPlan, amount_cents: 4995 });
    const order = (await api.request('GET', `order/${res.body.data.orderId}`, { jar })).body.data;
    expect(order.items.map((i: { discountClass: string }) => i.discountClass)).toContain('club');
    expect((await api.request('GET', 'cart', { jar })).body.data).toMatchObject({ hasClubInCart: false, boughtClub: true, checkoutFlow: 'free_flow' });
  });
});
