import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { BRANDS } from '../../brands';
import { getDb } from '../../server/db';

setupTestDatabase('platform');

const api = withApiServer();

const SETTINGS_FIELDS = [
  'afterpay', 'afterpayMax', 'afterpayMin', 'banner', 'brandHasClub', 'brandHas236Gifts', 'brandHas12Gifts', 'clubMonthly',
  'clubName', 'clubMultiQty', 'clubExchanges', 'domain', 'facebookUrl', 'instagramUrl', 'footerMenu', 'headerMenu',
  'gaPropertyId', 'gtmWorkspaceId', 'mainProduct', 'mainProductPlural', 'mainShoppingPath', 'monthlyItemFlair',
  'scrollingImages', 'showClubOffer', 'sizes', 'sizingGuide', 'socialMediaDiscountCode', 'storeName', 'stripeJs',
  'stripeJsApplePay', 'personaFullName', 'loading',
];

const CART_FIELDS = [
  'loading', 'customer', 'sessionOrders', 'items', 'featuredItemIds', 'purchased', 'banners', 'discountDetails',
  'oneClickAvailable', 'loggedIn', 'hasClub', 'hasClubInCart', 'boughtClub', 'removedFreePromo', 'checkoutFlow',
  'checkoutPath', 'amounts', 'freeShippingThreshold', 'standardShippingCost', 'clubMonthly', 'clubOverdue', 'clubPaused',
  'clubDiscountPercentage', 'afterpayAvailable', 'savings', 'cancelledBefore',
];

describe('GET settings', () => {
  test.each(BRANDS.map((b) => [b.id, b.devHosts[0], b.storeName]))('%s: every store-settings field', async (_id, host, storeName) => {
    const res = await api.request('GET', 'settings', { host });
    expect(res.status).toBe(200);
    for (const f of SETTINGS_FIELDS) expect(res.body.data).toHaveProperty(f);
    expect(res.body.data.storeName).toBe(storeName);
    expect(res.headers.get('cache-control')).toMatch(/public/);
  });

  test('the production host and a host with a port resolve too', async () => {
    const pf = BRANDS.find((b) => b.id === 'pf')!;
    expect((await api.request('GET', 'settings', { host: pf.hosts[0] })).body.data.storeName).toBe(pf.storeName);
    expect((await api.request('GET', 'settings', { host: 'PF.localhost:3000' })).body.data.storeName).toBe(pf.storeName);
  });

  test('an unknown host is a 400 naming the field', async () => {
    const res = await api.request('GET', 'settings', { host: 'evil.example' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatch(/host.*Unknown host/);
  });
});

describe('GET cart', () => {
  test('a new visitor gets an empty cart with every field and no session is created', async () => {
    const db = await getDb();
    const before = await db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const jar = new CookieJar();
    const res = await api.request('GET', 'cart', { jar });
    expect(res.status).toBe(200);
    for (const f of CART_FIELDS) expect(res.body.data).toHaveProperty(f);
    expect(res.body.data.items).toEqual([]);
    expect(res.body.data.amounts).toEqual({ subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0, savings: 0 });
    expect(res.body.data.loggedIn).toBe(false);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const after = await db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('a forged session cookie is ignored', async () => {
    const jar = new CookieJar();
    jar.cookies.set('shop_sid', 'x'.repeat(43));
    const res = await api.request('GET', 'cart', { jar });
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toBeNull();
  });
});

describe('bad input never gives a 500', () => {
  test('unknown route is a 404 envelope', async () => {
    const res = await api.request('GET', 'no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toMatch(/Unknown API route/);
  });

  test('wrong method is a 405', async () => {
    const res = await api.request('POST', 'settings', { fields: { a: '1' } });
    expect(res.status).toBe(405);
  });

  test('missing host is a 400', async () => {
    const res = await api.request('GET', 'settings', { host: null });
    // The Host header of the test server (127.0.0.1) serves the default brand, like bare localhost.
    expect([200, 400]).toContain(res.status);
  });

  test.each([
    ['malformed JSON', { contentType: 'application/json', body: '{"a":' }],
    ['a JSON array', { contentType: 'application/json', body: '[1,2]' }],
    ['broken multipart', { contentType: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1' }],
    ['multipart without boundary', { contentType: 'multipart/form-data', body: 'abc' }],
  ])('%s is a 4xx with a message', async (_label, raw) => {
    const res = await api.request('POST', 'cart', { raw });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(Array.isArray(res.body.errors)).toBe(true);
  });

  test('a huge body is refused with 413', async () => {
    const res = await api.request('POST', 'settings', { raw: { contentType: 'application/x-www-form-urlencoded', body: `a=${'x'.repeat(300_000)}` } });
    expect(res.status).toBe(413);
  });

  test('the server still answers and saved settings are unchanged', async () => {
    const db = await getDb();
    const before = await db.selectFrom('brand_settings').selectAll().orderBy('brand_id').execute();
    await api.request('POST', 'settings', { fields: { storeName: 'hacked' } });
    await api.request('GET', 'settings', { query: { storeName: 'hacked' } });
    const after = await db.selectFrom('brand_settings').selectAll().orderBy('brand_id').execute();
    expect(after).toEqual(before);
    expect((await api.request('GET', 'settings')).status).toBe(200);
  });
});
