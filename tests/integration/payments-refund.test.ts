process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { placeLeggingOrder } from '../helpers/placeOrder';
import { getDb } from '../../server/db';
import { brandById } from '../../brands';
import { insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { REFUND_MESSAGES, refundOrder } from '../../server/payments/refund';
import { loadOrderDetail } from '../../server/orders/detail';
import { HttpError } from '../../server/http/errors';

// Refunds through the processor seam (server/payments/refund.ts, npm run order:refund): full or
// partial, never more than was paid less earlier refunds, recorded, shown on the order page, mailed.

setupTestDatabase('payments_refund');

const api = withApiServer(async () => insertShopFixture(await getDb()));
let keys = 0;
const newOrder = () => placeLeggingOrder(api, new CookieJar(), `refund-${process.pid}-${Date.now()}-${++keys}`);

async function paidCents(orderId: number) {
  return Number((await (await getDb()).selectFrom('orders').select('total_cents').where('id', '=', orderId).executeTakeFirstOrThrow()).total_cents);
}
async function refundMails(orderId: number) {
  return (await getDb()).selectFrom('email_outbox').select(['subject', 'body_text']).where('subject', 'like', `%#${orderId} has been refunded%`).orderBy('id').execute();
}
async function detail(orderId: number) {
  const db = await getDb();
  const o = await db.selectFrom('orders').select('customer_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  return loadOrderDetail({ db, brand: brandById('pf'), customerId: Number(o.customer_id) }, orderId);
}
async function refusal(p: Promise<unknown>): Promise<{ status: number; messages: string[] }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, messages: err.messages };
    throw err;
  }
  throw new Error('no refusal');
}
const ledger = async (orderId: number) =>
  (await getDb()).selectFrom('sandbox_payments').select(['refunded_cents', 'captured_cents']).where('reference_kind', '=', 'order').where('reference_id', '=', String(orderId)).executeTakeFirstOrThrow();

test('a partial refund, then the rest: recorded, at the processor, on the order page, mailed each time; nothing more after', async () => {
  const db = await getDb();
  const orderId = await newOrder();
  const paid = await paidCents(orderId);

  const first = await refundOrder(db, { orderId, amountCents: 1000, reason: 'one item returned' });
  expect(first).toMatchObject({ orderId, amountCents: 1000, refundedCents: 1000, paidCents: paid, full: false });
  expect(first.refundIds).toHaveLength(1);
  expect(Number((await ledger(orderId)).refunded_cents)).toBe(1000);
  expect((await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('paid');
  expect((await detail(orderId))!.refunds).toEqual([{ date: expect.any(String), amount: 10 }]);
  let mails = await refundMails(orderId);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe(`${brandById('pf').storeName}: part of your order #${orderId} has been refunded`);
  expect(mails[0].body_text).toContain(`We have refunded $10.00 of your order #${orderId} to your Visa ending in 4242.`);

  const over = await refusal(refundOrder(db, { orderId, amountCents: paid }));
  expect(over).toEqual({ status: 400, messages: [REFUND_MESSAGES.tooMuch(paid - 1000)] });

  const rest = await refundOrder(db, { orderId });
  expect(rest).toMatchObject({ amountCents: paid - 1000, refundedCents: paid, full: true });
  expect(await ledger(orderId)).toEqual({ refunded_cents: paid, captured_cents: paid });
  expect((await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('refunded');
  expect((await detail(orderId))!.refunds.map((r) => r.amount)).toEqual([10, (paid - 1000) / 100]);
  mails = await refundMails(orderId);
  expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('part of your order'), expect.stringContaining(': your order')]);

  expect(await refusal(refundOrder(db, { orderId, amountCents: 100 }))).toEqual({ status: 400, messages: [REFUND_MESSAGES.done] });
});

test('clear refusals: an unknown order, a zero, negative or fractional amount', async () => {
  const db = await getDb();
  const orderId = await newOrder();
  expect(await refusal(refundOrder(db, { orderId: 987654 }))).toEqual({ status: 404, messages: [REFUND_MESSAGES.unknown(987654)] });
  for (const amountCents of [0, -5, 10.5]) {
    expect(await refusal(refundOrder(db, { orderId, amountCents }))).toEqual({ status: 400, messages: [REFUND_MESSAGES.amount] });
  }
  expect(await db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
});

test('the same refund asked twice from one view, at the same moment or one after the other, is one refund, recorded and mailed once', async () => {
  const db = await getDb();
  const orderId = await newOrder();
  const ask = { orderId, amountCents: 500, seenRefunds: 0 };
  const [a, b] = await Promise.all([refundOrder(db, ask), refundOrder(db, ask)]);
  expect(a.refundIds).toEqual(b.refundIds);
  const c = await refundOrder(db, ask);
  expect(c).toMatchObject({ refundIds: a.refundIds, amountCents: 500, refundedCents: 500, again: true });
  expect([a.again, b.again].sort()).toEqual([false, true]);
  expect(await db.selectFrom('refunds').select('amount_cents').where('order_id', '=', orderId).execute()).toEqual([{ amount_cents: 500 }]);
  expect(Number((await ledger(orderId)).refunded_cents)).toBe(500);
  expect(await refundMails(orderId)).toHaveLength(1);
});

test('an ask from a view the order has moved past is refused, and refunds nothing', async () => {
  const db = await getDb();
  const orderId = await newOrder();
  await refundOrder(db, { orderId, amountCents: 300 });
  expect(await refusal(refundOrder(db, { orderId, amountCents: 400, seenRefunds: 0 }))).toEqual({ status: 409, messages: [REFUND_MESSAGES.moved(300)] });
  for (const seenRefunds of [2, -1, 0.5]) {
    expect(await refusal(refundOrder(db, { orderId, amountCents: 400, seenRefunds }))).toEqual({ status: 400, messages: [REFUND_MESSAGES.seen] });
  }
  expect(Number((await ledger(orderId)).refunded_cents)).toBe(300);
  expect(await refundMails(orderId)).toHaveLength(1);
});
