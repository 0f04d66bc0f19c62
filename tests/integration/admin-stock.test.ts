process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { adminSuite } from '../helpers/adminSuite';
import { insertStaff, signedIn } from '../helpers/adminServer';
import { CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';

// The back office's stock routes (server/admin/stock): signed out 401, wrong role 403, another
// brand's item 404, a stock_changes row and an audit row per change, and the shop API sees it at once.

setupTestDatabase('admin_stock');
const { server } = adminSuite();

async function auditRows(itemId: number) {
  return (await getDb()).selectFrom('staff_audit').selectAll().where('record_type', '=', 'item').where('record_id', '=', String(itemId)).orderBy('id').execute();
}
async function sizeStock(itemId: number, size: string) {
  const row = await (await getDb()).selectFrom('item_sizes').select('stock').where('item_id', '=', itemId).where('size', '=', size).executeTakeFirstOrThrow();
  return Number(row.stock);
}

test('signed out 401 and a role without stock 403 (support, marketing); nothing changes', async () => {
  const db = await getDb();
  expect((await server().admin('GET', 'items', { jar: new CookieJar() })).status).toBe(401);
  expect((await server().admin('GET', `items/${FX.top}`, { jar: new CookieJar() })).status).toBe(401);
  expect((await server().admin('POST', `items/${FX.top}/stock`, { jar: new CookieJar(), fields: { size: 'S', stock: '0' } })).status).toBe(401);
  for (const role of ['support', 'marketing'] as const) {
    const jar = await signedIn(server(), await insertStaff(db, role, 'all'));
    expect((await server().admin('GET', `items/${FX.top}`, { jar })).status).toBe(403);
    expect((await server().admin('POST', `items/${FX.top}/stock`, { jar, fields: { size: 'S', stock: '0' } })).status).toBe(403);
  }
  expect(await sizeStock(FX.top, 'S')).toBe(50);
  expect(await auditRows(FX.top)).toEqual([]);
});

test("another brand's item is a 404 like no item, and search leaves it out", async () => {
  const db = await getDb();
  const pf = await signedIn(server(), await insertStaff(db, 'merchandiser', ['pf']));
  for (const id of [FX.cheeky, 99999999]) {
    expect((await server().admin('GET', `items/${id}`, { jar: pf })).body).toEqual({ errors: ['item: not found'] });
    const res = await server().admin('POST', `items/${id}/stock`, { jar: pf, fields: { size: 'S', stock: '0' } });
    expect([res.status, res.body.errors]).toEqual([404, ['item: not found']]);
  }
  expect((await server().admin('GET', 'items', { jar: pf, query: { q: String(FX.cheeky) } })).body.data.items).toEqual([]);
  expect((await server().admin('GET', 'items', { jar: pf, query: { q: String(FX.top) } })).body.data.items.map((i: { id: number }) => i.id)).toEqual([FX.top]);
  expect(await auditRows(FX.cheeky)).toEqual([]);
});

test('bad input is a 400 naming the field; an unknown size a 404; nothing written', async () => {
  const jar = await signedIn(server(), await insertStaff(await getDb(), 'fulfilment', ['pf']));
  const bad: Record<string, string>[] = [{ size: 'S', stock: '-1' }, { size: 'S', stock: '100000' }, { size: 'S', stock: 'ten' }, { size: 'S' }, { stock: '3' }, { size: 'S'.repeat(51), stock: '3' }];
  for (const fields of bad) {
    const res = await server().admin('POST', `items/${FX.top}/stock`, { jar, fields });
    expect([JSON.stringify(fields), res.status]).toEqual([JSON.stringify(fields), 400]);
  }
  expect((await server().admin('POST', `items/${FX.top}/stock`, { jar, fields: { size: 'XXL', stock: '3' } })).status).toBe(404);
  expect(await auditRows(FX.top)).toEqual([]);
});

test('a merchandiser sells out a size: history, audit row, and the shop API shows it sold out at once', async () => {
  const db = await getDb();
  const before = (await server().shop('GET', `item/${FX.top}`)).body.data.sizes;
  expect(before.find((s: { size: string }) => s.size === 'M')).toMatchObject({ stock: 50, soldOut: false });
  const staff = await insertStaff(db, 'merchandiser', ['pf']);
  const jar = await signedIn(server(), staff);
  const res = await server().admin('POST', `items/${FX.top}/stock`, { jar, fields: { size: 'M', stock: '0' } });
  expect(res.body).toEqual({ data: { size: 'M', before: 50, stock: 0 } });
  const after = (await server().shop('GET', `item/${FX.top}`)).body.data.sizes;
  expect(after.find((s: { size: string }) => s.size === 'M')).toMatchObject({ stock: 0, soldOut: true });
  const page = (await server().admin('GET', `items/${FX.top}`, { jar })).body.data;
  expect(page.sizes).toEqual([{ size: 'M', stock: 0 }, { size: 'S', stock: 50 }]);
  expect(page.history).toEqual([expect.objectContaining({ size: 'M', before: 50, after: 0 })]);
  const audit = await auditRows(FX.top);
  expect(audit.map((a) => [a.action, a.staff_id, a.brand_id, JSON.parse(a.before_json ?? 'null'), JSON.parse(a.after_json ?? 'null')])).toEqual([
    ['item.stock', staff.id, 'pf', { size: 'M', stock: 50 }, { size: 'M', stock: 0 }],
  ]);
});
