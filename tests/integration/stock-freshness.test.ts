import { Client } from 'pg';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';

setupTestDatabase('stock_fresh');
const api = withApiServer();

/** Sets a size's stock through a connection of its own, as another instance's checkout would. */
async function setStockElsewhere(itemId: number, size: string, stock: number): Promise<void> {
  if (process.env.DATABASE_URL) {
    const client = new Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${process.env.PG_SCHEMA}` });
    await client.connect();
    try {
      await client.query('UPDATE item_sizes SET stock = $1 WHERE item_id = $2 AND size = $3', [stock, itemId, size]);
    } finally {
      await client.end();
    }
    return;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const SQLite = require('better-sqlite3') as typeof import('better-sqlite3');
  const other = new SQLite(String(process.env.SQLITE_FILE));
  try {
    other.pragma('busy_timeout = 5000');
    other.prepare('UPDATE item_sizes SET stock = ? WHERE item_id = ? AND size = ?').run(stock, itemId, size);
  } finally {
    other.close();
  }
}

describe('item stock across instances', () => {
  test('a size sold out elsewhere shows as sold out on the next item answer, and the cart agrees', async () => {
    const db = await getDb();
    const row = await db
      .selectFrom('item_sizes')
      .innerJoin('items', 'items.id', 'item_sizes.item_id')
      .select(['item_sizes.item_id', 'item_sizes.size', 'items.brand_id'])
      .where('items.brand_id', '=', 'pf')
      .where('item_sizes.stock', '>', 0)
      .where('items.vip_only', '=', 0)
      .orderBy('item_sizes.item_id')
      .executeTakeFirstOrThrow();
    const id = row.item_id;
    const first = await api.request('GET', `item/${id}`, { host: 'pf.localhost' });
    expect(first.status).toBe(200);
    const before = first.body.data.sizes.find((s: { size: string }) => s.size === row.size);
    expect(before).toEqual(expect.objectContaining({ soldOut: false }));

    await setStockElsewhere(id, row.size, 0);
    const after = await api.request('GET', `item/${id}`, { host: 'pf.localhost' });
    expect(after.body.data.sizes.find((s: { size: string }) => s.size === row.size)).toEqual(expect.objectContaining({ stock: 0, soldOut: true }));
    const color = after.body.data.colors[0]?.name;
    const add = await api.request('POST', 'cart/add', { jar: new CookieJar(), host: 'pf.localhost', fields: { itemId: String(id), size: row.size, quantity: '1', ...(color ? { color } : {}) } });
    expect(add.status).toBe(409);

    // What the item page asks once in the browser (over a page a CDN may have kept): never cached.
    const stock = await api.request('GET', `item/${id}/stock`, { host: 'pf.localhost' });
    expect(stock.status).toBe(200);
    expect(stock.headers.get('cache-control')).toBe('no-store');
    expect(stock.body.data.sizes.find((s: { size: string }) => s.size === row.size)).toEqual(expect.objectContaining({ stock: 0, soldOut: true }));

    // Back in stock elsewhere: offered again at once.
    await setStockElsewhere(id, row.size, 3);
    const restocked = await api.request('GET', `item/${id}`, { host: 'pf.localhost' });
    expect(restocked.body.data.sizes.find((s: { size: string }) => s.size === row.size)).toEqual(expect.objectContaining({ stock: 3, soldOut: false }));
  });

  test('item/:id/stock names the id of an item the brand does not have', async () => {
    const res = await api.request('GET', 'item/999999/stock', { host: 'pf.localhost' });
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual(['id: invalid ID, no such item']);
    const bad = await api.request('GET', 'item/abc/stock', { host: 'pf.localhost' });
    expect([bad.status, bad.body.errors]).toEqual([404, ['id: invalid ID']]);
  });

  test('an item with every size sold out is sold out as a whole', async () => {
    const db = await getDb();
    const item = await db.selectFrom('items').select('id').where('brand_id', '=', 'pf').where('vip_only', '=', 0).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const sizes = await db.selectFrom('item_sizes').select('size').where('item_id', '=', item.id).execute();
    expect((await api.request('GET', `item/${item.id}`, { host: 'pf.localhost' })).body.data.soldOut).toBe(false);
    for (const s of sizes) await setStockElsewhere(item.id, s.size, 0);
    expect((await api.request('GET', `item/${item.id}`, { host: 'pf.localhost' })).body.data.soldOut).toBe(true);
    expect((await api.request('GET', `item/${item.id}/stock`, { host: 'pf.localhost' })).body.data.soldOut).toBe(true);
  });
});
