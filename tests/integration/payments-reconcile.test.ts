process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { sandboxProcessor } from '../../server/payments/processors';
import { PENDING_GRACE_MS, reconcilePayments } from '../../server/payments/reconcile';
import { ORPHAN_MESSAGE } from '../../server/checkout/place';
import { findJob } from '../../server/jobs';
import { confirmPaidLater } from '../../server/checkout/settleLater';
import type { PaymentState } from '../../server/payments/processor';

// No charge runs inside a database transaction: checkout records the order as pending, charges,
// then confirms. These tests stop the server's work between the charge and the confirmation (an
// injected failure, as a crash would) and check that the reconciliation job leaves no payment
// without an order, no order without a payment, and no card charged twice.

setupTestDatabase('payments_reconcile');

const api = withApiServer(async () => insertShopFixture(await getDb()));

let keys = 0;
const newKey = () => `rec-${process.pid}-${Date.now()}-${++keys}`;
const later = () => new Date(Date.now() + PENDING_GRACE_MS + 60_000);

async function cardToken(jar: CookieJar, number: string = TEST_CARDS.approve): Promise<string> {
  return (await api.request('POST', 'payments/tokenize', { jar, fields: { number, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
}

async function addLegging(jar: CookieJar) {
  await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
}

const submit = (jar: CookieJar, idempotencyKey: string, paymentToken: string) =>
  api.request('POST', 'checkout', {
    jar,
    fields: {
      idempotencyKey, email: 'ann@example.com', shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St',
      shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100', paymentMethod: 'card', paymentToken,
    },
  });

const orderByKey = async (key: string) => (await getDb()).selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
const stockS = async () =>
  Number((await (await getDb()).selectFrom('item_sizes').select('stock').where('item_id', '=', FX.legging).where('size', '=', 'S').executeTakeFirstOrThrow()).stock);
const cartLines = async (jar: CookieJar) => (await api.request('GET', 'cart', { jar })).body.data.items?.length ?? 0;

/** The books balance: every payment the processor took (less refunds) belongs to exactly one paid order, and every paid order to one payment. */
async function assertBalanced() {
  const db = await getDb();
  const taken = await db.selectFrom('sandbox_payments').selectAll().where('reference_kind', '=', 'order').where('status', '=', 'succeeded').execute();
  for (const p of taken) {
    const order = await db.selectFrom('orders').select(['id', 'status']).where('charge_key', '=', p.idempotency_key).executeTakeFirst();
    if (Number(p.refunded_cents) === Number(p.captured_cents)) {
      expect(order).toBeUndefined();
      continue;
    }
    expect(order?.status).toBe('paid');
    const rows = await db.selectFrom('payments').select(['charge_id', 'amount_cents']).where('order_id', '=', order!.id).execute();
    expect(rows).toEqual([{ charge_id: p.id, amount_cents: Number(p.amount_cents) }]);
  }
  const paid = await db.selectFrom('orders').select(['id', 'charge_key']).where('status', '=', 'paid').where('charge_key', 'is not', null).execute();
  for (const o of paid) expect(taken.filter((p) => p.idempotency_key === o.charge_key)).toHaveLength(1);
}

afterEach(() => jest.restoreAllMocks());

describe('a crash between the charge and the confirmation', () => {
  test('leaves a pending order that the job confirms after the grace period (mail queued once); nothing is charged twice', async () => {
    const jar = new CookieJar();
    await addLegging(jar);
    const stock = await stockS();
    const key = newKey();
    const processor = sandboxProcessor();
    const real = processor.createPayment.bind(processor);
    jest.spyOn(processor, 'createPayment').mockImplementationOnce(async (req) => {
      await real(req);
      throw new Error('crash after the charge');
    });
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await submit(jar, key, await cardToken(jar))).status).toBe(500);
    errorLog.mockRestore();

    const pending = await orderByKey(key);
    expect(pending).toMatchObject({ status: 'pending' });
    expect(await stockS()).toBe(stock - 1);
    const db = await getDb();
    expect(await db.selectFrom('payments').select('id').where('order_id', '=', pending!.id).execute()).toEqual([]);
    expect(await db.selectFrom('sandbox_payments').select('status').where('idempotency_key', '=', pending!.charge_key!).execute()).toEqual([{ status: 'succeeded' }]);

    // Within the grace period the job leaves it alone (a checkout may still be on its way).
    expect(await reconcilePayments(db)).toMatchObject({ confirmed: 0, abandoned: 0 });
    expect(await reconcilePayments(db, later())).toEqual({ confirmed: 1, abandoned: 0, cancelled: 0, waiting: 0, errors: 0 });
    expect(await orderByKey(key)).toMatchObject({ status: 'paid' });
    // The shopper's cart is emptied of what was ordered, as a checkout that had not crashed would have.
    expect(await cartLines(jar)).toBe(0);
    expect(await reconcilePayments(db, later())).toEqual({ confirmed: 0, abandoned: 0, cancelled: 0, waiting: 0, errors: 0 });
    const mails = await db.selectFrom('email_outbox').select('id').where('to_email', '=', 'ann@example.com').where('subject', 'like', `%${pending!.id}%`).execute();
    expect(mails).toHaveLength(1);

    // The shopper's retry of the same submit answers the same order; the processor saw one payment.
    const again = await submit(jar, key, (await db.selectFrom('orders').select('payment_token').where('id', '=', pending!.id).executeTakeFirstOrThrow()).payment_token!);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ orderId: pending!.id, repeated: true });
    expect(await db.selectFrom('sandbox_payments').select('id').where('reference_id', '=', String(pending!.id)).execute()).toHaveLength(1);
    expect(await stockS()).toBe(stock - 1);
    await assertBalanced();
  });

  test('a retry of the same submit before the job runs completes the pending order with the same payment', async () => {
    const jar = new CookieJar();
    await addLegging(jar);
    const key = newKey();
    const token = await cardToken(jar);
    const processor = sandboxProcessor();
    const real = processor.createPayment.bind(processor);
    const spy = jest.spyOn(processor, 'createPayment').mockImplementationOnce(async (req) => {
      await real(req);
      throw new Error('crash after the charge');
    });
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await submit(jar, key, token)).status).toBe(500);
    errorLog.mockRestore();
    const res = await submit(jar, key, token);
    expect(res.status).toBe(200);
    const order = await orderByKey(key);
    expect(order).toMatchObject({ status: 'paid', id: res.body.data.orderId });
    expect(await cartLines(jar)).toBe(0);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[0][0].idempotencyKey).toBe(spy.mock.calls[1][0].idempotencyKey);
    expect(await (await getDb()).selectFrom('sandbox_payments').select('id').where('idempotency_key', '=', order!.charge_key!).execute()).toHaveLength(1);
    expect(await reconcilePayments(await getDb(), later())).toMatchObject({ confirmed: 0, abandoned: 0 });
    await assertBalanced();
  });

  test('a crash before the charge leaves an order without payment: the job removes it and gives the stock back; the cart is still there', async () => {
    const jar = new CookieJar();
    await addLegging(jar);
    const stock = await stockS();
    const key = newKey();
    jest.spyOn(sandboxProcessor(), 'createPayment').mockRejectedValueOnce(new Error('processor unreachable'));
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await submit(jar, key, await cardToken(jar))).status).toBe(500);
    errorLog.mockRestore();
    expect(await orderByKey(key)).toMatchObject({ status: 'pending' });
    expect(await reconcilePayments(await getDb(), later())).toMatchObject({ confirmed: 0, abandoned: 1, errors: 0 });
    expect(await orderByKey(key)).toBeUndefined();
    expect(await stockS()).toBe(stock);
    expect(await cartLines(jar)).toBe(1);
    // The same submit may be made again and is charged once.
    const res = await submit(jar, key, await cardToken(jar));
    expect(res.status).toBe(200);
    expect(await stockS()).toBe(stock - 1);
    await assertBalanced();
  });

  test('an order given up while its payment was on the way: the payment is refunded in full and the shopper told so', async () => {
    const jar = new CookieJar();
    await addLegging(jar);
    const stock = await stockS();
    const key = newKey();
    const processor = sandboxProcessor();
    const real = processor.createPayment.bind(processor);
    jest.spyOn(processor, 'createPayment').mockImplementationOnce(async (req) => {
      // The job runs while the charge is slow (its clock past the grace period): it finds no payment yet.
      expect(await reconcilePayments(await getDb(), later())).toMatchObject({ abandoned: 1 });
      return real(req);
    });
    const res = await submit(jar, key, await cardToken(jar));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([ORPHAN_MESSAGE]);
    expect(await orderByKey(key)).toBeUndefined();
    expect(await stockS()).toBe(stock);
    const payment = await (await getDb()).selectFrom('sandbox_payments').selectAll().where('reference_kind', '=', 'order').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(Number(payment.refunded_cents)).toBe(Number(payment.captured_cents));
    await assertBalanced();
  });

  test('a declined card leaves no order, the stock and the cart as they were', async () => {
    const jar = new CookieJar();
    await addLegging(jar);
    const stock = await stockS();
    const key = newKey();
    const res = await submit(jar, key, await cardToken(jar, TEST_CARDS.decline));
    expect(res.status).toBe(402);
    expect(res.body.errors).toEqual(['Your card was declined']);
    expect(await orderByKey(key)).toBeUndefined();
    expect(await stockS()).toBe(stock);
    expect(await cartLines(jar)).toBe(1);
    expect((await submit(jar, key, await cardToken(jar))).status).toBe(200);
    await assertBalanced();
  });
});

test('npm run job -- payments-reconcile runs it', async () => {
  const job = findJob('payments-reconcile');
  expect(job).toBeDefined();
  expect(await job!.run(await getDb(), { now: later() })).toEqual({ confirmed: 0, abandoned: 0, cancelled: 0, waiting: 0, errors: 0 });
});

test("an add-on order confirmed later (a post-purchase offer's, after a crash) leaves the session's cart alone: it was never in it", async () => {
  const jar = new CookieJar();
  await addLegging(jar);
  const key = newKey();
  const res = await submit(jar, key, await cardToken(jar));
  expect(res.status).toBe(200);
  const db = await getDb();
  const parent = (await orderByKey(key))!;
  // New shopping after the order, then an add-on order of that order waiting for its confirmation.
  expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.top), color: 'White', size: 'S' } })).status).toBe(200);
  await new Promise((r) => setTimeout(r, 5));
  const fields: Partial<typeof parent> = { ...parent };
  delete fields.id;
  const child = await db.insertInto('orders').values({
    ...(fields as Omit<typeof parent, 'id'>), parent_order_id: parent.id, status: 'pending', idempotency_key: `${key}:offer`, charge_key: `${key}:offer`, payment_id: null, created_at: new Date().toISOString(),
  }).returningAll().executeTakeFirstOrThrow();
  await db.insertInto('order_items').values({ order_id: child.id, item_id: FX.top, name: 'Crop Top', color: 'White', size: 'S', quantity: 1, unit_price_cents: 2999, total_cents: 2999, discount_class: 'special_offer' }).execute();
  const payment: PaymentState = {
    id: `pay_child_${child.id}`, status: 'succeeded', amountCents: 2999, capturedCents: 2999, refundedCents: 0, currency: 'usd',
    reference: { kind: 'offer', id: `${parent.id}:1`, brandId: 'pf' }, idempotencyKey: `${key}:offer`, decline: null, clientSecret: null, actionUrl: null, card: null,
  };
  expect(await confirmPaidLater(db, child, payment)).toBe(true);
  expect(await cartLines(jar)).toBe(1);
});
