import { setupTestDatabase } from '../helpers/testDb';
import { CookieJar, withApiServer } from '../helpers/apiServer';
import { BRANDS } from '../../brands';
import { getDb } from '../../server/db';
import { clearCatalogCache } from '../../server/catalog/cache';
import { MAX_CUSTOMER_IMAGES } from '../../lib/catalog/types';

setupTestDatabase('catalog');

/**
 * Fixture rows in id ranges the seed never uses (items 990001+, categories 9911+), inserted after
 * the seed, so the expectations below do not depend on the demo data. The seeded catalog is
 * checked separately (every brand, every category answers).
 */
const A = 990001;
const B = 990002;
const C = 990003;
const INACTIVE = 990004;
const CKB_ITEM = 990005;
const CAT = 9911;
const CAT2 = 9912;
const EMPTY = 9913;
const GROUP = 9901;

async function insertFixtures() {
  const db = await getDb();
  await db.insertInto('category_groups').values({ id: GROUP, brand_id: 'pf', slug: 'fixture-group', name: 'Fixture Group', position: 900 }).execute();
  await db
    .insertInto('categories')
    .values([
      { id: CAT, brand_id: 'pf', slug: 'fixture-cat', name: 'Fixture Cat', grid_type: 'catchall', image_url: '/fixture/cat.svg', group_id: GROUP, position: 900 },
      { id: CAT2, brand_id: 'pf', slug: 'fixture-cat-2', name: 'Fixture Cat Two', grid_type: 'double1x1', image_url: null, group_id: GROUP, position: 901 },
      { id: EMPTY, brand_id: 'pf', slug: 'fixture-empty', name: 'Fixture Empty', grid_type: 'double1x1', image_url: null, group_id: GROUP, position: 902 },
    ])
    .execute();
  const item = (id: number, brand: string, name: string, price: number, base: string, aspect: string, created: string, extra: object = {}) => ({
    id, brand_id: brand, path: `fixture-${id}`, name, type: 'leggings', description: `${name} description`, price_cents: price,
    original_price_cents: null as number | null, club_price_cents: null as number | null, base_color: base, aspect_class: aspect,
    image_keys_json: '[]', vip_only: 0, active: 1, position: 0, created_at: created, ...extra,
  });
  await db
    .insertInto('items')
    .values([
      item(A, 'pf', 'Fixture Legging A', 2999, 'black', 'portrait', '2024-01-01T00:00:00.000Z', {
        original_price_cents: 3999, club_price_cents: 2499, image_keys_json: '["image2","image1"]',
      }),
      item(B, 'pf', 'Fixture Legging B', 1999, 'blue', 'square', '2024-03-01T00:00:00.000Z'),
      item(C, 'pf', 'Fixture Top C', 4999, 'Black', 'landscape', '2024-02-01T00:00:00.000Z'),
      item(INACTIVE, 'pf', 'Fixture Gone', 999, 'red', 'portrait', '2024-04-01T00:00:00.000Z', { active: 0 }),
      item(CKB_ITEM, 'ckb', 'Fixture Cheeky', 1500, 'pink', 'portrait', '2024-04-01T00:00:00.000Z'),
    ])
    .execute();
  await db
    .insertInto('item_categories')
    .values([
      { item_id: INACTIVE, category_id: CAT, position: 0 },
      { item_id: B, category_id: CAT, position: 1 },
      { item_id: A, category_id: CAT, position: 2 },
      { item_id: C, category_id: CAT, position: 3 },
      { item_id: C, category_id: CAT2, position: 1 },
      { item_id: A, category_id: CAT2, position: 2 },
    ])
    .execute();
  await db
    .insertInto('item_colors')
    .values([
      { item_id: A, name: 'Black/Pink', hex: '#1c1c1e', position: 0 },
      { item_id: A, name: 'Navy-White', hex: '#1f2a4a', position: 1 },
      { item_id: B, name: 'Cobalt', hex: '#2f55c4', position: 0 },
      { item_id: C, name: 'Black', hex: '#1c1c1e', position: 0 },
      { item_id: CKB_ITEM, name: 'Blush', hex: '#f1c6c9', position: 0 },
    ])
    .execute();
  await db
    .insertInto('item_sizes')
    .values([
      { item_id: A, size: 'XL-2X', position: 2, stock: 3 },
      { item_id: A, size: 'XS-S', position: 0, stock: 5 },
      { item_id: A, size: 'M-L', position: 1, stock: 0 },
      { item_id: B, size: 'S', position: 0, stock: 1 },
      { item_id: B, size: 'One Size', position: 1, stock: 2 },
      { item_id: C, size: 'XXXXXL', position: 0, stock: 4 },
      { item_id: C, size: 'XXL', position: 1, stock: 0 },
      { item_id: C, size: 'S', position: 2, stock: 2 },
      { item_id: CKB_ITEM, size: 'M', position: 0, stock: 9 },
    ])
    .execute();
  const img = (item_id: number, kind: string, n: number, image_key: string | null = null) => ({
    item_id, kind, image_key, url: `/fixture/${item_id}-${kind}-${n}.svg`, width: 400, height: 500, alt: '', position: n,
  });
  await db
    .insertInto('item_images')
    .values([
      img(A, 'main', 1, 'image1'), img(A, 'main', 2, 'image2'), img(A, 'main', 3, 'image3'),
      ...Array.from({ length: 50 }, (_, i) => img(A, 'customer', 10 + i)),
      img(A, 'model', 1), img(A, 'model', 2), img(A, 'pocket', 1), img(A, 'pocket', 2),
      img(A, 'model_plus', 1), img(A, 'model_straight', 1),
      img(B, 'main', 1, 'image1'), img(B, 'pocket', 1), img(B, 'model', 1),
      img(C, 'main', 1, 'image1'), img(C, 'model', 1), img(C, 'pocket', 1), img(C, 'instagram', 1),
    ])
    .execute();
  await db
    .insertInto('item_matches')
    .values([
      { item_id: A, match_item_id: B, position: 1 },
      { item_id: A, match_item_id: INACTIVE, position: 2 },
      { item_id: A, match_item_id: C, position: 3 },
      { item_id: A, match_item_id: CKB_ITEM, position: 4 },
    ])
    .execute();
  const review = (rating: number, first: string, created: string, answers: object = {}) => ({
    brand_id: 'pf', item_id: A, customer_id: null, first_name: first, last_initial: 'q', rating, title: `${first}'s title`,
    body: 'Body', images_json: JSON.stringify(['/fixture/review.svg']), answers_json: JSON.stringify(answers), created_at: created,
  });
  await db
    .insertInto('reviews')
    .values([
      review(5, 'Ann', '2024-05-01T00:00:00.000Z', { product: 'Soft', fit: 'True to size', travel: true }),
      review(5, 'Bea', '2024-06-01T00:00:00.000Z'),
      review(4, 'Cat', '2024-04-01T00:00:00.000Z'),
    ])
    .execute();
  await db
    .insertInto('size_guides')
    .values([
      { brand_id: 'pf', position: 9000, name: 'XXL', front_url: '/f.svg', side_url: '/s.svg', back_url: '/b.svg', bust: '40"', waist: null, hip: '44"', pant: null },
    ])
    .execute();
  clearCatalogCache();
}

// Migrating and seeding every brand takes a while on PostgreSQL.
const api = withApiServer(async () => {
  await getDb();
  await insertFixtures();
}, 120_000);

const get = (path: string, query: Record<string, string> = {}, host = 'pf.localhost') => api.request('GET', path, { query, host });
const ids = (items: { id: number }[]) => items.map((i) => i.id);
const CACHE = 'public, s-maxage=60, stale-while-revalidate=600';

function expectError(res: { status: number; body: { errors?: string[] } }, status: number, pattern: RegExp) {
  expect(res.status).toBe(status);
  expect(Array.isArray(res.body.errors)).toBe(true);
  expect((res.body.errors ?? []).join(' ')).toMatch(pattern);
}

describe('GET categories', () => {
  test('lists the brand categories with every field, cacheable', async () => {
    const res = await get('categories');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE);
    const cat = res.body.data.find((c: { slug: string }) => c.slug === 'fixture-cat');
    expect(cat).toEqual({
      id: CAT, slug: 'fixture-cat', name: 'Fixture Cat', path: '/category/fixture-cat',
      image: { url: '/fixture/cat.svg', width: 400, height: 400, alt: 'Fixture Cat' },
      gridType: 'catchall', groupSlug: 'fixture-group', vipOnly: false,
    });
    expect(res.body.data.find((c: { slug: string }) => c.slug === 'fixture-cat-2').gridType).toBe('double1x1');
  });

  test('categories belong to the brand of the host', async () => {
    const res = await get('categories', {}, 'ckb.localhost');
    expect(res.status).toBe(200);
    expect(res.body.data.some((c: { slug: string }) => c.slug.startsWith('fixture'))).toBe(false);
  });

  test('an unknown host is a 400', async () => {
    expectError(await get('categories', {}, 'nope.example'), 400, /Unknown host/);
  });
});

describe('GET category/:slug', () => {
  test('items in featured order, inactive left out, money in dollars', async () => {
    const res = await get('category/fixture-cat');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE);
    const d = res.body.data;
    expect(d.category).toMatchObject({ id: CAT, slug: 'fixture-cat', name: 'Fixture Cat', gridType: 'catchall', description: '' });
    expect(ids(d.items)).toEqual([B, A, C]);
    expect(d).toMatchObject({ total: 3, page: 1, pageCount: 1, applied: { size: null, color: null, sort: 'featured', page: 1 } });
    const a = d.items[1];
    expect(a).toMatchObject({
      id: A, path: `/item/${A}`, name: 'Fixture Legging A', price: 29.99, originalPrice: 39.99, clubPrice: 24.99,
      sizes: ['XS-S', 'M-L', 'XL-2X'], soldOut: false, vipOnly: false,
    });
    expect(a.image.url).toBe(`/fixture/${A}-main-2.svg`); // image_keys order: image2 first
    expect(a.hoverImage.url).toBe(`/fixture/${A}-main-1.svg`);
    expect(d.items[0].sizes).toEqual(['One Size']);
  });

  // A listing mixing size systems puts them on one scale (issue 25): ranges between the sizes they span.
  test('size and colour filters with the spec labels and counts', async () => {
    const d = (await get('category/fixture-cat')).body.data;
    expect(d.filters.sizes).toEqual([
      { value: 'One Size', label: 'One Size', count: 1 },
      { value: 'XS-S', label: 'XS-S', count: 1 },
      { value: 'S', label: 'S', count: 1 },
      { value: 'XL-2X', label: 'XL-2X', count: 1 },
      { value: 'XXXXXL', label: '5XL', count: 1 },
    ]);
    expect(d.filters.colors.map((c: { value: string; count: number }) => [c.value, c.count])).toEqual([
      ['black', 2],
      ['blue', 1],
    ]);
    expect(d.filters.colors[0]).toMatchObject({ label: 'Black', hex: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
  });

  test.each([
    [{ sort: 'price-asc' }, [B, A, C]],
    [{ sort: 'price-desc' }, [C, A, B]],
    [{ sort: 'newest' }, [B, C, A]],
    [{ size: 'XS-S' }, [A]],
    [{ size: 'xs-s' }, [A]],
    [{ size: 'XXXXXL' }, [C]],
    [{ color: 'black' }, [A, C]],
    [{ color: 'BLACK', sort: 'price-desc' }, [C, A]],
    [{ color: 'black', size: 'S' }, [C]],
  ])('%j', async (query, expected) => {
    const res = await get('category/fixture-cat', query as Record<string, string>);
    expect(res.status).toBe(200);
    expect(ids(res.body.data.items)).toEqual(expected);
  });

  test('the applied filters are reported; facets count with the other filter applied', async () => {
    const d = (await get('category/fixture-cat', { size: 'S', color: 'black', sort: 'newest' })).body.data;
    expect(d.applied).toEqual({ size: 'S', color: 'black', sort: 'newest', page: 1 });
    expect(d.filters.sizes.map((s: { value: string }) => s.value)).toEqual(['XS-S', 'S', 'XL-2X', 'XXXXXL']);
    expect(d.filters.colors.map((c: { value: string }) => c.value)).toEqual(['black']); // B's S collapses into One Size
  });

  test('filters that leave nothing stay listed as applied, with a count of 0 (issue 25)', async () => {
    const d = (await get('category/fixture-cat', { size: 'XXXXXL', color: 'blue' })).body.data;
    expect(d).toMatchObject({ items: [], total: 0, applied: { size: 'XXXXXL', color: 'blue' } });
    expect(d.filters.sizes).toContainEqual({ value: 'XXXXXL', label: '5XL', count: 0 });
    expect(d.filters.colors).toContainEqual(expect.objectContaining({ value: 'blue', count: 0 }));
  });

  test.each([
    ['sort=xyz', { sort: 'xyz' }],
    ['page=-1', { page: '-1' }],
    ['page=abc', { page: 'abc' }],
    ['page=99999', { page: '99999' }],
    ['size of 5000 characters', { size: 'x'.repeat(5000) }],
    ['colour of 5000 characters', { color: 'y'.repeat(5000) }],
    ['a sold-out-everywhere size', { size: 'M-L' }],
    ['an unknown colour', { color: 'purple' }],
    ['markup', { size: '<script>alert(1)</script>', color: '"><img>' }],
  ])('absurd query (%s) is ignored', async (_name, query) => {
    const res = await get('category/fixture-cat', query);
    expect(res.status).toBe(200);
    expect(ids(res.body.data.items)).toEqual([B, A, C]);
    expect(res.body.data.applied).toEqual({ size: null, color: null, sort: 'featured', page: 1 });
  });

  test('an empty category answers an empty page', async () => {
    const d = (await get('category/fixture-empty')).body.data;
    expect(d).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1, filters: { sizes: [], colors: [] } });
  });

  test('unknown slug → 404', async () => {
    expectError(await get('category/no-such-category'), 404, /no category/);
  });

  test.each(['%3Cscript%3E', '..%2F..%2Fetc', 'a'.repeat(300), '-leading', '%E0%A4%A'])('malformed slug %s → 404 invalid ID', async (slug) => {
    expectError(await get(`category/${slug}`), 404, /invalid ID/);
  });

  test("another brand's category → 404", async () => {
    expectError(await get('category/fixture-cat', {}, 'ckb.localhost'), 404, /no category/);
  });
});

describe('GET category-group/:slug', () => {
  test('the group, its categories and their items without duplicates', async () => {
    const res = await get('category-group/fixture-group');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE);
    const d = res.body.data;
    expect(d.group).toEqual({ id: GROUP, slug: 'fixture-group', name: 'Fixture Group', description: '', path: '/category-group/fixture-group', gridType: 'catchall' });
    expect(d.categories.map((c: { slug: string }) => c.slug)).toEqual(['fixture-cat', 'fixture-cat-2', 'fixture-empty']);
    expect(ids(d.items)).toEqual([B, A, C]);
    expect(d.total).toBe(3);
  });

  test('filters and sort work on groups', async () => {
    const d = (await get('category-group/fixture-group', { color: 'black', sort: 'price-desc' })).body.data;
    expect(ids(d.items)).toEqual([C, A]);
  });

  test('unknown and malformed slugs → 404', async () => {
    expectError(await get('category-group/nope'), 404, /no category group/);
    expectError(await get('category-group/%3Cx%3E'), 404, /invalid ID/);
  });

  test('absurd query is ignored', async () => {
    const res = await get('category-group/fixture-group', { sort: 'DROP TABLE', page: '-5', size: 'z'.repeat(5000) });
    expect(res.status).toBe(200);
    expect(res.body.data.applied).toEqual({ size: null, color: null, sort: 'featured', page: 1 });
  });
});

describe('GET item/:id', () => {
  test('the full item: images by key order, additional images by aspect class, crops, colours, sizes, prices', async () => {
    const res = await get(`item/${A}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: A, path: `/item/${A}`, name: 'Fixture Legging A', type: 'leggings', description: 'Fixture Legging A description',
      price: 29.99, originalPrice: 39.99, clubPrice: 24.99, aspectClass: 'portrait', baseColor: 'black', soldOut: false, vipOnly: false,
    });
    expect(d.imageKeys).toEqual(['image2', 'image1', 'image3']);
    expect(Object.keys(d.images).sort()).toEqual(['image1', 'image2', 'image3']);
    expect(d.images.image1).toEqual({ url: `/fixture/${A}-main-1.svg`, width: 400, height: 500, alt: 'Fixture Legging A, view 1' });
    // portrait: model, instagram, customer (no pocket); customer capped at 42.
    expect(d.additionalImages.map((g: { type: string }) => g.type)).toEqual(['model', 'customer']);
    expect(d.additionalImages[1].images).toHaveLength(MAX_CUSTOMER_IMAGES);
    expect(d.modelImages.plus.url).toBe(`/fixture/${A}-model_plus-1.svg`);
    expect(d.modelImages.straight.url).toBe(`/fixture/${A}-model_straight-1.svg`);
    expect(d.colors).toEqual([
      { name: 'Black/Pink', hex: '#1c1c1e', parts: ['Black', 'Pink'] },
      { name: 'Navy-White', hex: '#1f2a4a', parts: ['Navy', 'White'] },
    ]);
    // Photos that are not generated art cannot be redrawn: only the first colour (the base images) has images.
    expect(d.colorImages).toEqual({ 'Black/Pink': d.images });
    expect(d.sizes).toEqual([
      { size: 'XS-S', label: 'XS-S', stock: 5, soldOut: false },
      { size: 'M-L', label: 'M-L', stock: 0, soldOut: true },
      { size: 'XL-2X', label: 'XL-2X', stock: 3, soldOut: false },
    ]);
    expect(d.categoryIds).toEqual([CAT, CAT2]);
  });

  test('matching items (active, same brand), rating summary, breadcrumb', async () => {
    const d = (await get(`item/${A}`)).body.data;
    expect(ids(d.matching)).toEqual([B, C]);
    expect(d.rating).toEqual({
      average: 4.7, count: 3,
      histogram: [{ stars: 5, count: 2 }, { stars: 4, count: 1 }, { stars: 3, count: 0 }, { stars: 2, count: 0 }, { stars: 1, count: 0 }],
    });
    expect(d.category).toEqual({ name: 'Fixture Cat', path: '/category/fixture-cat' });
    expect(d.breadcrumb).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Fixture Group', path: '/category-group/fixture-group' },
      { name: 'Fixture Cat', path: '/category/fixture-cat' },
      { name: 'Fixture Legging A', path: `/item/${A}` },
    ]);
  });

  test('square aspect shows pocket images; One Size collapses', async () => {
    const d = (await get(`item/${B}`)).body.data;
    expect(d.aspectClass).toBe('square');
    expect(d.additionalImages.map((g: { type: string }) => g.type)).toEqual(['pocket']);
    expect(d.sizes).toEqual([{ size: 'One Size', label: 'One Size', stock: 2, soldOut: false }]);
    expect(d.modelImages).toEqual({ plus: null, straight: null });
    expect(d.rating.count).toBe(0);
  });

  test('landscape shows every type; sizes ordered and labelled', async () => {
    const d = (await get(`item/${C}`)).body.data;
    expect(d.additionalImages.map((g: { type: string }) => g.type)).toEqual(['model', 'pocket', 'instagram']);
    expect(d.sizes.map((s: { label: string; soldOut: boolean }) => [s.label, s.soldOut])).toEqual([
      ['S', false],
      ['2XL', true],
      ['5XL', false],
    ]);
  });

  test.each([
    ['unknown', '999999'],
    ['inactive', String(INACTIVE)],
    ['zero', '0'],
    ['negative', '-1'],
    ['text', 'abc'],
    ['decimal', '1.5'],
    ['exponent', '1e3'],
    ['huge', '9'.repeat(40)],
    ['5000 characters', 'x'.repeat(5000)],
    ['markup', '%3Cscript%3E'],
  ])('%s id → 404 invalid ID', async (_name, id) => {
    expectError(await get(`item/${id}`), 404, /invalid ID/);
  });

  test("another brand's item is a 404 on this brand and found on its own", async () => {
    expectError(await get(`item/${CKB_ITEM}`), 404, /invalid ID/);
    const res = await get(`item/${CKB_ITEM}`, {}, 'ckb.localhost');
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Fixture Cheeky');
  });

  test('clearCatalogCache() makes a changed price visible', async () => {
    const db = await getDb();
    expect((await get(`item/${B}`)).body.data.price).toBe(19.99);
    await db.updateTable('items').set({ price_cents: 2099 }).where('id', '=', B).execute();
    expect((await get(`item/${B}`)).body.data.price).toBe(19.99); // still cached
    clearCatalogCache('pf');
    expect((await get(`item/${B}`)).body.data.price).toBe(20.99);
    await db.updateTable('items').set({ price_cents: 1999 }).where('id', '=', B).execute();
    clearCatalogCache();
  });
});

describe('GET items?ids=', () => {
  test('items in the asked order, duplicates, unknown and inactive ids left out', async () => {
    const res = await get('items', { ids: `${C},${A},${C},999999,${INACTIVE},${CKB_ITEM}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE);
    expect(ids(res.body.data)).toEqual([C, A]);
    expect(res.body.data[1]).toMatchObject({ name: 'Fixture Legging A', sizes: ['XS-S', 'M-L', 'XL-2X'] });
  });

  test('spaces around ids are fine', async () => {
    expect(ids((await get('items', { ids: ` ${A} , ${B} ` })).body.data)).toEqual([A, B]);
  });

  test('missing, malformed and too many ids → 400 naming the field', async () => {
    expectError(await get('items'), 400, /ids: is required/);
    expectError(await get('items', { ids: `${A},abc` }), 400, /ids: invalid ID/);
    expectError(await get('items', { ids: '-1' }), 400, /ids: invalid ID/);
    expectError(await get('items', { ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }), 400, /ids: at most 100/);
    expectError(await get('items', { ids: '1'.repeat(5000) }), 400, /ids: at most 100/);
  });
});

describe('GET reviews', () => {
  test("an item's reviews, newest first, with answers and summary", async () => {
    const res = await get('reviews', { itemId: String(A) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE);
    const d = res.body.data;
    expect(d).toMatchObject({ page: 1, pageSize: 10, total: 3, summary: { average: 4.7, count: 3 } });
    expect(d.reviews.map((r: { firstName: string }) => r.firstName)).toEqual(['Bea', 'Ann', 'Cat']);
    const ann = d.reviews[1];
    expect(ann).toMatchObject({
      itemId: A, item: { name: 'Fixture Legging A', path: `/item/${A}` }, lastInitial: 'Q', rating: 5, title: "Ann's title", date: '2024-05-01',
      images: [{ url: '/fixture/review.svg', width: 400, height: 400, alt: 'Photo 1 from Ann Q.' }],
    });
    expect(ann.answers.map((a: { key: string; answer: string }) => [a.key, a.answer])).toEqual([
      ['product', 'Soft'],
      ['sizing', 'True to size'],
      ['travel', 'Yes'],
    ]);
  });

  test('brand-wide reviews page through every review of the brand', async () => {
    const db = await getDb();
    const { n } = await db.selectFrom('reviews').select((eb) => eb.fn.countAll().as('n')).where('brand_id', '=', 'pf').executeTakeFirstOrThrow();
    const d = (await get('reviews')).body.data;
    expect(d.total).toBe(Number(n));
    expect(d.summary.count).toBe(Number(n));
    expect(d.reviews.length).toBe(Math.min(10, Number(n)));
    const last = (await get('reviews', { page: '99999' })).body.data;
    expect(last).toMatchObject({ page: 99999, reviews: [] });
  });

  test('absurd page reads as page 1', async () => {
    for (const page of ['-1', 'abc', '0', 'x'.repeat(5000)]) {
      const res = await get('reviews', { itemId: String(A), page });
      expect(res.status).toBe(200);
      expect(res.body.data.page).toBe(1);
    }
  });

  test('unknown and malformed itemId → 404 invalid ID', async () => {
    expectError(await get('reviews', { itemId: '999999' }), 404, /itemId: invalid ID/);
    expectError(await get('reviews', { itemId: 'abc' }), 404, /itemId: invalid ID/);
    expectError(await get('reviews', { itemId: String(CKB_ITEM) }), 404, /itemId: invalid ID/);
  });
});

describe('GET size-guide', () => {
  test('with itemId: only the sizes the item is sold in, without measurements that do not fit it (issue 25)', async () => {
    const res = await get('size-guide', { itemId: String(C) });
    expect(res.status).toBe(200);
    const names = res.body.data.map((e: { name: string }) => e.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n: string) => ['S', 'XXL', 'XXXXXL'].includes(n))).toBe(true);
    const labels = res.body.data.flatMap((e: { lines: { label: string }[] }) => e.lines.map((l) => l.label));
    expect(labels).not.toContain('Bust'); // a legging
    expect(labels).toContain('Hip');
  });

  test.each([['990999', /no such item/], ['abc', /invalid ID/]])('with an unknown itemId (%s): 404', async (itemId, message) => {
    expectError(await get('size-guide', { itemId }), 404, message);
  });

  test("the brand's entries in order, with labels and the measurement lines present", async () => {
    const db = await getDb();
    const rows = await db.selectFrom('size_guides').select('name').where('brand_id', '=', 'pf').execute();
    const res = await get('size-guide');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE);
    expect(res.body.data).toHaveLength(rows.length);
    expect(res.body.data.at(-1)).toEqual({
      name: 'XXL',
      label: '2XL',
      images: {
        front: { url: '/f.svg', width: 400, height: 500, alt: 'Size 2XL, front view' },
        side: { url: '/s.svg', width: 400, height: 500, alt: 'Size 2XL, side view' },
        back: { url: '/b.svg', width: 400, height: 500, alt: 'Size 2XL, back view' },
      },
      lines: [
        { label: 'Bust', value: '40"' },
        { label: 'Hip', value: '44"' },
      ],
    });
  });
});

describe('colour images of the seeded catalog', () => {
  test.each(BRANDS.map((b) => [b.id, b.devHosts[0]]))('%s: every colour of an item has its own images, one per main image, named by colour', async (_id, host) => {
    const cats = (await get('categories', {}, host)).body.data as { slug: string }[];
    const listed = (await get(`category/${cats[0].slug}`, {}, host)).body.data.items as { id: number; colors: unknown[] }[];
    const several = listed.find((i) => i.colors.length > 1)!;
    const d = (await get(`item/${several.id}`, {}, host)).body.data as {
      name: string;
      colors: { name: string }[];
      images: Record<string, { url: string; alt: string }>;
      colorImages: Record<string, Record<string, { url: string; alt: string }>>;
    };
    const [base, ...others] = d.colors.map((c) => c.name);
    expect(Object.keys(d.colorImages)).toEqual([base, ...others]);
    expect(d.colorImages[base]).toEqual(d.images);
    for (const color of others) {
      const set = d.colorImages[color];
      expect(Object.keys(set).sort()).toEqual(Object.keys(d.images).sort());
      for (const [key, img] of Object.entries(set)) {
        expect(img.url).toBe(`${d.images[key].url}?color=${encodeURIComponent(color)}`);
        expect(img.alt).toContain(`${d.name} in ${color},`);
      }
    }
  });

  test('a cart line shows the item in the colour put in the cart', async () => {
    const listed = (await get('category/leggings')).body.data.items as { id: number; colors: { name: string }[]; sizes: string[] }[];
    const several = listed.find((i) => i.colors.length > 1)!;
    const d = (await get(`item/${several.id}`)).body.data;
    const color = d.colors[1].name as string;
    const size = (d.sizes as { size: string; soldOut: boolean }[]).find((s) => !s.soldOut)!.size;
    const jar = new CookieJar();
    const res = await api.request('POST', 'cart/add', { jar, host: 'pf.localhost', fields: { itemId: String(d.id), color, size, quantity: '1' } });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((l: { image: string }) => l.image)).toEqual([d.colorImages[color].image1.url]);
  });
});

describe('the seeded catalog of every brand', () => {
  test.each(BRANDS.map((b) => [b.id, b.devHosts[0]]))('%s: every category and its first items answer', async (_id, host) => {
    const cats = (await get('categories', {}, host)).body.data as { slug: string }[];
    for (const c of cats) {
      const res = await get(`category/${c.slug}`, {}, host);
      expect(res.status).toBe(200);
      // Cards show the front view, also for items that order their images themselves.
      const seeded = (res.body.data.items as { id: number; image: { alt: string } }[]).filter((i) => i.id < A);
      for (const item of seeded) expect(item.image.alt).toMatch(/, front view$/);
      for (const item of (res.body.data.items as { id: number }[]).slice(0, 2)) {
        const it = await get(`item/${item.id}`, {}, host);
        expect(it.status).toBe(200);
        expect(it.body.data.imageKeys.length).toBeGreaterThan(0);
      }
    }
    expect((await get('size-guide', {}, host)).status).toBe(200);
    expect((await get('reviews', {}, host)).status).toBe(200);
  });
});
