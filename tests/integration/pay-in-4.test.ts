process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { placeLeggingOrder } from '../helpers/placeOrder';
import { getDb } from '../../server/db';
import { brandById } from '../../brands';
import { insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { chargeDueInstalments } from '../../server/payments/instalments';
import { refundOrder } from '../../server/payments/refund';
import { loadOrderDetail } from '../../server/orders/detail';
import { openOutboxBody } from '../../server/mail/seal';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { instalmentAmounts } from '../../lib/payments/instalments';

// Pay in 4 in the sandbox does what checkout says (issue 34): a quarter at checkout, then one
// payment every two weeks run by the `instalments` job, the schedule on the order page and in the
// mail, a declined one retried three days later and mailed, at most three tries, nothing more
// charged once the order is refunded in full.

setupTestDatabase('pay_in_4');

const api = withApiServer(async () => insertShopFixture(await getDb()));
let keys = 0;
const newOrder = () => placeLeggingOrder(api, new CookieJar(), `pay4-${process.pid}-${Date.now()}-${++keys}`, 'afterpay');
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const addDays = (iso: string, n: number) => new Date(day(iso).getTime() + n * 86_400_000).toISOString().slice(0, 10);

async function facts(orderId: number) {
  const db = await getDb();
  const order = await db.selectFrom('orders').select(['total_cents', 'created_at', 'customer_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const charged = await db.selectFrom('sandbox_payments').select(['amount_cents', 'reference_kind', 'status']).where('reference_id', 'like', `${orderId}%`).orderBy('created_at').execute();
  const schedule = await db.selectFrom('payment_instalments').select(['seq', 'due_date', 'amount_cents', 'status', 'attempts']).where('order_id', '=', orderId).orderBy('seq').execute();
  const payments = await db.selectFrom('payments').select(['amount_cents']).where('order_id', '=', orderId).orderBy('id').execute();
  return { total: Number(order.total_cents), placed: order.created_at.slice(0, 10), customerId: order.customer_id, charged, schedule, payments };
}
const mailsAbout = async (orderId: number, like: string) =>
  (await (await getDb()).selectFrom('email_outbox').selectAll().where('subject', 'like', `%${like}%`).where('subject', 'like', `%#${orderId}%`).orderBy('id').execute()).map((r) => openOutboxBody(r));

test('checkout charges the first installment only; the schedule is written, shown and mailed', async () => {
  const orderId = await newOrder();
  const f = await facts(orderId);
  const parts = instalmentAmounts(f.total);
  expect(f.charged).toEqual([{ amount_cents: parts[0], reference_kind: 'order', status: 'succeeded' }]);
  expect(f.payments.map((p) => Number(p.amount_cents))).toEqual([parts[0]]);
  expect(f.schedule.map((r) => [Number(r.seq), r.due_date, Number(r.amount_cents), r.status])).toEqual([
    [1, f.placed, parts[0], 'paid'], [2, addDays(f.placed, 14), parts[1], 'scheduled'], [3, addDays(f.placed, 28), parts[2], 'scheduled'], [4, addDays(f.placed, 42), parts[3], 'scheduled'],
  ]);
  expect(parts.reduce((a, b) => a + b, 0)).toBe(f.total);

  const db = await getDb();
  const page = await loadOrderDetail({ db, brand: brandById('pf'), customerId: Number(f.customerId) }, orderId);
  expect(page?.payment?.schedule?.map((r) => r.status)).toEqual(['paid', 'scheduled', 'scheduled', 'scheduled']);
  const [confirmation] = await mailsAbout(orderId, 'is confirmed');
  expect(confirmation.body_text).toContain('the first one charged today, then one every two weeks until');
  expect(confirmation.body_text).toContain('Installment 4 of 4');
});

test('the job charges each installment on its day, once, and the order is paid in full after the fourth', async () => {
  const orderId = await newOrder();
  const { placed, total } = await facts(orderId);
  const db = await getDb();
  const statuses = async () => (await facts(orderId)).schedule.map((r) => r.status);
  const paymentCount = async () => (await facts(orderId)).payments.length;
  // Nothing is due before its day.
  await chargeDueInstalments(db, day(addDays(placed, 13)));
  expect(await statuses()).toEqual(['paid', 'scheduled', 'scheduled', 'scheduled']);
  for (const [i, n] of [14, 28, 42].entries()) {
    expect(await chargeDueInstalments(db, day(addDays(placed, n)))).toMatchObject({ errors: 0 });
    expect((await statuses()).filter((st) => st === 'paid')).toHaveLength(i + 2);
    // A second run the same day charges nothing more.
    await chargeDueInstalments(db, day(addDays(placed, n)));
    expect(await paymentCount()).toBe(i + 2);
  }
  const f = await facts(orderId);
  expect(f.schedule.every((r) => r.status === 'paid')).toBe(true);
  expect(f.payments.reduce((s, p) => s + Number(p.amount_cents), 0)).toBe(total);
  expect(f.charged.filter((c) => c.status === 'succeeded').reduce((s, c) => s + Number(c.amount_cents), 0)).toBe(total);
});

test('a declined installment is mailed and tried again three days later, three times at most', async () => {
  const orderId = await newOrder();
  const { placed } = await facts(orderId);
  const db = await getDb();
  // The card goes bad after checkout.
  const jar = new CookieJar();
  const bad = (await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.decline, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  await db.updateTable('payments').set({ token: bad }).where('order_id', '=', orderId).execute();

  const due = addDays(placed, 14);
  expect(await chargeDueInstalments(db, day(due))).toMatchObject({ declined: 1 });
  let row = (await facts(orderId)).schedule[1];
  expect([row.status, row.due_date, Number(row.attempts)]).toEqual(['retrying', addDays(due, 3), 1]);
  let mails = await mailsAbout(orderId, 'was declined');
  expect(mails).toHaveLength(1);
  expect(mails[0].body_text).toContain(`We will try your card again on`);

  await chargeDueInstalments(db, day(addDays(due, 3)));
  row = (await facts(orderId)).schedule[1];
  expect([row.status, row.due_date, Number(row.attempts)]).toEqual(['retrying', addDays(due, 6), 2]);
  await chargeDueInstalments(db, day(addDays(due, 6)));
  row = (await facts(orderId)).schedule[1];
  expect([row.status, Number(row.attempts)]).toEqual(['failed', 3]);
  mails = await mailsAbout(orderId, 'was declined');
  expect(mails).toHaveLength(3);
  expect(mails[2].body_text).toContain('will not try again');
  // Given up: never tried again (the later installments keep their own tries, mailed each).
  await chargeDueInstalments(db, day(addDays(due, 30)));
  expect(Number((await facts(orderId)).schedule[1].attempts)).toBe(3);
});

test('refunded in full: the rest of the schedule is canceled and never charged', async () => {
  const orderId = await newOrder();
  const { placed } = await facts(orderId);
  const db = await getDb();
  const refund = await refundOrder(db, { orderId, reason: 'changed my mind' });
  expect(refund.full).toBe(true);
  expect((await facts(orderId)).schedule.map((r) => r.status)).toEqual(['paid', 'canceled', 'canceled', 'canceled']);
  await chargeDueInstalments(db, day(addDays(placed, 60)));
  expect((await facts(orderId)).payments).toHaveLength(1);
});
