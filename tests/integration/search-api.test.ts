import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { dialectName, getDb } from '../../server/db';
import { sql, type Kysely } from 'kysely';
import { backfillSearchIndex } from '../../server/db/migrations/013_search';
import { clearCatalogCache } from '../../server/catalog/cache';
import { formatMissReport, listMisses, recordMiss } from '../../server/search/misses';

setupTestDatabase('search');

// Migrating and seeding every brand (the demo catalog the queries below are about) takes a while on PostgreSQL.
const api = withApiServer(async () => {
  await getDb();
}, 120_000);

const get = (path: string, query: Record<string, string> = {}, host = 'pf.localhost') => api.request('GET', path, { query, host });
const search = (q: string, host = 'pf.localhost', extra: Record<string, string> = {}) => get('search', { q, ...extra }, host);
type Card = { id: number; name: string; soldOut: boolean; vipOnly: boolean; colors: { name: string }[]; sizes: string[]; baseColor: string };

async function brandOf(ids: number[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await (await getDb()).selectFrom('items').select('brand_id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.brand_id));
}

describe('GET search: matching', () => {
  test('word stems: legging and leggings find the same items, every one a legging', async () => {
    const one = await search('legging');
    const many = await search('leggings');
    expect(one.status).toBe(200);
    expect(one.body.data.total).toBeGreaterThan(5);
    expect(many.body.data.total).toBe(one.body.data.total);
    expect((many.body.data.items as Card[]).map((i) => i.id)).toEqual((one.body.data.items as Card[]).map((i) => i.id));
  });

  test('every word counts, colours match the item colours: black high waisted legging', async () => {
    const res = await search('black high waisted legging', 'pf.localhost', { 'per-page': '48' });
    expect(res.status).toBe(200);
    const items = res.body.data.items as Card[];
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) {
      expect(i.name).toMatch(/legging/i);
      expect([i.baseColor, ...i.colors.map((c) => c.name)].join(' ')).toMatch(/black/i);
    }
    // Fewer than 'legging' alone: the colour word narrows.
    expect(res.body.data.total).toBeLessThan((await search('legging')).body.data.total);
  });

  test('size words match the item sizes: lace thong 2xl (2XL is the catalog XXL or 2X)', async () => {
    const res = await search('lace thong 2xl', 'ckb.localhost');
    const items = res.body.data.items as Card[];
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) {
      expect(i.name).toMatch(/thong/i);
      expect(i.sizes.some((s) => /^(XXL|XL-2X)$/.test(s))).toBe(true);
    }
    const xs = await search('lace thong xs', 'ckb.localhost');
    expect(xs.body.data.total).toBeGreaterThan(0);
    // A size no thong has finds nothing.
    expect((await search('lace thong 5xl', 'ckb.localhost')).body.data.total).toBe(0);
  });

  test('sock gift finds the sock gift box on uncommonpair', async () => {
    const res = await search('sock gift', 'uncommonpair.localhost');
    expect((res.body.data.items as Card[]).map((i) => i.name)).toContain('Sock Lover Gift Box');
  });

  test('a half-typed word: Enter on legg lists what its suggestions listed, not a did-you-mean', async () => {
    const res = await search('legg', 'pf.localhost', { 'per-page': '48' });
    expect(res.status).toBe(200);
    expect(res.body.data.didYouMean).toBeNull();
    const suggested = (await get('search/suggest', { q: 'legg' })).body.data.items as { id: number }[];
    expect(suggested).toHaveLength(6);
    const found = (res.body.data.items as Card[]).map((i) => i.id);
    expect(found.slice(0, suggested.length)).toEqual(suggested.map((i) => i.id));
    expect(res.body.data.total).toBeGreaterThan(suggested.length);
  });

  test('a small typo is forgiven with did you mean; a word the catalog does not know is not', async () => {
    const res = await search('leggins');
    expect(res.body.data.didYouMean).toBe('legging');
    expect(res.body.data.total).toBe((await search('legging')).body.data.total);
    const swap = await search('blakc legging');
    expect(swap.body.data.didYouMean).toBe('black legging');
    const none = await search('zebraprint');
    expect(none.body.data).toMatchObject({ total: 0, didYouMean: null, items: [] });
    const exact = await search('legging');
    expect(exact.body.data.didYouMean).toBeNull();
  });

  test('ranking: items whose name holds every word come first', async () => {
    const res = await search('sculpt legging', 'pf.localhost', { 'per-page': '48' });
    const names = (res.body.data.items as Card[]).map((i) => i.name);
    const inName = (n: string) => /sculpt/i.test(n) && /legging/i.test(n);
    const firstOther = names.findIndex((n) => !inName(n));
    expect(names.filter(inName).length).toBeGreaterThanOrEqual(2);
    expect(firstOther).toBeGreaterThan(0);
    expect(names.slice(firstOther).some(inName)).toBe(false);
  });

  test('ranking: a sold-out item goes after the in-stock ones of equal standing', async () => {
    const db = await getDb();
    const before = (await search('legging', 'pf.localhost', { 'per-page': '48' })).body.data.items as Card[];
    const first = before[0];
    await db.updateTable('item_sizes').set({ stock: 0 }).where('item_id', '=', first.id).execute();
    clearCatalogCache();
    try {
      const after = (await search('legging', 'pf.localhost', { 'per-page': '48' })).body.data.items as Card[];
      const at = after.findIndex((i) => i.id === first.id);
      expect(after[at].soldOut).toBe(true);
      expect(at).toBeGreaterThan(0);
      expect(after.slice(0, at).every((i) => !i.soldOut)).toBe(true);
    } finally {
      await db.updateTable('item_sizes').set({ stock: 10 }).where('item_id', '=', first.id).execute();
      clearCatalogCache();
    }
  });

  test('brand isolation: a pf search never returns another brand item', async () => {
    expect((await search('thong', 'ckb.localhost')).body.data.total).toBeGreaterThan(0);
    expect((await search('thong')).body.data.total).toBe(0);
    for (const q of ['black', 'lace', 'xs', 'sock']) {
      const res = await search(q, 'pf.localhost', { 'per-page': '48' });
      const ids = (res.body.data.items as Card[]).map((i) => i.id);
      if (ids.length) expect([...(await brandOf(ids))]).toEqual(['pf']);
      const sug = await get('search/suggest', { q });
      const sugIds = (sug.body.data.items as Card[]).map((i) => i.id);
      if (sugIds.length) expect([...(await brandOf(sugIds))]).toEqual(['pf']);
    }
  });

  test('VIP-only items are listed as the category pages list them: marked vipOnly, for guests too', async () => {
    const res = await search('vip legging');
    const vip = (res.body.data.items as Card[]).filter((i) => i.vipOnly);
    expect(vip.length).toBeGreaterThan(0);
    const category = await get('category/vip-exclusives');
    const categoryIds = new Set((category.body.data.items as Card[]).map((i) => i.id));
    for (const i of vip) expect(categoryIds.has(i.id)).toBe(true);
  });

  test('the index follows catalog writes: a new item, a renamed one, a deactivated one', async () => {
    const db = await getDb();
    await db
      .insertInto('items')
      .values({ id: 990101, brand_id: 'pf', path: 'fixture-zanzibar', name: 'Zanzibar Fixture Legging', type: 'legging', price_cents: 1000, created_at: '2024-01-01T00:00:00.000Z' })
      .execute();
    await db.insertInto('item_colors').values({ item_id: 990101, name: 'Tangerine', hex: '#f80' }).execute();
    await db.insertInto('item_sizes').values({ item_id: 990101, size: 'XL', stock: 3 }).execute();
    clearCatalogCache();
    expect(((await search('zanzibar tangerine xl')).body.data.items as Card[]).map((i) => i.id)).toEqual([990101]);
    await db.updateTable('items').set({ name: 'Mombasa Fixture Legging' }).where('id', '=', 990101).execute();
    clearCatalogCache();
    expect((await search('zanzibar')).body.data.total).toBe(0);
    expect((await search('mombasa')).body.data.total).toBe(1);
    await db.updateTable('items').set({ active: 0 }).where('id', '=', 990101).execute();
    clearCatalogCache();
    expect((await search('mombasa')).body.data.total).toBe(0);
  });

  test('a renamed category re-indexes its items', async () => {
    const db = await getDb();
    const cat = await db.selectFrom('categories').select(['id', 'name']).where('brand_id', '=', 'pf').where('slug', '=', 'leggings').executeTakeFirstOrThrow();
    expect((await search('quokkawear')).body.data.total).toBe(0);
    await db.updateTable('categories').set({ name: 'Quokkawear' }).where('id', '=', cat.id).execute();
    clearCatalogCache();
    try {
      expect((await search('quokkawear')).body.data.total).toBeGreaterThan(0);
    } finally {
      await db.updateTable('categories').set({ name: cat.name }).where('id', '=', cat.id).execute();
      clearCatalogCache();
    }
    expect((await search('quokkawear')).body.data.total).toBe(0);
  });

  test('the migration backfill indexes items that were there before it', async () => {
    const db = await getDb();
    const before = (await search('legging')).body.data.total;
    const table = dialectName() === 'postgres' ? 'search_documents' : 'search_fts';
    await sql.raw(`DELETE FROM ${table}`).execute(db);
    if (dialectName() === 'sqlite') await sql.raw('DELETE FROM search_words').execute(db);
    // (Not searched while empty: a zero-result search would be recorded.)
    expect(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0].n)).toBe(0);
    await backfillSearchIndex(db as unknown as Kysely<unknown>, dialectName());
    expect((await search('legging')).body.data.total).toBe(before);
  });
});

describe('GET search: listing', () => {
  test('facets, filters, sort and pages like a category listing', async () => {
    const all = await search('legging', 'pf.localhost', { 'per-page': '5' });
    const data = all.body.data;
    expect(data.pageSize).toBe(5);
    expect(data.pageCount).toBe(Math.ceil(data.total / 5));
    expect(data.items).toHaveLength(5);
    expect(data.filters.sizes.length).toBeGreaterThan(0);
    expect(data.filters.colors.length).toBeGreaterThan(0);
    const color = data.filters.colors[0];
    const filtered = await search('legging', 'pf.localhost', { color: color.value, 'per-page': '48' });
    expect(filtered.body.data.total).toBe(color.count);
    expect(filtered.body.data.applied.color).toBe(color.value);
    const page2 = await search('legging', 'pf.localhost', { 'per-page': '5', page: '2' });
    expect(page2.body.data.page).toBe(2);
    expect((page2.body.data.items as Card[]).map((i) => i.id)).not.toEqual((data.items as Card[]).map((i: Card) => i.id));
    const cheap = await search('legging', 'pf.localhost', { sort: 'price-asc', 'per-page': '48' });
    const prices = (cheap.body.data.items as { price: number }[]).map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(all.headers.get('cache-control')).toBe('private, max-age=60');
  });

  test('per-page out of range is a 400 naming it', async () => {
    const res = await search('legging', 'pf.localhost', { 'per-page': '500' });
    expect(res.status).toBe(400);
    expect(res.body.errors.join(' ')).toMatch(/^per-page: /);
  });
});

describe('GET search: hostile queries', () => {
  const HOSTILE = [
    '"', '""', '*', 'leg*', 'NEAR', 'NEAR(legging black, 2)', 'OR', 'legging OR thong', 'AND', 'NOT legging', '-legging', '^legging',
    '(legging', 'legging)', 'name:legging', '{name}: legging', "'; DROP TABLE items; --", "1' OR '1'='1", 'legging & | ! :*',
    '🦄', '🦄 legging', 'Ĺéggíng', '\\', '%', '_', '<script>alert(1)</script>', 'a'.repeat(200),
  ];
  test.each(HOSTILE)('%j is plain words: a normal answer, never a 500', async (q) => {
    const res = await search(q);
    expect(res.status).toBe(200);
    expect(typeof res.body.data.total).toBe('number');
    const sug = await get('search/suggest', { q });
    expect(sug.status).toBe(200);
  });

  test('operators are plain words: "legging OR thong" needs both words, "-legging" finds leggings', async () => {
    expect((await search('legging OR thong')).body.data.total).toBe(0);
    expect((await search('-legging')).body.data.total).toBe((await search('legging')).body.data.total);
    expect((await search('Ĺéggíng')).body.data.total).toBe((await search('legging')).body.data.total);
  });

  test.each([
    ['', /^q: is required/],
    ['   ', /^q: is required/],
    ['x'.repeat(10 * 1024), /^q: must be at most 200 characters/],
    ['legging\u0000', /^q: /],
  ])('q %# is a 400 naming q', async (q, pattern) => {
    for (const path of ['search', 'search/suggest']) {
      const res = await get(path, { q });
      expect(res.status).toBe(400);
      expect(res.body.errors.join(' ')).toMatch(pattern);
    }
    const none = await get('search');
    expect(none.status).toBe(400);
    expect(none.body.errors.join(' ')).toMatch(/^q: is required/);
  });
});

describe('GET search/suggest', () => {
  test('items by a word start, categories and content pages, small and public', async () => {
    const res = await get('search/suggest', { q: 'leggi' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const data = res.body.data;
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.length).toBeLessThanOrEqual(6);
    for (const i of data.items) {
      expect(i.name).toMatch(/legging/i);
      expect(i).toEqual(expect.objectContaining({ path: `/item/${i.id}`, price: expect.any(Number) }));
      expect(i.image).toEqual(expect.objectContaining({ url: expect.any(String) }));
    }
    expect(data.categories).toContainEqual({ name: 'Leggings', path: '/category/leggings' });
    const faq = await get('search/suggest', { q: 'faq' });
    expect(faq.body.data.pages.length).toBeGreaterThan(0);
    expect(faq.body.data.pages[0].path).toMatch(/^\//);
  });
});

describe('zero-result queries', () => {
  test('are recorded per brand, normalised, counted, and reported', async () => {
    await search('Purple  UNICORN!!');
    await search('purple unicorn');
    await search('purple unicorn', 'ckb.localhost');
    await search('legging'); // found: not recorded
    const misses = await listMisses(await getDb());
    const pf = misses.find((m) => m.brandId === 'pf' && m.query === 'purple unicorn');
    expect(pf?.count).toBe(2);
    expect(misses.find((m) => m.brandId === 'ckb' && m.query === 'purple unicorn')?.count).toBe(1);
    expect(misses.some((m) => m.query === 'legging')).toBe(false);
    const report = formatMissReport(misses);
    expect(report).toMatch(/^ckb: \d+ quer(y|ies) without results/m);
    expect(report).toMatch(/^pf: \d+ quer(y|ies) without results/m);
    expect(report).toMatch(/^ +2 {2}purple unicorn {2}\(last \d{4}-\d\d-\d\d \d\d:\d\d UTC\)$/m);
  });

  test('a brand keeps a bounded number of distinct queries: known ones still count, new ones beyond are dropped', async () => {
    const db = await getDb();
    expect(await recordMiss(db, 'hb', 'first miss', new Date(), 2)).toBe(true);
    expect(await recordMiss(db, 'hb', 'second miss', new Date(), 2)).toBe(true);
    expect(await recordMiss(db, 'hb', 'third miss', new Date(), 2)).toBe(false);
    expect(await recordMiss(db, 'hb', 'first miss', new Date(), 2)).toBe(true);
    const hb = await listMisses(db, 'hb');
    expect(hb.map((m) => [m.query, m.count])).toEqual([['first miss', 2], ['second miss', 1]]);
  });
});
