import { createCollectDestination, FLUSH_MS, MAX_BATCH } from './collect';
import { createAnalytics } from './facade';
import { createPixelDestination } from './pixel';
import { resetSessionClaim, sessionClaim } from '../api/sessionClaim';

type Sent = { url: string; body: { events: { id: string; name: string; props?: Record<string, unknown>; path: string; referrer?: string; time: number }[]; fbclid?: string; session_claim?: string } };

function setup() {
  const sent: Sent[] = [];
  const d = createCollectDestination({
    apiBaseUrl: '/api.php/', host: 'pf.localhost', fbclid: () => 'IwAR1', now: () => 1_700_000_000_000,
    send: (url, body) => sent.push({ url, body: JSON.parse(body) }),
  });
  return { d, sent };
}

beforeEach(() => {
  jest.useFakeTimers();
  resetSessionClaim();
  window.history.replaceState(null, '', '/item/42?utm_source=fb&q=ann%40example.com');
});
afterEach(() => jest.useRealTimers());

test('a page view and the page’s events leave as one beacon a second after the first, with their ids, the landing’s click id and the page load’s claim', () => {
  const { d, sent } = setup();
  d.page({ path: '/item/42?utm_source=fb', referrer: 'https://l.facebook.com/' }, '00000000-0000-4000-8000-000000000001');
  d.track('Product Viewed', { product_id: '42', price: 10 }, '00000000-0000-4000-8000-000000000002');
  jest.advanceTimersByTime(FLUSH_MS - 1);
  expect(sent).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(sent).toHaveLength(1);
  expect(sent[0].url).toBe('/api.php/collect?host=pf.localhost');
  expect(sent[0].body).toEqual({
    fbclid: 'IwAR1',
    session_claim: sessionClaim(),
    events: [
      { id: '00000000-0000-4000-8000-000000000001', name: 'Page Viewed', path: '/item/42?utm_source=fb', referrer: 'https://l.facebook.com/', time: 1_700_000_000_000 },
      // An event's page is the current one, with a personal query value scrubbed.
      { id: '00000000-0000-4000-8000-000000000002', name: 'Product Viewed', props: { product_id: '42', price: 10 }, path: '/item/42?utm_source=fb&q=%5Bredacted%5D', time: 1_700_000_000_000 },
    ],
  });
});

test('leaving the page (pagehide) or hiding it sends what waits at once: a bounce keeps its page view', () => {
  const { d, sent } = setup();
  d.page({ path: '/' }, '00000000-0000-4000-8000-000000000001');
  window.dispatchEvent(new Event('pagehide'));
  expect(sent.map((s) => s.body.events.map((e) => e.name))).toEqual([['Page Viewed']]);
  d.track('Search', { query: 'x' }, '00000000-0000-4000-8000-000000000002');
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  expect(sent).toHaveLength(2);
  jest.advanceTimersByTime(FLUSH_MS * 2);
  expect(sent).toHaveLength(2);
});

test(`a batch leaves at ${MAX_BATCH} events without waiting`, () => {
  const { d, sent } = setup();
  for (let i = 0; i < MAX_BATCH; i++) d.track('Cart Viewed', { item_count: i });
  expect(sent).toHaveLength(1);
  expect(sent[0].body.events).toHaveLength(MAX_BATCH);
  expect(new Set(sent[0].body.events.map((e) => e.id)).size).toBe(MAX_BATCH);
});

test('through the facade, the beacon and the pixel carry the same event id for each event; the pixel mirrors nothing itself', async () => {
  const { d, sent } = setup();
  const fetchImpl = jest.fn(() => Promise.resolve({ ok: true }));
  const w = window as Window & { fbq?: { queue?: unknown[][] } };
  delete w.fbq;
  const pixel = createPixelDestination({ pixelId: '1', apiBaseUrl: '/api.php/', host: 'pf.localhost', ldu: false, gate: () => undefined, mirror: false, fetchImpl: fetchImpl as unknown as typeof fetch });
  const a = createAnalytics({ log: jest.fn(), warn: jest.fn() });
  void a.configure([{ name: 'collect', load: async () => d }, { name: 'pixel', load: async () => pixel }]);
  a.page({ path: '/item/42' });
  a.track('Product Viewed', { product_id: '42', name: 'Legging', price: 10 });
  for (let i = 0; i < 5; i++) await jest.runAllTimersAsync();
  const beaconIds = sent.flatMap((s) => s.body.events.map((e) => e.id));
  const pixelIds = w.fbq!.queue!.filter((c) => c[0] === 'track').map((c) => (c[3] as { eventID: string }).eventID);
  expect(beaconIds).toHaveLength(2);
  expect(pixelIds).toEqual(beaconIds);
  expect(beaconIds[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(fetchImpl).not.toHaveBeenCalled();
});

test('a path or referrer longer than the shop API takes is cut, not the whole batch lost', () => {
  const { d, sent } = setup();
  const long = `/category/leggings?utm_content=${'x'.repeat(600)}`;
  d.page({ path: long, referrer: `https://l.facebook.com/?${'y'.repeat(2500)}` }, '00000000-0000-4000-8000-000000000001');
  window.history.replaceState(null, '', long);
  d.track('Search', { query: 'x' }, '00000000-0000-4000-8000-000000000002');
  jest.advanceTimersByTime(FLUSH_MS);
  const [view, search] = sent[0].body.events;
  expect(view.path).toHaveLength(500);
  expect(view.referrer).toHaveLength(2000);
  expect(search.path).toHaveLength(500);
});
