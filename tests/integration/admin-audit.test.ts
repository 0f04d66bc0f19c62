process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { adminSuite } from '../helpers/adminSuite';
import { insertStaff, signedIn } from '../helpers/adminServer';
import { CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';

// GET audit: owners only; filters by staff member, record and date.

setupTestDatabase('admin_audit');
const { server, placeOrder } = adminSuite();

test('owners read the audit log, filtered by staff, record and date; others 403, signed out 401', async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  const support = await insertStaff(db, 'support', ['pf']);
  const supportJar = await signedIn(server(), support);
  expect((await server().admin('POST', `orders/${orderId}/note`, { jar: supportJar, fields: { note: 'first' } })).status).toBe(200);
  const fulfilment = await insertStaff(db, 'fulfilment', ['pf']);
  const fulfilmentJar = await signedIn(server(), fulfilment);
  expect((await server().admin('POST', `orders/${orderId}/ship`, { jar: fulfilmentJar, fields: { trackingNumber: '1Z999AA10123456784' } })).status).toBe(200);

  expect((await server().admin('GET', 'audit')).status).toBe(401);
  expect((await server().admin('GET', 'audit', { jar: supportJar })).status).toBe(403);
  expect((await server().admin('GET', 'audit', { jar: fulfilmentJar })).status).toBe(403);
  const owner = await signedIn(server(), await insertStaff(db, 'owner', 'all'));
  const read = async (query: Record<string, string>) => (await server().admin('GET', 'audit', { jar: owner, query })).body.data.entries.map((e: { action: string }) => e.action);
  expect(await read({ recordType: 'order', recordId: String(orderId) })).toEqual(['order.ship', 'order.note']);
  expect(await read({ staff: support.email })).toEqual(['order.note']);
  expect(await read({ staff: fulfilment.email.toUpperCase(), recordId: `#${orderId}` })).toEqual(['order.ship']);
  const today = new Date().toISOString().slice(0, 10);
  expect(await read({ from: today, to: today, recordId: String(orderId) })).toEqual(['order.ship', 'order.note']);
  expect(await read({ to: '2001-01-01' })).toEqual([]);
  const entry = (await server().admin('GET', 'audit', { jar: owner, query: { staff: fulfilment.email } })).body.data.entries[0];
  expect(entry).toMatchObject({ staffId: fulfilment.id, staffEmail: fulfilment.email, recordType: 'order', recordId: String(orderId), at: expect.any(String), ip: expect.any(String) });
  expect(JSON.parse(entry.before)).toEqual({ status: 'paid', trackingNumber: null });
  for (const query of <Record<string, string>[]>[{ from: 'monday' }, { recordType: 'Order; drop' }, { page: '0' }, { staff: 'x'.repeat(300) }]) {
    expect((await server().admin('GET', 'audit', { jar: owner, query })).status).toBe(400);
  }
  expect((await server().admin('GET', 'audit', { jar: new CookieJar() })).status).toBe(401);
});

test("an owner of one brand reads only that brand's rows; staff records only owners of every brand", async () => {
  const db = await getDb();
  const { orderId: pfOrder } = await placeOrder();
  const { orderId: ckbOrder } = await placeOrder();
  await db.updateTable('orders').set({ brand_id: 'ckb' }).where('id', '=', ckbOrder).execute();
  const allOwner = await signedIn(server(), await insertStaff(db, 'owner', 'all'));
  for (const id of [pfOrder, ckbOrder]) expect((await server().admin('POST', `orders/${id}/note`, { jar: allOwner, fields: { note: 'checked' } })).status).toBe(200);
  expect((await server().admin('POST', 'staff', { jar: allOwner, fields: { email: `audit-${process.pid}@staff.example.com`, role: 'support', brands: 'pf' } })).status).toBe(200);
  const records = async (jar: CookieJar) => (await server().admin('GET', 'audit', { jar })).body.data.entries.map((e: { recordType: string; recordId: string }) => `${e.recordType}:${e.recordId}`);
  const everything = await records(allOwner);
  expect(everything).toEqual(expect.arrayContaining([`order:${pfOrder}`, `order:${ckbOrder}`, expect.stringMatching(/^staff:/)]));
  const pfOwner = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  const pfOnly = await records(pfOwner);
  expect(pfOnly).toContain(`order:${pfOrder}`);
  expect(pfOnly).not.toContain(`order:${ckbOrder}`);
  expect(pfOnly.filter((r: string) => r.startsWith('staff:'))).toEqual([]);
  const row = await db.selectFrom('staff_audit').select('brand_id').where('record_id', '=', String(ckbOrder)).executeTakeFirstOrThrow();
  expect(row.brand_id).toBe('ckb');
});
