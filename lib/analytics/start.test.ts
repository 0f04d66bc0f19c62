import { destinationLoaders, firstPartyApi, isManualPageView, withReferrer } from './start';
import type { Analytics } from './facade';
import { referrerFrom } from './referrer';

const brand = { apiBaseUrl: '/api.php/', host: 'pureform.shop' };

test('home, item and social_media_specials record their own page view (spec section 2)', () => {
  expect(isManualPageView('/')).toBe(true);
  expect(isManualPageView('/?utm_source=x')).toBe(true);
  expect(isManualPageView('/item/1001')).toBe(true);
  expect(isManualPageView('/social_media_specials/7')).toBe(true);
  expect(isManualPageView('/category/leggings')).toBe(false);
  expect(isManualPageView('/items')).toBe(false);
});

test('the referrer is the previous path of the history buffer', () => {
  expect(referrerFrom(['/a', '/b', '/c'], '/c')).toBe('/b');
  expect(referrerFrom(['/a', '/b'], '/c')).toBe('/b');
  expect(referrerFrom(['/c'], '/c')).toBeUndefined();
  expect(referrerFrom([], '/c')).toBeUndefined();
});

test('a landing with a query is not its own referrer: a manual page view names its path without the query', () => {
  // The buffer records the router's asPath; home and item send their bare path (derivePage.ts).
  expect(referrerFrom(['/?utm_source=qa&fbclid=x'], '/')).toBeUndefined();
  expect(referrerFrom(['/category/leggings', '/item/1?utm_source=qa'], '/item/1')).toBe('/category/leggings');
  // An automatic page view names its query: another query of the same path is the previous page.
  expect(referrerFrom(['/search?q=a', '/search?q=b'], '/search?q=b')).toBe('/search?q=a');
});

test('one loader per configured destination: first-party collection first on the shop’s own API; product analytics drops tracking before init only without it', () => {
  expect(destinationLoaders({}, brand, false, true)).toEqual([]);
  const own = destinationLoaders({ mixpanelToken: 't', pixelId: '1', gtmId: 'GTM-1' }, brand, false, true);
  expect(own.map((l) => [l.name, Boolean(l.dropsTrackBeforeInit)])).toEqual([
    ['collect', false],
    ['mixpanel', false],
    ['pixel', false],
    ['dataLayer', false],
  ]);
  const elsewhere = destinationLoaders({ mixpanelToken: 't', pixelId: '1', gtmId: 'GTM-1' }, { ...brand, apiBaseUrl: 'https://api.brand.example/api.php/' }, false, false);
  expect(elsewhere.map((l) => [l.name, Boolean(l.dropsTrackBeforeInit)])).toEqual([
    ['mixpanel', true],
    ['pixel', false],
    ['dataLayer', false],
  ]);
});

test('the shop’s own API is first-party: relative, or the page’s origin', () => {
  expect(firstPartyApi('', 'https://pf.example')).toBe(true);
  expect(firstPartyApi('/api.php/', 'https://pf.example')).toBe(true);
  expect(firstPartyApi('https://pf.example/api.php/', 'https://pf.example')).toBe(true);
  expect(firstPartyApi('https://api.brand.example/api.php/', 'https://pf.example')).toBe(false);
  expect(firstPartyApi('/api.php/', undefined)).toBe(false);
});

test('with do-not-sell or GPC nothing feeds the tag manager', () => {
  expect(destinationLoaders({ pixelId: '1', gtmId: 'GTM-1', gaId: 'G-1' }, brand, true, true).map((l) => l.name)).toEqual(['collect', 'pixel']);
});

test('a manual page view gets its referrer from the history buffer on the facade side, or document.referrer on the landing', () => {
  const views: unknown[] = [];
  const facade = { page: (v: unknown) => views.push(v), track: jest.fn(), identify: jest.fn(), reset: jest.fn(), configure: jest.fn(), destinations: [] };
  let buffer: string[] = ['/item/1'];
  const a = withReferrer(facade as unknown as Analytics, () => buffer, () => 'https://www.google.com/');
  a.page({ path: '/item/1' });
  buffer = ['/item/1', '/category/leggings', '/'];
  a.page({ path: '/' });
  a.page({ path: '/x', referrer: '/given' });
  expect(views).toEqual([{ path: '/item/1', referrer: 'https://www.google.com/' }, { path: '/', referrer: '/category/leggings' }, { path: '/x', referrer: '/given' }]);
});

test('a manual page view of a landing with UTM parameters gets document.referrer, not its own URL', () => {
  const views: unknown[] = [];
  const facade = { page: (v: unknown) => views.push(v), track: jest.fn(), identify: jest.fn(), reset: jest.fn(), configure: jest.fn(), destinations: [] };
  const a = withReferrer(facade as unknown as Analytics, () => ['/?utm_source=qa'], () => '');
  a.page({ path: '/' });
  expect(views).toEqual([{ path: '/', referrer: undefined }]);
});

test('on a landing the page view comes before the events the page made while analytics was loading', async () => {
  const { startAnalytics } = await import('./start');
  const { track } = await import('./index');
  const w = globalThis as unknown as { window?: unknown; document?: unknown; dataLayer?: { event: string }[]; __NEXT_DATA__?: unknown };
  w.window = globalThis;
  w.document = { referrer: '', cookie: '', querySelector: () => null };
  w.__NEXT_DATA__ = { props: { pageProps: { analytics: { gtmId: 'GTM-1' } } } };
  try {
    track('Search', { query: 'lace', result_count: 3, source: 'results' });
    startAnalytics({ config: { gtmId: 'GTM-1' }, brand, router: { asPath: '/search?q=lace', events: { on: jest.fn() } } });
    await new Promise((r) => setTimeout(r, 50));
    expect((w.dataLayer ?? []).map((e) => e.event)).toEqual(['Page Viewed', 'Search']);
  } finally {
    delete w.window;
    delete w.document;
    delete w.dataLayer;
    delete w.__NEXT_DATA__;
  }
});

test('the manual routes’ page view and Product Viewed are derived from the page shown, the API’s answers become plan events, in order', async () => {
  jest.resetModules();
  const { startAnalytics } = await import('./start');
  const { answered } = await import('../api/observe');
  const w = globalThis as unknown as { window?: unknown; document?: unknown; dataLayer?: Record<string, unknown>[]; __NEXT_DATA__?: unknown };
  w.window = globalThis;
  w.document = { referrer: '', cookie: '', querySelector: () => null };
  w.__NEXT_DATA__ = { props: { pageProps: { analytics: { gtmId: 'GTM-1' } } } };
  const item = { id: 1001, name: 'Leggings', price: 24.99 };
  const cart = { items: [{ itemId: 1001, name: 'Leggings', price: 24.99, size: 'M', color: 'Black', quantity: 1 }] };
  try {
    // Answered before this chunk loaded: lib/api/observe.ts keeps it (the landing asked for analytics).
    answered({ method: 'POST', path: 'cart/add', fields: { itemId: '1001', color: 'Black', size: 'M', quantity: '1' }, data: cart });
    const { show } = startAnalytics({
      config: { gtmId: 'GTM-1' }, brand, router: { asPath: '/item/1001?utm_source=x', events: { on: jest.fn() } },
      shown: [{ route: '/item/[id]', page: { path: '/item/1001', item } }],
    });
    show('/item/[id]', { path: '/item/1001', item });
    answered({ method: 'POST', path: 'club/pause', fields: {}, data: null });
    show('/', { path: '/' });
    await new Promise((r) => setTimeout(r, 50));
    expect((w.dataLayer ?? []).map((e) => [e.event, e.page_path ?? e.product_id ?? ''])).toEqual([
      ['Page Viewed', '/item/1001'],
      ['Product Viewed', '1001'],
      ['Product Added', '1001'],
      ['Club Paused', ''],
      ['Page Viewed', '/'],
    ]);
  } finally {
    delete w.window;
    delete w.document;
    delete w.dataLayer;
    delete w.__NEXT_DATA__;
  }
});
