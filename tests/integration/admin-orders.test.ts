process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { adminSuite } from '../helpers/adminSuite';
import { insertStaff, signedIn } from '../helpers/adminServer';
import { CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';

// The back office's order routes (server/admin/orders): signed out 401, wrong role 403, another
// brand's order 404, an audit row per change, bad input a 4xx, and the refund on the shopper's page.

setupTestDatabase('admin_orders');
const { server, placeOrder } = adminSuite();

async function auditRows(orderId: number) {
  return (await getDb()).selectFrom('staff_audit').selectAll().where('record_type', '=', 'order').where('record_id', '=', String(orderId)).orderBy('id').execute();
}
async function orderRow(orderId: number) {
  return (await getDb()).selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}
/** Moves an order to another brand (the fixture shop is pf's). */
async function makeCkb(orderId: number) {
  await (await getDb()).updateTable('orders').set({ brand_id: 'ckb' }).where('id', '=', orderId).execute();
}

const ROUTES: [method: 'GET' | 'POST', path: (id: number) => string, fields: Record<string, string>][] = [
  ['GET', (id) => `orders/${id}`, {}],
  ['POST', (id) => `orders/${id}/refund`, { amount: '1.00' }],
  ['POST', (id) => `orders/${id}/ship`, { trackingNumber: '1Z999AA10123456784' }],
  ['POST', (id) => `orders/${id}/deliver`, {}],
  ['POST', (id) => `orders/${id}/cancel`, {}],
  ['POST', (id) => `orders/${id}/note`, { note: 'called the shopper' }],
  ['POST', (id) => `orders/${id}/resend-confirmation`, {}],
];

test('signed out: every order route is a 401 and changes nothing', async () => {
  const { orderId } = await placeOrder();
  expect((await server().admin('GET', 'orders')).status).toBe(401);
  for (const [method, path, fields] of ROUTES) {
    const res = await server().admin(method, path(orderId), { fields, jar: new CookieJar() });
    expect([path(orderId), res.status]).toEqual([path(orderId), 401]);
  }
  expect(await auditRows(orderId)).toEqual([]);
  expect((await orderRow(orderId)).status).toBe('paid');
});

test('a role without the permission: 403 (marketing reads no orders; fulfilment refunds nothing; support ships nothing)', async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  const marketing = await signedIn(server(), await insertStaff(db, 'marketing', 'all'));
  expect((await server().admin('GET', 'orders', { jar: marketing })).status).toBe(403);
  expect((await server().admin('GET', `orders/${orderId}`, { jar: marketing })).status).toBe(403);
  const fulfilment = await signedIn(server(), await insertStaff(db, 'fulfilment', 'all'));
  expect((await server().admin('POST', `orders/${orderId}/refund`, { jar: fulfilment, fields: { amount: '1' } })).status).toBe(403);
  expect((await server().admin('POST', `orders/${orderId}/cancel`, { jar: fulfilment })).status).toBe(403);
  const support = await signedIn(server(), await insertStaff(db, 'support', 'all'));
  expect((await server().admin('POST', `orders/${orderId}/ship`, { jar: support, fields: { trackingNumber: '1Z999AA10123456784' } })).status).toBe(403);
  expect((await server().admin('POST', `orders/${orderId}/deliver`, { jar: support })).status).toBe(403);
  expect(await auditRows(orderId)).toEqual([]);
});

test("another brand's order is a 404 on every route, the same as no order; search leaves it out", async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  await makeCkb(orderId);
  const pfOwner = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  for (const [method, path, fields] of ROUTES) {
    const res = await server().admin(method, path(orderId), { fields, jar: pfOwner });
    expect([path(orderId), res.status, res.body.errors]).toEqual([path(orderId), 404, ['order: not found']]);
  }
  expect((await server().admin('GET', 'orders/99999999', { jar: pfOwner })).body).toEqual({ errors: ['order: not found'] });
  expect((await server().admin('GET', 'orders', { jar: pfOwner, query: { q: String(orderId) } })).body.data.orders).toEqual([]);
  expect((await server().admin('GET', 'orders', { jar: pfOwner, query: { brand: 'ckb' } })).body.data.orders).toEqual([]);
  const ckbOwner = await signedIn(server(), await insertStaff(db, 'owner', ['ckb']));
  expect((await server().admin('GET', `orders/${orderId}`, { jar: ckbOwner })).status).toBe(200);
  expect(await auditRows(orderId)).toEqual([]);
});

test('find orders by number, email, name, status and dates; the detail has lines, amounts, payments', async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  // A unique email on this order (the helper's checkout types ann@example.com on every order).
  const email = `find-${process.pid}-${orderId}@example.com`;
  await db.updateTable('orders').set({ email }).where('id', '=', orderId).execute();
  const jar = await signedIn(server(), await insertStaff(db, 'support', ['pf']));
  const find = async (query: Record<string, string>) => (await server().admin('GET', 'orders', { jar, query })).body.data.orders.map((o: { id: number }) => o.id);
  expect(await find({ q: `#${orderId}` })).toEqual([orderId]);
  expect(await find({ q: email.toUpperCase() })).toEqual([orderId]);
  expect(await find({ q: 'ann lee' })).toContain(orderId);
  expect(await find({ q: 'nobody-by-this-name' })).toEqual([]);
  expect(await find({ status: 'paid', q: email })).toEqual([orderId]);
  expect(await find({ status: 'shipped', q: email })).toEqual([]);
  const today = new Date().toISOString().slice(0, 10);
  expect(await find({ from: today, to: today, q: email })).toEqual([orderId]);
  expect(await find({ from: '2001-01-01', to: '2001-01-02', q: email })).toEqual([]);
  const row = (await server().admin('GET', 'orders', { jar, query: { q: email } })).body.data.orders[0];
  expect(row).toEqual({ id: orderId, brandId: 'pf', email, name: 'Ann Lee', status: 'paid', totalCents: expect.any(Number), createdAt: expect.any(String) });

  const detail = (await server().admin('GET', `orders/${orderId}`, { jar })).body.data;
  expect(detail).toMatchObject({ id: orderId, brandId: 'pf', email, status: 'paid', refunds: [], notes: [], shippingAddress: { name: 'Ann Lee', city: 'Austin' } });
  expect(detail.lines).toHaveLength(1);
  expect(detail.payments).toEqual([expect.objectContaining({ status: expect.any(String), last4: '4242', amountCents: detail.amounts.totalCents })]);
  expect(detail.amounts.paidCents).toBe(detail.amounts.totalCents);
});

test('bad search input is a 400 naming the field', async () => {
  const jar = await signedIn(server(), await insertStaff(await getDb(), 'support', ['pf']));
  for (const [query, field] of [[{ from: '2026-13-45' }, 'from'], [{ to: 'yesterday' }, 'to'], [{ status: "paid' OR 1=1" }, 'status'], [{ q: 'x'.repeat(201) }, 'q'], [{ page: '-1' }, 'page'], [{ q: 'a\u0000b' }, 'q']] as const) {
    const res = await server().admin('GET', 'orders', { jar, query });
    expect([field, res.status, res.body.errors[0]]).toEqual([field, 400, expect.stringMatching(new RegExp(`^${field}: `))]);
  }
  expect((await server().admin('GET', 'orders/abc', { jar })).status).toBe(404);
  expect((await server().admin('GET', `orders/${'9'.repeat(400)}`, { jar })).status).toBe(404);
});

test("support refunds part of an order: through the payment layer, on the shopper's order page, one audit row; above the limit 403", async () => {
  const db = await getDb();
  const { orderId, jar: shopper } = await placeOrder();
  const staff = await insertStaff(db, 'support', ['pf'], 2000);
  const jar = await signedIn(server(), staff);
  const tooMuch = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: { amount: '20.01' } });
  expect(tooMuch.status).toBe(403);
  expect(tooMuch.body.errors[0]).toBe('amount: $20.01 is above your refund limit of $20.00; ask an owner');
  expect(await auditRows(orderId)).toEqual([]);

  const res = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: { amount: '12.50', reason: 'one item came back' } });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ orderId, amountCents: 1250, refundedCents: 1250, full: false });
  const mine = await server().shop('GET', `orders/${orderId}`, { jar: shopper });
  expect(mine.status).toBe(200);
  expect(mine.body.data.refunds).toEqual([{ date: expect.any(String), amount: 12.5 }]);
  const rows = await auditRows(orderId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ staff_id: staff.id, action: 'order.refund', ip: expect.any(String) });
  expect(JSON.parse(rows[0].before_json!)).toEqual({ status: 'paid', refundedCents: 0 });
  expect(JSON.parse(rows[0].after_json!)).toMatchObject({ refundedCents: 1250, amountCents: 1250, reason: 'one item came back' });
  const detail = (await server().admin('GET', `orders/${orderId}`, { jar })).body.data;
  expect(detail.refunds).toEqual([{ id: expect.any(Number), amountCents: 1250, reason: expect.stringContaining('one item came back'), createdAt: expect.any(String) }]);
  expect(detail.amounts.refundedCents).toBe(1250);
});

test('refund by line, and the rest in full by an owner (no limit); bad amounts are 400s without an audit row', async () => {
  const db = await getDb();
  const { orderId, jar: shopper } = await placeOrder();
  const jar = await signedIn(server(), await insertStaff(db, 'owner', 'all'));
  for (const fields of <Record<string, string>[]>[{ amount: '-1' }, { amount: '1.234' }, { amount: 'ten' }, { amount: '0' }, { lines: 'x' }, { lines: '999999' }, { amount: '1', lines: '1' }, { amount: '99999.99' }, { reason: 'x'.repeat(501) }]) {
    const res = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields });
    expect([fields, res.status]).toEqual([fields, 400]);
  }
  expect(await auditRows(orderId)).toEqual([]);
  const detail = (await server().admin('GET', `orders/${orderId}`, { jar })).body.data;
  const line = detail.lines[0];
  const byLine = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: { lines: String(line.id) } });
  expect(byLine.status).toBe(200);
  expect(byLine.body.data.amountCents).toBe(line.totalCents);
  const rest = await server().admin('POST', `orders/${orderId}/refund`, { jar });
  expect(rest.body.data).toMatchObject({ full: true, refundedCents: detail.amounts.paidCents });
  expect((await orderRow(orderId)).status).toBe('refunded');
  expect((await server().shop('GET', `orders/${orderId}`, { jar: shopper })).body.data.refunds).toHaveLength(2);
  expect((await auditRows(orderId)).map((r) => r.action)).toEqual(['order.refund', 'order.refund']);
  expect((await server().admin('POST', `orders/${orderId}/refund`, { jar })).status).toBe(400);
});

test('fulfilment ships with a tracking number (the mail is queued) and marks delivered; audit rows; bad numbers and wrong states refused', async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  const staff = await insertStaff(db, 'fulfilment', ['pf']);
  const jar = await signedIn(server(), staff);
  expect((await server().admin('POST', `orders/${orderId}/deliver`, { jar })).status).toBe(409);
  for (const trackingNumber of ['', 'no', '<script>', 'x'.repeat(61)]) {
    const res = await server().admin('POST', `orders/${orderId}/ship`, { jar, fields: { trackingNumber } });
    expect([trackingNumber, res.status]).toEqual([trackingNumber, 400]);
  }
  const shipped = await server().admin('POST', `orders/${orderId}/ship`, { jar, fields: { trackingNumber: '1Z999AA10123456784' } });
  expect(shipped.status).toBe(200);
  expect(shipped.body.data).toMatchObject({ kind: 'shipped', trackingNumber: '1Z999AA10123456784' });
  const mail = await db.selectFrom('email_outbox').select('subject').where('subject', 'like', `%#${orderId}%`).where('subject', 'like', '%shipped%').execute();
  expect(mail).toHaveLength(1);
  expect((await server().admin('POST', `orders/${orderId}/ship`, { jar, fields: { trackingNumber: '1Z999AA10123456785' } })).status).toBe(409);
  expect((await server().admin('POST', `orders/${orderId}/cancel`, { jar: await signedIn(server(), await insertStaff(db, 'owner', 'all')) })).status).toBe(409);
  const delivered = await server().admin('POST', `orders/${orderId}/deliver`, { jar });
  expect(delivered.body.data).toEqual({ status: 'delivered' });
  expect((await orderRow(orderId)).status).toBe('delivered');
  const rows = await auditRows(orderId);
  expect(rows.map((r) => [r.action, r.staff_id])).toEqual([['order.ship', staff.id], ['order.deliver', staff.id]]);
  expect(JSON.parse(rows[0].after_json!)).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784' });
  const detail = (await server().admin('GET', `orders/${orderId}`, { jar })).body.data;
  expect(detail.tracking.map((t: { description: string }) => t.description)).toEqual(['Shipped, tracking number 1Z999AA10123456784', 'Delivered']);
  expect(detail.mails.map((m: { template: string }) => m.template)).toEqual(['order_confirmation', 'order_shipped']);
  expect(detail.mails[1]).toEqual({ id: expect.any(Number), template: 'order_shipped', subject: expect.stringContaining(`#${orderId}`), status: expect.any(String), createdAt: expect.any(String) });
});

test('support cancels an unshipped order: refunded in full, stock returned, canceled, one audit row', async () => {
  const db = await getDb();
  const { orderId, jar: shopper } = await placeOrder();
  const line = await db.selectFrom('order_items').select(['item_id', 'size', 'quantity']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const stock = async () => Number((await db.selectFrom('item_sizes').select('stock').where('item_id', '=', line.item_id).where('size', '=', line.size).executeTakeFirstOrThrow()).stock);
  const before = await stock();
  const limited = await signedIn(server(), await insertStaff(db, 'support', ['pf'], 100));
  expect((await server().admin('POST', `orders/${orderId}/cancel`, { jar: limited })).status).toBe(403);
  const jar = await signedIn(server(), await insertStaff(db, 'support', ['pf']));
  const res = await server().admin('POST', `orders/${orderId}/cancel`, { jar, fields: { reason: 'changed their mind' } });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ status: 'cancelled', orders: [orderId], refunds: [{ orderId, amountCents: expect.any(Number) }] });
  expect((await orderRow(orderId)).status).toBe('cancelled');
  expect(await stock()).toBe(before + Number(line.quantity));
  const mine = (await server().shop('GET', `orders/${orderId}`, { jar: shopper })).body.data;
  expect(mine.status).toBe('cancelled');
  expect(mine.refunds).toHaveLength(1);
  expect((await auditRows(orderId)).map((r) => r.action)).toEqual(['order.cancel']);
  expect((await server().admin('POST', `orders/${orderId}/cancel`, { jar })).status).toBe(409);
});

test('an internal note: saved with its author, audited; empty or oversized is a 400', async () => {
  const db = await getDb();
  const { orderId, jar: shopper } = await placeOrder();
  const staff = await insertStaff(db, 'fulfilment', ['pf']);
  const jar = await signedIn(server(), staff);
  expect((await server().admin('POST', `orders/${orderId}/note`, { jar, fields: { note: '' } })).status).toBe(400);
  expect((await server().admin('POST', `orders/${orderId}/note`, { jar, fields: { note: 'x'.repeat(2001) } })).status).toBe(400);
  expect((await server().admin('POST', `orders/${orderId}/note`, { jar, fields: { note: 'Left at the back door' } })).status).toBe(200);
  const detail = (await server().admin('GET', `orders/${orderId}`, { jar })).body.data;
  expect(detail.notes).toEqual([{ id: expect.any(Number), staffEmail: staff.email, body: 'Left at the back door', createdAt: expect.any(String) }]);
  expect(JSON.stringify((await server().shop('GET', `orders/${orderId}`, { jar: shopper })).body)).not.toContain('back door');
  expect((await auditRows(orderId)).map((r) => r.action)).toEqual(['order.note']);
});

test('support resends the order confirmation: one more mail to the order\'s address, audited; fulfilment 403', async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  const confirmations = async () => (await db.selectFrom('email_outbox').select(['template', 'to_email']).where('template', '=', 'order_confirmation').where('subject', 'like', `%#${orderId}%`).execute());
  const before = (await confirmations()).length;
  expect(before).toBe(1);
  const fulfilment = await signedIn(server(), await insertStaff(db, 'fulfilment', ['pf']));
  expect((await server().admin('POST', `orders/${orderId}/resend-confirmation`, { jar: fulfilment })).status).toBe(403);
  const jar = await signedIn(server(), await insertStaff(db, 'support', ['pf']));
  const res = await server().admin('POST', `orders/${orderId}/resend-confirmation`, { jar });
  expect(res.body).toEqual({ data: { queued: true } });
  expect(await confirmations()).toHaveLength(2);
  expect((await auditRows(orderId)).map((r) => r.action)).toEqual(['order.resend-confirmation']);
  await db.updateTable('orders').set({ status: 'pending' }).where('id', '=', orderId).execute();
  expect((await server().admin('POST', `orders/${orderId}/resend-confirmation`, { jar })).status).toBe(409);
  expect(await confirmations()).toHaveLength(2);
});
