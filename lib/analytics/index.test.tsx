import { analyticsOff, attachAnalytics, identify, page, reset, resetAnalyticsShim, track } from './index';
import { createAnalytics, IDENTIFY_WITHOUT_ID, type Destination } from './facade';

const nextData = (pageProps: object) => ((window as unknown as { __NEXT_DATA__?: unknown }).__NEXT_DATA__ = { props: { pageProps } });

// The page load's first page asked for analytics (bootWanted.ts) unless a test says otherwise.
beforeEach(() => nextData({ analytics: { pixelId: '1' } }));
afterEach(resetAnalyticsShim);

test('calls made before the facade arrives reach it in order', async () => {
  page({ path: '/item/1' });
  track('Product Viewed', { product_id: '1', name: 'A', price: 1 });
  const a = createAnalytics({ log: jest.fn(), warn: jest.fn() });
  const calls: string[] = [];
  const d: Destination = { page: (v) => calls.push(`page ${v.path}`), track: (e) => calls.push(e), identify: (id) => calls.push(`id ${id}`), reset: () => calls.push('reset') };
  attachAnalytics(a);
  await a.configure([{ name: 'x', load: async () => d }]);
  identify(5);
  reset();
  expect(calls).toEqual(['page /item/1', 'Product Viewed', 'id 5', 'reset']);
});

test('identify without an id logs the spec line through the shim too', async () => {
  const log = { log: jest.fn(), warn: jest.fn() };
  const a = createAnalytics(log);
  attachAnalytics(a);
  identify(undefined);
  expect(log.log).toHaveBeenCalledWith(IDENTIFY_WITHOUT_ID);
});

test('with nothing configured, calls are dropped and nothing is kept', () => {
  page({ path: '/' });
  analyticsOff();
  track('Cart Viewed', {});
  const a = createAnalytics({ log: jest.fn(), warn: jest.fn() });
  const spy = jest.spyOn(a, 'track');
  attachAnalytics(a);
  expect(spy).not.toHaveBeenCalled();
});

test('a page load whose first page asked for no analytics (no key, no tracking parameters): calls are dropped at once', () => {
  nextData({ brand: { id: 'pf' } });
  track('Cart Viewed', {});
  nextData({ analytics: { pixelId: '1' } });
  track('Search', {});
  const a = createAnalytics({ log: jest.fn(), warn: jest.fn() });
  const spy = jest.spyOn(a, 'track');
  attachAnalytics(a);
  expect(spy).not.toHaveBeenCalled();
  // A facade that arrives later (a later page asked for it) gets what comes after.
  track('Search', { query: 'x' });
  expect(spy).toHaveBeenCalledWith('Search', { query: 'x' });
});

test('a landing with tracking parameters but no key asks for the boot: calls wait until boot.ts turns analytics off', () => {
  nextData({ trackedLanding: true });
  track('Cart Viewed', {});
  const a = createAnalytics({ log: jest.fn(), warn: jest.fn() });
  const spy = jest.spyOn(a, 'track');
  attachAnalytics(a);
  expect(spy).toHaveBeenCalledWith('Cart Viewed', {});
});
