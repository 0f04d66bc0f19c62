process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { adminSuite } from '../helpers/adminSuite';
import { insertStaff, signedIn } from '../helpers/adminServer';
import { CookieJar } from '../helpers/apiServer';
import { placeLeggingOrder } from '../helpers/placeOrder';
import { getDb } from '../../server/db';

// The back office's order routes (server/admin/orders): signed out 401, wrong role 403, another
// brand's order 404, an audit row per change, bad input a 4xx, and the refund on the shopper's page;
// search by discount code, the order's attribution, and refunds that put the units back in stock.

setupTestDatabase('admin_orders');
const { server, placeOrder, shopApi } = adminSuite();

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
  // Another staff member's brand is answered as one that does not exist: a 400 naming only this member's brands.
  const otherBrand = await server().admin('GET', 'orders', { jar: pfOwner, query: { brand: 'ckb' } });
  expect([otherBrand.status, otherBrand.body.errors]).toEqual([400, ['brand: must be one of your brands (pf), or empty for all of them']]);
  expect((await server().admin('GET', 'orders', { jar: pfOwner, query: { brand: 'zz' } })).body).toEqual(otherBrand.body);
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

test('an unknown status or brand is a 400 listing what is allowed, in US English; a status by its word or its stored value, any case', async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  const jar = await signedIn(server(), await insertStaff(db, 'support', ['pf', 'ckb']));
  const search = (query: Record<string, string>) => server().admin('GET', 'orders', { jar, query });
  const bogus = await search({ status: 'bogus' });
  expect([bogus.status, bogus.body.errors]).toEqual([400, ['status: must be one of pending, paid, processing, shipped, delivered, refunded, canceled, or empty for any']]);
  for (const status of ['PAID', 'Shipped ', 'in_transit', 'paid,shipped']) expect([status, (await search({ status })).status]).toEqual([status, status === 'PAID' || status === 'Shipped ' ? 200 : 400]);
  const zz = await search({ brand: 'zz' });
  expect([zz.status, zz.body.errors]).toEqual([400, ['brand: must be one of your brands (pf, ckb), or empty for all of them']]);
  expect((await search({ brand: 'PF' })).status).toBe(400);
  expect((await search({ status: 'paid', brand: 'pf', q: String(orderId) })).body.data.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
  expect((await search({ brand: '', status: '' })).status).toBe(200);
  await db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', orderId).execute();
  for (const status of ['cancelled', 'canceled', 'Canceled']) {
    expect([status, (await search({ status, q: String(orderId) })).body.data.orders.map((o: { id: number }) => o.id)]).toEqual([status, [orderId]]);
  }
});

test('bad search input is a 400 naming the field', async () => {
  const jar = await signedIn(server(), await insertStaff(await getDb(), 'support', ['pf']));
  for (const [query, field] of [[{ from: '2026-13-45' }, 'from'], [{ to: 'yesterday' }, 'to'], [{ from: '2026-02-30' }, 'from'], [{ from: '2026-11-30', to: '2026-11-28' }, 'from'], [{ status: "paid' OR 1=1" }, 'status'], [{ status: 'bogus' }, 'status'], [{ brand: 'zz' }, 'brand'], [{ q: 'x'.repeat(201) }, 'q'], [{ page: '-1' }, 'page'], [{ q: 'a\u0000b' }, 'q'], [{ code: "SAVE10' OR 1=1" }, 'code'], [{ code: 'X'.repeat(41) }, 'code'], [{ code: '%' }, 'code']] as const) {
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

test('the refund form sent twice from one view is one refund; sent from a view the order has moved past, refused', async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  const jar = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  const ask = { amount: '3.00', refundsSeen: '0' };
  const first = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: ask });
  const second = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: ask });
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(second.body.data).toMatchObject({ amountCents: 300, refundedCents: 300, refundIds: first.body.data.refundIds, again: true });
  expect((await server().admin('GET', `orders/${orderId}`, { jar })).body.data.refunds).toHaveLength(1);
  expect((await auditRows(orderId)).map((r) => r.action)).toEqual(['order.refund']);

  const stale = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: { amount: '4.00', refundsSeen: '0' } });
  expect([stale.status, stale.body.errors]).toEqual([409, ['order: was refunded since you opened it ($3.00 refunded now); reload the order before refunding more']]);
  for (const refundsSeen of ['2', '-1', 'x']) {
    const bad = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: { amount: '1.00', refundsSeen } });
    expect([bad.status, bad.body.errors]).toEqual([400, ['refundsSeen: must be the number of refunds shown on the order']]);
  }
  const next = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: { amount: '4.00', refundsSeen: '1' } });
  expect(next.body.data).toMatchObject({ amountCents: 400, refundedCents: 700, again: false });
  expect((await auditRows(orderId))).toHaveLength(2);
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
  const again = await server().admin('POST', `orders/${orderId}/cancel`, { jar });
  expect(again.status).toBe(409);
  // US English for staff, whatever the stored value ('cancelled', as the shop's tracker reads it).
  expect(again.body).toEqual({ errors: [`order: #${orderId} is canceled; only a paid order that has not shipped can be canceled`] });
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

test('find orders by the discount code they used: any case, trimmed, exact (no part of a code)', async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  const { orderId: other } = await placeOrder();
  const code = `Spring${process.pid}X${orderId}`;
  await db.updateTable('orders').set({ discount_code: code }).where('id', '=', orderId).execute();
  await db.updateTable('orders').set({ discount_code: `${code}B` }).where('id', '=', other).execute();
  const jar = await signedIn(server(), await insertStaff(db, 'support', ['pf']));
  const find = async (query: Record<string, string>) => (await server().admin('GET', 'orders', { jar, query })).body.data.orders.map((o: { id: number }) => o.id);
  expect(await find({ code })).toEqual([orderId]);
  expect(await find({ code: `  ${code.toUpperCase()} ` })).toEqual([orderId]);
  expect(await find({ code: code.toLowerCase(), status: 'paid' })).toEqual([orderId]);
  expect(await find({ code: code.slice(0, -1) })).toEqual([]);
  expect(await find({ code: `${code}b` })).toEqual([other]);
  expect(await find({ code, status: 'shipped' })).toEqual([]);
  // Another brand's order with the code stays out of a pf staff member's search.
  await makeCkb(orderId);
  expect(await find({ code })).toEqual([]);
});

test("the order's attribution: last and first touch without click id values or the landing's query; null for a direct order", async () => {
  const db = await getDb();
  const jar = await signedIn(server(), await insertStaff(db, 'support', ['pf']));
  const shopper = new CookieJar();
  const first = await shopApi.request('GET', 'utm-data', {
    jar: shopper, query: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'leggings', gclid: 'SECRETGCLID123', landing_path: '/?utm_source=google&gclid=SECRETGCLID123' },
  });
  expect(first.body.data).toMatchObject({ recorded: true });
  await shopApi.request('GET', 'utm-data', {
    jar: shopper, query: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'june', utm_content: 'hero', landing_path: '/item/1?utm_source=newsletter&email=ann%40example.com' },
  });
  const orderId = await placeLeggingOrder(shopApi, shopper, `attr-${process.pid}-${Date.now()}`);
  const detail = (await server().admin('GET', `orders/${orderId}`, { jar })).body.data;
  expect(detail.attribution).toEqual({
    first: { source: 'google', medium: 'cpc', campaign: 'spring', term: 'leggings', content: null, landingPath: '/', landedAt: expect.any(String), newsletter: false, clickIds: ['gclid'] },
    last: { source: 'newsletter', medium: 'email', campaign: 'june', term: null, content: 'hero', landingPath: '/item/1', landedAt: expect.any(String), newsletter: false, clickIds: [] },
  });
  expect(Date.parse(detail.attribution.first.landedAt)).toBeLessThanOrEqual(Date.parse(detail.createdAt));
  const body = JSON.stringify(detail);
  expect(body).not.toContain('SECRETGCLID123');
  expect(body).not.toContain('ann%40example.com');
  // The row report:attribution counts is there (the one the page reads).
  expect(await db.selectFrom('conversion_attributions').select('last_source').where('kind', '=', 'order').where('ref_id', '=', orderId).executeTakeFirst()).toEqual({ last_source: 'newsletter' });

  const { orderId: direct } = await placeOrder();
  expect((await server().admin('GET', `orders/${direct}`, { jar })).body.data.attribution).toBeNull();
  // An order with no attribution row at all (placed before it was recorded) is the same.
  await db.deleteFrom('conversion_attributions').where('kind', '=', 'order').where('ref_id', '=', direct).execute();
  expect((await server().admin('GET', `orders/${direct}`, { jar })).body.data.attribution).toBeNull();
});

test('a refund of lines with restock puts the units back once, in the stock history and the audit row; amount + restock 400', async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  const line = await db.selectFrom('order_items').select(['id', 'item_id', 'size', 'quantity']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const stock = async () => Number((await db.selectFrom('item_sizes').select('stock').where('item_id', '=', line.item_id).where('size', '=', line.size).executeTakeFirstOrThrow()).stock);
  const staff = await insertStaff(db, 'owner', ['pf']);
  const jar = await signedIn(server(), staff);
  const start = await stock();

  // Refused before any money moves: restock without lines, or a malformed restock.
  for (const [fields, status] of <[Record<string, string>, number][]>[[{ amount: '1.00', restock: 'true' }, 400], [{ restock: 'true' }, 400], [{ lines: String(line.id), restock: 'maybe' }, 400]]) {
    const res = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields });
    expect([fields, res.status, res.body.errors[0]]).toEqual([fields, status, expect.stringMatching(/^restock: /)]);
  }
  expect(await auditRows(orderId)).toEqual([]);
  expect((await server().admin('GET', `orders/${orderId}`, { jar })).body.data.refunds).toEqual([]);

  // The line costs $1.00 here, so the order has money left to refund it twice if nothing stopped it.
  await db.updateTable('order_items').set({ total_cents: 100 }).where('id', '=', line.id).execute();
  const res = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: { lines: String(line.id), restock: 'true', reason: 'came back unworn' } });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ amountCents: 100, restocked: [{ lineId: line.id, itemId: line.item_id, size: line.size, units: Number(line.quantity) }], notRestocked: [] });
  expect(await stock()).toBe(start + Number(line.quantity));

  // The same line refunded again (another tab, another agent): refused before any money moves; no more units.
  const again = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: { lines: String(line.id), restock: 'true' } });
  expect(again.status).toBe(409);
  expect(again.body.errors).toEqual([expect.stringMatching(new RegExp(`^lines: line ${line.id} of order #${orderId} was refunded on \\d{4}-\\d{2}-\\d{2}`))]);
  expect(await stock()).toBe(start + Number(line.quantity));
  expect((await server().admin('GET', `orders/${orderId}`, { jar })).body.data.refunds).toHaveLength(1);

  const rows = await auditRows(orderId);
  expect(rows.map((r) => r.action)).toEqual(['order.refund']);
  expect(JSON.parse(rows[0].after_json!)).toMatchObject({
    lines: [line.id], restock: true, restockedUnits: Number(line.quantity), reason: 'came back unworn',
    restocked: [{ lineId: line.id, itemId: line.item_id, size: line.size, units: Number(line.quantity) }],
  });

  // The item's stock history (the back office's item page) says who and why.
  const history = (await server().admin('GET', `items/${line.item_id}`, { jar })).body.data.history;
  expect(history).toEqual([{ id: expect.any(Number), size: line.size, before: start, after: start + Number(line.quantity), at: expect.any(String), staff: staff.email, orderId }]);
  const detail = (await server().admin('GET', `orders/${orderId}`, { jar })).body.data;
  expect(detail.lines.map((l: { refunded: boolean; restocked: boolean }) => [l.refunded, l.restocked])).toEqual([[true, true]]);
});

test('a refund of lines without restock leaves the stock alone; a canceled order cannot restock (its units went back on cancel)', async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  const line = await db.selectFrom('order_items').select(['id', 'item_id', 'size']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const stock = async () => Number((await db.selectFrom('item_sizes').select('stock').where('item_id', '=', line.item_id).where('size', '=', line.size).executeTakeFirstOrThrow()).stock);
  const jar = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  const start = await stock();
  const res = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: { lines: String(line.id), restock: 'false' } });
  expect(res.status).toBe(200);
  expect(res.body.data.restocked).toEqual([]);
  expect(await stock()).toBe(start);
  expect(JSON.parse((await auditRows(orderId))[0].after_json!)).toMatchObject({ restock: false, restockedUnits: 0 });
  expect(await db.selectFrom('order_line_restocks').selectAll().where('order_id', '=', orderId).execute()).toEqual([]);

  const { orderId: canceled } = await placeOrder();
  expect((await server().admin('POST', `orders/${canceled}/cancel`, { jar })).status).toBe(200);
  const afterCancel = await stock();
  const cline = await db.selectFrom('order_items').select('id').where('order_id', '=', canceled).executeTakeFirstOrThrow();
  const refused = await server().admin('POST', `orders/${canceled}/refund`, { jar, fields: { lines: String(cline.id), restock: 'true' } });
  expect([refused.status, refused.body.errors[0]]).toEqual([409, expect.stringMatching(/^restock: /)]);
  expect(await stock()).toBe(afterCancel);
  expect((await auditRows(canceled)).map((r) => r.action)).toEqual(['order.cancel']);
});

test('a refund of lines the payment layer refuses (nothing left to refund) gives the lines back: no claim is kept', async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  const line = await db.selectFrom('order_items').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const jar = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  expect((await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: {} })).status).toBe(200);
  const refused = await server().admin('POST', `orders/${orderId}/refund`, { jar, fields: { lines: String(line.id) } });
  expect(refused.status).toBe(400);
  expect(await db.selectFrom('order_line_refunds').select('order_item_id').where('order_id', '=', orderId).execute()).toEqual([]);
  expect((await server().admin('GET', `orders/${orderId}`, { jar })).body.data.lines.map((l: { refunded: boolean }) => l.refunded)).toEqual([false]);
});
