process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { placeLeggingOrder } from '../helpers/placeOrder';
import { getDb } from '../../server/db';
import { FX, insertShopFixture, stockOf } from '../../server/cart/__fixtures__/shop';
import { shipOrder } from '../../server/orders/ship';
import { receiveReturn } from '../../server/returns/receive';
import { RETURN_REFUSALS } from '../../server/returns/rules';
import { HttpError } from '../../server/http/errors';
import { openOutboxBody } from '../../server/mail/seal';

// Returns and exchanges (issue 36): a shopper starts a return or a size exchange from their shipped
// order within 30 days, gets a return number and the prepaid label by mail, an exchange reserves the
// new size; on arrival (npm run return:receive) the stock comes back, the refund goes through the
// payment layer and shows on the order, and an exchange ships as a free order.

setupTestDatabase('returns');

const PASSWORD = 'returns-password-1';
const api = withApiServer(async () => {
  await insertShopFixture(await getDb());
  await insertCustomer('pf', 'rita@example.com', 'Rita Ray');
  await insertCustomer('pf', 'otto@example.com', 'Otto Other');
});
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);
let keys = 0;

async function shippedOrder(jar: Awaited<ReturnType<typeof loggedIn>>, ship = true): Promise<number> {
  const id = await placeLeggingOrder(api, jar, `returns-${process.pid}-${Date.now()}-${++keys}`);
  if (ship) await shipOrder(await getDb(), id, `1Z${String(id).padStart(8, '0')}`);
  return id;
}
const mails = async (like: string) =>
  (await (await getDb()).selectFrom('email_outbox').selectAll().where('subject', 'like', `%${like}%`).orderBy('id').execute()).map((m) => openOutboxBody(m));
type Line = { orderItemId: number; name: string; size: string; quantityLeft: number; refundable: boolean; note: string | null; exchangeSizes: { size: string; inStock: boolean }[] };

test('a return opens once the order ships; an exchange reserves the new size, mails the label, and can be cancelled', async () => {
  const jar = await loggedIn('rita@example.com');
  const unshipped = await shippedOrder(jar, false);
  const before = (await api.request('GET', `orders/${unshipped}/returns`, { jar })).body.data;
  expect(before).toMatchObject({ open: false, reason: RETURN_REFUSALS.notShipped, lines: [] });
  expect((await api.request('POST', `orders/${unshipped}/return`, { jar, fields: { qty_1: '1', action_1: 'refund' } })).status).toBe(409);

  const orderId = await shippedOrder(jar);
  const options = (await api.request('GET', `orders/${orderId}/returns`, { jar })).body.data;
  expect(options.open).toBe(true);
  expect(options.until).toBe(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  expect(options.unwornOnly).toBe(false);
  const legging = (options.lines as Line[]).find((l) => l.name === 'Seamless Legging' && l.refundable)!;
  expect(legging).toMatchObject({ size: 'S', quantityLeft: 1, note: null });
  expect(legging.exchangeSizes).toEqual(expect.arrayContaining([{ size: 'M', inStock: false }, { size: 'XL', inStock: true }]));

  // A sold-out size cannot be reserved; nothing is opened.
  const soldOut = await api.request('POST', `orders/${orderId}/return`, { jar, fields: { [`qty_${legging.orderItemId}`]: '1', [`action_${legging.orderItemId}`]: 'exchange', [`size_${legging.orderItemId}`]: 'M' } });
  expect(soldOut.status).toBe(409);
  expect(soldOut.body.errors[0]).toContain('size M is sold out');

  const xl = await stockOf(await getDb(), FX.legging, 'XL');
  const started = await api.request('POST', `orders/${orderId}/return`, { jar, fields: { [`qty_${legging.orderItemId}`]: '1', [`action_${legging.orderItemId}`]: 'exchange', [`size_${legging.orderItemId}`]: 'XL', reason: 'Too small' } });
  expect(started.status).toBe(200);
  const ret = started.body.data.return;
  expect(ret).toMatchObject({ rma: `R${orderId}-1`, status: 'open', refund: null, lines: [{ name: 'Seamless Legging', size: 'S', quantity: 1, action: 'exchange', exchangeSize: 'XL' }] });
  expect(ret.label.to[0]).toBe('Pure Form Returns');
  expect(ret.label.from).toContain('1 Main St');
  expect(await stockOf(await getDb(), FX.legging, 'XL')).toBe(xl - 1);
  expect((started.body.data.options.lines as Line[]).find((l) => l.orderItemId === legging.orderItemId)).toMatchObject({ quantityLeft: 0, note: RETURN_REFUSALS.allRequested });
  const [mail] = await mails(`your return R${orderId}-1`);
  expect(mail.body_text).toContain('1 × Seamless Legging (Black, S): exchange for size XL, reserved for you');
  expect(mail.body_text).toContain('Return shipping is on us.');
  expect(mail.body_text).toContain(`/orders/${orderId}`);

  // Sending the same unit back twice is refused.
  const twice = await api.request('POST', `orders/${orderId}/return`, { jar, fields: { [`qty_${legging.orderItemId}`]: '1', [`action_${legging.orderItemId}`]: 'refund' } });
  expect(twice.status).toBe(400);
  expect(twice.body.errors[0]).toContain('Already on a return');

  const cancelled = await api.request('POST', `orders/${orderId}/return/cancel`, { jar, fields: { returnId: String(ret.id) } });
  expect(cancelled.body.data.return.status).toBe('cancelled');
  expect(await stockOf(await getDb(), FX.legging, 'XL')).toBe(xl);
  await expect(receiveReturn(await getDb(), ret.rma)).rejects.toThrow(HttpError);
});

test('a refund return, received: stock back, refunded through the payment layer, on the order page, mailed; never twice', async () => {
  const jar = await loggedIn('rita@example.com');
  const orderId = await shippedOrder(jar);
  const line = ((await api.request('GET', `orders/${orderId}/returns`, { jar })).body.data.lines as Line[]).find((l) => l.refundable)!;
  const started = await api.request('POST', `orders/${orderId}/return`, { jar, fields: { [`qty_${line.orderItemId}`]: '1', [`action_${line.orderItemId}`]: 'refund' } });
  expect(started.status).toBe(200);
  const stock = await stockOf(await getDb(), FX.legging, 'S');
  const order = await (await getDb()).selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

  const received = await receiveReturn(await getDb(), started.body.data.return.rma);
  // The line's price less its share of any discount, plus its tax; shipping stays paid.
  const expected = Number(order.subtotal_cents) - Number(order.discount_cents) - Number(order.multi_buy_cents) + Number(order.tax_cents);
  expect(received).toMatchObject({ status: 'received', refund: expected / 100 });
  expect(await stockOf(await getDb(), FX.legging, 'S')).toBe(stock + 1);
  const detail = (await api.request('GET', `orders/${orderId}`, { jar })).body.data;
  expect(detail.refunds).toEqual([{ date: expect.any(String), amount: expected / 100 }]);
  expect((await mails(`we received your return R${orderId}-1`))[0].body_text).toContain('We’ve refunded');
  await expect(receiveReturn(await getDb(), started.body.data.return.rma)).rejects.toThrow(/is received already/);
  expect(await (await getDb()).selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute()).toHaveLength(1);
});

test('an exchange, received: the reserved size ships as a free order in the account', async () => {
  const jar = await loggedIn('rita@example.com');
  const orderId = await shippedOrder(jar);
  const line = ((await api.request('GET', `orders/${orderId}/returns`, { jar })).body.data.lines as Line[]).find((l) => l.refundable)!;
  const started = await api.request('POST', `orders/${orderId}/return`, { jar, fields: { [`qty_${line.orderItemId}`]: '1', [`action_${line.orderItemId}`]: 'exchange', [`size_${line.orderItemId}`]: 'XS' } });
  const received = await receiveReturn(await getDb(), String(started.body.data.return.id));
  expect(received.refund).toBe(0);
  expect(received.exchangeOrderId).toEqual(expect.any(Number));
  const exchange = (await api.request('GET', `orders/${received.exchangeOrderId}`, { jar })).body.data;
  expect(exchange).toMatchObject({ status: 'paid', items: [expect.objectContaining({ name: 'Seamless Legging', size: 'XS' })] });
  expect(exchange.amounts.total).toBe(0);
});

test('closed after 30 days from delivery; another customer’s order is not found; signed out 401; bad input a clear 400', async () => {
  const jar = await loggedIn('rita@example.com');
  const orderId = await shippedOrder(jar);
  const db = await getDb();
  await db.insertInto('tracking_events').values({ order_id: orderId, description: 'Delivered', occurred_at: new Date(Date.now() - 31 * 86_400_000).toISOString() }).execute();
  await db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', orderId).execute();
  const closed = (await api.request('GET', `orders/${orderId}/returns`, { jar })).body.data;
  expect(closed).toMatchObject({ open: false });
  expect(closed.reason).toMatch(/^The 30-day return window for this order closed on \d{4}-\d{2}-\d{2}\.$/);

  const open = await shippedOrder(jar);
  const otto = await loggedIn('otto@example.com');
  expect((await api.request('GET', `orders/${open}/returns`, { jar: otto })).status).toBe(404);
  expect((await api.request('POST', `orders/${open}/return`, { jar: otto, fields: { qty_1: '1', action_1: 'refund' } })).status).toBe(404);
  expect((await api.request('GET', `orders/${open}/returns`)).status).toBe(401);
  const bad = (fields: Record<string, string>) => api.request('POST', `orders/${open}/return`, { jar, fields });
  expect((await bad({})).body.errors).toEqual(['lines: choose at least one item to send back']);
  expect((await bad({ qty_5: 'many', action_5: 'refund' })).body.errors).toEqual(['qty_5: must be a whole number from 1 to 99']);
  expect((await bad({ qty_5: '1' })).body.errors).toEqual(['action_5: choose refund or exchange']);
  expect((await bad({ qty_5: '1', action_5: 'exchange' })).body.errors).toEqual(["size_5: choose the size you'd like instead"]);
  expect((await bad({ qty_999999: '1', action_999999: 'refund' })).body.errors).toEqual(['qty_999999: that line is not on this order']);
  expect((await bad({ qty_5: '1', action_5: 'refund', reason: 'x'.repeat(501) })).status).toBe(400);
  expect((await api.request('POST', `orders/${open}/return/cancel`, { jar, fields: { returnId: 'abc' } })).status).toBe(400);
  expect((await api.request('POST', `orders/${open}/return/cancel`, { jar, fields: { returnId: '999999' } })).status).toBe(404);
});
