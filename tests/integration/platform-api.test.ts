import http from 'node:http';
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

/** A GET with the Host header given (fetch would send its own). */
function getWithHost(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on the JSON shape
  return new Promise((resolve, reject) => {
    http
      .get(`${api.url}/api.php/${path}`, { headers }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }));
      })
      .on('error', reject);
  });
}

describe('the brand: the query names it, the Host header may not name another', () => {
  test("Host pureform.shop with ?host=cheekboss.shop is a 400 naming both, not ckb's settings under pf's host", async () => {
    const res = await getWithHost('settings?host=cheekboss.shop', { Host: 'pureform.shop' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toBe("host: cheekboss.shop is Cheekboss, but this request was sent to pureform.shop (Pure Form): ask each store's API on the store's own host");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('?brand= naming another brand than the Host header is a 400 too', async () => {
    const res = await getWithHost('settings?brand=ckb', { Host: 'www.pureform.shop:443' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatch(/^brand: ckb is Cheekboss, but this request was sent to www\.pureform\.shop \(Pure Form\)/);
  });

  test('the same brand on both, or a Host no brand claims, answers; a cacheable answer varies on Host', async () => {
    for (const [query, host] of [
      ['host=cheekboss.shop', 'ckb.localhost:3000'],
      ['host=cheekboss.shop', 'www.cheekboss.shop'],
      ['brand=ckb', 'cheekboss.shop'],
      ['host=cheekboss.shop', 'api.internal.example'],
      ['host=cheekboss.shop', '127.0.0.1'],
      ['', 'cheekboss.shop'],
    ]) {
      const res = await getWithHost(`settings?${query}`, { Host: host });
      expect([query, host, res.status, res.body.data?.storeName]).toEqual([query, host, 200, 'Cheekboss']);
      expect(res.headers['cache-control']).toMatch(/^public, s-maxage=60/);
      expect(String(res.headers.vary).split(/,\s*/)).toContain('Host');
    }
  });

  test('a catalog answer varies on Host; an answer never stored does not need to', async () => {
    const categories = await getWithHost('categories?host=pureform.shop', { Host: 'pureform.shop' });
    expect(categories.headers['cache-control']).toMatch(/^public/);
    expect(categories.headers.vary).toBe('Host');
    const cart = await getWithHost('cart?host=pureform.shop', { Host: 'pureform.shop' });
    expect(cart.headers['cache-control']).toBe('no-store');
    expect(cart.headers.vary).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  // The test server trusts one proxy (TRUST_PROXY=1, tests/helpers/apiServer.ts).
  test('only on answers to HTTPS requests, as the trusted proxy reports them', async () => {
    const https = await getWithHost('settings?host=pf.localhost', { Host: 'pf.localhost', 'X-Forwarded-Proto': 'https' });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}$/);
    const plain = await getWithHost('settings?host=pf.localhost', { Host: 'pf.localhost' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const overHttp = await getWithHost('settings?host=pf.localhost', { Host: 'pf.localhost', 'X-Forwarded-Proto': 'http' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    const refused = await getWithHost('settings?host=evil.example', { Host: 'pf.localhost', 'X-Forwarded-Proto': 'https' });
    expect(refused.status).toBe(400);
    expect(refused.headers['strict-transport-security']).toMatch(/^max-age=/);
  });

  test('a client-written X-Forwarded-Proto counts for nothing without TRUST_PROXY', async () => {
    const old = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '0';
    try {
      const res = await getWithHost('settings?host=pf.localhost', { Host: 'pf.localhost', 'X-Forwarded-Proto': 'https' });
      expect(res.status).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      process.env.TRUST_PROXY = old;
    }
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
