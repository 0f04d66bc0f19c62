process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { adminSuite } from '../helpers/adminSuite';
import { insertStaff, signedIn } from '../helpers/adminServer';
import { CookieJar, type TestApi } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { CATALOG_CHECK_MS } from '../../server/catalog/cache';

// The back office's item editor (server/admin/catalog): signed out 401, wrong role 403, another
// brand's item 404, bad input 400 naming the field, an item.update audit row of the changed fields,
// the shop's item, category listing and search answering the change at once on this instance, and
// within CATALOG_CHECK_MS on a second instance serving the same database (catalog_versions).

setupTestDatabase('admin_catalog');
const { server } = adminSuite();

/**
 * A second instance of the shop API: its own copy of every module and its own catalog cache, the
 * same database. The cache lives on globalThis (one per process, server/catalog/cache.ts), so it is
 * set aside while the copy loads and makes its own, then put back for this instance.
 */
let other: TestApi | null = null;
beforeAll(async () => {
  const g = globalThis as { __shopCatalog?: unknown };
  const mine = g.__shopCatalog;
  expect(mine).toBeDefined();
  delete g.__shopCatalog;
  let start: (() => Promise<TestApi>) | null = null;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module registry is the second instance
      start = (require('../helpers/apiServer') as typeof import('../helpers/apiServer')).startApiServer;
    });
  } finally {
    expect(g.__shopCatalog).toBeDefined();
    expect(g.__shopCatalog).not.toBe(mine);
    g.__shopCatalog = mine;
  }
  other = await start!();
});
afterAll(() => other?.close());

async function auditRows(itemId: number) {
  return (await getDb()).selectFrom('staff_audit').selectAll().where('record_type', '=', 'item').where('record_id', '=', String(itemId)).orderBy('id').execute();
}
const audited = async (itemId: number) => (await auditRows(itemId)).map((a) => [a.action, a.staff_id, a.brand_id, JSON.parse(a.before_json ?? 'null'), JSON.parse(a.after_json ?? 'null')]);
async function itemRow(itemId: number) {
  return (await getDb()).selectFrom('items').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow();
}
const shopItem = (id: number) => server().shop('GET', `item/${id}`);
const searchIds = async (q: string) => ((await server().shop('GET', 'search', { query: { q } })).body.data.items as { id: number }[]).map((i) => i.id);

test('signed out 401; support and marketing 403; fulfilment reads stock without the catalog fields and may not edit', async () => {
  const db = await getDb();
  const before = await itemRow(FX.top);
  expect((await server().admin('POST', `items/${FX.top}`, { jar: new CookieJar(), fields: { priceCents: '100' } })).status).toBe(401);
  for (const role of ['support', 'marketing'] as const) {
    const jar = await signedIn(server(), await insertStaff(db, role, 'all'));
    expect((await server().admin('POST', `items/${FX.top}`, { jar, fields: { priceCents: '100' } })).status).toBe(403);
  }
  const fulfilment = await signedIn(server(), await insertStaff(db, 'fulfilment', 'all'));
  const page = (await server().admin('GET', `items/${FX.top}`, { jar: fulfilment })).body.data;
  expect(page.sizes).toBeDefined();
  expect(page).not.toHaveProperty('catalog');
  expect((await server().admin('POST', `items/${FX.top}`, { jar: fulfilment, fields: { priceCents: '100' } })).status).toBe(403);
  expect(await itemRow(FX.top)).toEqual(before);
  expect(await auditRows(FX.top)).toEqual([]);
});

test("another brand's item is a 404 like no item; the editor shows a merchandiser the fields and the brand's categories", async () => {
  const db = await getDb();
  const jar = await signedIn(server(), await insertStaff(db, 'merchandiser', ['pf']));
  for (const id of [FX.cheeky, 99999999]) {
    const res = await server().admin('POST', `items/${id}`, { jar, fields: { priceCents: '100' } });
    expect([res.status, res.body]).toEqual([404, { errors: ['item: not found'] }]);
  }
  expect(Number((await itemRow(FX.cheeky)).price_cents)).toBe(1500);
  const page = (await server().admin('GET', `items/${FX.legging}`, { jar })).body.data;
  expect(page.catalog).toEqual({
    fields: {
      name: 'Seamless Legging', description: 'Seamless Legging\nSoft.', priceCents: 5000, compareAtCents: null, memberPriceCents: 4000,
      vipOnly: false, published: true, categoryIds: [FX.leggingsCategory],
    },
    categories: [{ id: FX.leggingsCategory, name: 'Leggings', slug: 'leggings' }],
  });
  expect(await auditRows(FX.cheeky)).toEqual([]);
});

test('bad input is a 400 naming the field, never a 500; nothing written', async () => {
  const db = await getDb();
  const jar = await signedIn(server(), await insertStaff(db, 'owner', 'all'));
  const before = await itemRow(FX.legging);
  const bad: [Record<string, string>, string][] = [
    [{ name: '' }, 'name'], [{ name: 'x'.repeat(201) }, 'name'], [{ name: '<b>Legging</b>' }, 'name'],
    [{ description: '<script>alert(1)</script>' }, 'description'], [{ description: 'x'.repeat(5001) }, 'description'], [{ description: 'nul\u0000' }, 'description'],
    [{ priceCents: '' }, 'priceCents'], [{ priceCents: '0' }, 'priceCents'], [{ priceCents: '49.99' }, 'priceCents'], [{ priceCents: '99999999999999999999' }, 'priceCents'],
    [{ compareAtCents: '5000' }, 'compareAtCents'], [{ compareAtCents: '4000' }, 'compareAtCents'],
    [{ memberPriceCents: '5000' }, 'memberPriceCents'], [{ priceCents: '3900' }, 'memberPriceCents'],
    [{ vipOnly: 'yes' }, 'vipOnly'], [{ published: 'no' }, 'published'],
    [{ categoryIds: 'leggings' }, 'categoryIds'], [{ categoryIds: '999999' }, 'categoryIds'],
  ];
  for (const [fields, field] of bad) {
    const res = await server().admin('POST', `items/${FX.legging}`, { jar, fields });
    expect([JSON.stringify(fields), res.status, res.body.errors?.[0]]).toEqual([JSON.stringify(fields), 400, expect.stringMatching(new RegExp(`^${field}: `))]);
  }
  expect((await server().admin('POST', `items/${FX.legging}`, { jar, raw: { contentType: 'application/json', body: '{"priceCents":' } })).status).toBe(400);
  const json = await server().admin('POST', `items/${FX.legging}`, { jar, json: { priceCents: 4500, compareAtCents: 4000 } });
  expect([json.status, json.body.errors?.[0]]).toEqual([400, expect.stringMatching(/^compareAtCents: /)]);
  expect((await server().admin('POST', `items/${FX.legging}`, { jar, fields: { description: 'x'.repeat(2_000_000) } })).status).toBe(413);
  expect(await itemRow(FX.legging)).toEqual(before);
  expect(await auditRows(FX.legging)).toEqual([]);
});

test('a merchandiser changes the price, name and member price: one audit row of the changed fields, the shop shows it at once', async () => {
  const db = await getDb();
  const staff = await insertStaff(db, 'merchandiser', ['pf']);
  const jar = await signedIn(server(), staff);
  // Loaded (and cached) before the change.
  expect((await shopItem(FX.legging)).body.data).toMatchObject({ name: 'Seamless Legging', price: 50, clubPrice: 40, originalPrice: null });
  const res = await server().admin('POST', `items/${FX.legging}`, {
    jar, fields: { name: 'Seamless Legging 2', priceCents: '4500', compareAtCents: '5000', memberPriceCents: '3600', description: 'Seamless Legging\nSoft.', published: 'true' },
  });
  expect(res.body.data).toMatchObject({ id: FX.legging, changed: ['name', 'priceCents', 'compareAtCents', 'memberPriceCents'] });
  expect((await shopItem(FX.legging)).body.data).toMatchObject({ name: 'Seamless Legging 2', price: 45, originalPrice: 50, clubPrice: 36 });
  const listed = (await server().shop('GET', 'category/leggings')).body.data.items.find((i: { id: number }) => i.id === FX.legging);
  expect(listed).toMatchObject({ name: 'Seamless Legging 2', price: 45, originalPrice: 50 });
  expect(await audited(FX.legging)).toEqual([[
    'item.update', staff.id, 'pf',
    { name: 'Seamless Legging', priceCents: 5000, compareAtCents: null, memberPriceCents: 4000 },
    { name: 'Seamless Legging 2', priceCents: 4500, compareAtCents: 5000, memberPriceCents: 3600 },
  ]]);
  // The same values again: no change, no second row.
  expect((await server().admin('POST', `items/${FX.legging}`, { jar, fields: { priceCents: '4500', name: 'Seamless Legging 2' } })).body.data.changed).toEqual([]);
  expect(await auditRows(FX.legging)).toHaveLength(1);
});

test('unpublished: the item page 404s, it leaves its category and search; published again it is back', async () => {
  const db = await getDb();
  const jar = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  expect(await searchIds('crop top')).toContain(FX.top);
  await server().admin('POST', `items/${FX.top}`, { jar, fields: { categoryIds: String(FX.leggingsCategory) } });
  const inCategory = async () => ((await server().shop('GET', 'category/leggings')).body.data.items as { id: number }[]).map((i) => i.id);
  expect(await inCategory()).toEqual([FX.legging, FX.top]);
  expect((await server().admin('POST', `items/${FX.top}`, { jar, fields: { published: 'false' } })).body.data.changed).toEqual(['published']);
  const gone = await shopItem(FX.top);
  expect(gone.status).toBe(404);
  expect((await server().shop('GET', `item/${FX.top}/stock`)).status).toBe(404);
  expect(await inCategory()).toEqual([FX.legging]);
  expect(await searchIds('crop top')).not.toContain(FX.top);
  const cart = await server().shop('POST', 'cart/add', { jar: new CookieJar(), fields: { itemId: String(FX.top), color: 'White', size: 'S', quantity: '1' } });
  expect(cart.status).toBe(404);
  // Still found and edited in the back office.
  expect((await server().admin('GET', 'items', { jar, query: { q: 'Crop' } })).body.data.items.map((i: { id: number }) => i.id)).toEqual([FX.top]);
  await server().admin('POST', `items/${FX.top}`, { jar, fields: { published: 'true', categoryIds: '' } });
  expect((await shopItem(FX.top)).status).toBe(200);
  expect(await searchIds('crop top')).toContain(FX.top);
  expect(await inCategory()).toEqual([FX.legging]);
  expect((await audited(FX.top)).map(([action, , , before, after]) => [action, before, after])).toEqual([
    ['item.update', { categoryIds: [] }, { categoryIds: [FX.leggingsCategory] }],
    ['item.update', { published: true }, { published: false }],
    ['item.update', { published: false, categoryIds: [FX.leggingsCategory] }, { published: true, categoryIds: [] }],
  ]);
});

test('a second instance on the same database shows a price change within CATALOG_CHECK_MS', async () => {
  const db = await getDb();
  const jar = await signedIn(server(), await insertStaff(db, 'merchandiser', ['pf']));
  const price = async (api: 'this' | 'other') => (api === 'this' ? await shopItem(FX.scrunchie) : await other!.request('GET', `item/${FX.scrunchie}`)).body.data.price;
  // Both instances have the old price cached.
  expect([await price('this'), await price('other')]).toEqual([9, 9]);
  expect(await price('other')).toBe(9);
  await server().admin('POST', `items/${FX.scrunchie}`, { jar, fields: { priceCents: '800' } });
  const changedAt = Date.now();
  expect(await price('this')).toBe(8);
  let seen = await price('other');
  while (seen !== 8 && Date.now() - changedAt < CATALOG_CHECK_MS + 5_000) {
    await new Promise((r) => setTimeout(r, 50));
    seen = await price('other');
  }
  const took = Date.now() - changedAt;
  expect(seen).toBe(8);
  expect(took).toBeLessThan(CATALOG_CHECK_MS + 1_000);
  // The stock change moves the version too: a size sold out shows in the other instance's listing.
  await server().admin('POST', `items/${FX.scrunchie}/stock`, { jar, fields: { size: 'One Size', stock: '0' } });
  const soldOutAt = Date.now();
  const soldOut = async () => (await other!.request('GET', 'items', { query: { ids: String(FX.scrunchie) } })).body.data[0]?.soldOut;
  while ((await soldOut()) !== true && Date.now() - soldOutAt < CATALOG_CHECK_MS + 5_000) await new Promise((r) => setTimeout(r, 50));
  expect(await soldOut()).toBe(true);
  expect(Date.now() - soldOutAt).toBeLessThan(CATALOG_CHECK_MS + 1_000);
  await server().admin('POST', `items/${FX.scrunchie}/stock`, { jar, fields: { size: 'One Size', stock: '1000' } });
});
