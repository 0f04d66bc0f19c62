import { createPixelDestination, MIRROR_TIMEOUT_MS } from './pixel';

type W = Window & { fbq?: { queue?: unknown[][] }; _fbq?: unknown };

function setup(ldu: boolean, gate: (task: () => void) => void = (task) => task()) {
  const w = window as W;
  delete w.fbq;
  delete w._fbq;
  document.head.innerHTML = '';
  const fetchImpl = jest.fn<Promise<unknown>, [string, RequestInit?]>(() => Promise.resolve({ ok: true }));
  let n = 0;
  const d = createPixelDestination({
    pixelId: '1234567890',
    apiBaseUrl: '/api.php/',
    host: 'pf.localhost',
    ldu,
    fbclid: () => 'IwAR1',
    win: window,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    uuid: () => `00000000-0000-4000-8000-00000000000${++n}`,
    gate,
  });
  return { d, fetchImpl, queue: () => w.fbq!.queue! };
}

const FBEVENTS = 'script[src="https://connect.facebook.net/en_US/fbevents.js"]';

test('fbevents.js waits for the gate (first interaction, not a checkout page); the mirror does not, and the stub keeps the browser events with the same ids', () => {
  const waiting: Array<() => void> = [];
  const { d, queue, fetchImpl } = setup(false, (task) => waiting.push(task));
  d.page({ path: '/' });
  expect(document.querySelectorAll(FBEVENTS)).toHaveLength(0);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  const mirrored = new URL(fetchImpl.mock.calls[0][0], 'http://pf.localhost').searchParams.get('uuid');
  expect(queue().find((c) => c[0] === 'track')).toEqual(['track', 'PageView', {}, { eventID: mirrored }]);
  expect(waiting).toHaveLength(1);
  waiting[0]();
  waiting[0]();
  expect(document.querySelectorAll(FBEVENTS)).toHaveLength(1);
});

test('by default the gate is thirdPartyGate: no fbevents.js before an interaction', () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createPixelDestination: create } = require('./pixel') as typeof import('./pixel');
    const w = window as W;
    delete w.fbq;
    delete w._fbq;
    document.head.innerHTML = '';
    create({ pixelId: '1', apiBaseUrl: '/api.php/', host: 'pf.localhost', ldu: false, fetchImpl: jest.fn() as unknown as typeof fetch });
    expect(document.querySelectorAll(FBEVENTS)).toHaveLength(0);
  });
});

test('loads fbevents.js once and initialises without limited data use', () => {
  const { queue } = setup(false);
  expect(document.head.querySelectorAll(FBEVENTS)).toHaveLength(1);
  expect(queue()).toEqual([['dataProcessingOptions', []], ['init', '1234567890']]);
});

test('with do-not-sell or GPC the pixel is initialised with LDU before init and the mirror says ldu=1', () => {
  const { d, queue, fetchImpl } = setup(true);
  expect(queue()[0]).toEqual(['dataProcessingOptions', ['LDU'], 0, 0]);
  expect(queue()[1]).toEqual(['init', '1234567890']);
  d.page({ path: '/' });
  const url = new URL(fetchImpl.mock.calls[0][0], 'http://pf.localhost');
  expect(url.searchParams.get('ldu')).toBe('1');
});

test('AddToCart and its mirror share one event id; the mirror is one attempt with the 12 s timeout', () => {
  jest.useFakeTimers();
  const { d, queue, fetchImpl } = setup(false);
  d.track('Product Added', { product_id: '1001', name: 'Leggings', price: 20, quantity: 1 });
  const call = queue().find((c) => c[0] === 'track')!;
  expect(call).toEqual([
    'track',
    'AddToCart',
    { content_ids: ['1001'], content_type: 'product', content_name: 'Leggings', value: 20, currency: 'USD' },
    { eventID: '00000000-0000-4000-8000-000000000001' },
  ]);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  const [href, init] = fetchImpl.mock.calls[0];
  const url = new URL(href, 'http://pf.localhost');
  expect(url.pathname).toBe('/api.php/pixel-event');
  expect(url.searchParams.get('uuid')).toBe('00000000-0000-4000-8000-000000000001');
  expect(url.searchParams.get('event_name')).toBe('AddToCart');
  expect(JSON.parse(url.searchParams.get('event_json_data')!)).toEqual(call[2]);
  expect(url.searchParams.get('fbclid')).toBe('IwAR1');
  expect(url.searchParams.get('ldu')).toBeNull();
  expect(url.searchParams.get('event_source_url')).toBe(window.location.href);
  const signal = (init as RequestInit).signal!;
  jest.advanceTimersByTime(MIRROR_TIMEOUT_MS - 1);
  expect(signal.aborted).toBe(false);
  jest.advanceTimersByTime(1);
  expect(signal.aborted).toBe(true);
  jest.useRealTimers();
});

test('plan events without a Meta event send nothing', () => {
  const { d, fetchImpl } = setup(false);
  d.track('Cart Viewed', {});
  d.track('Page Viewed', {});
  expect(fetchImpl).not.toHaveBeenCalled();
});

test("the mirror's event_source_url carries no email address or mail token from the page's URL", () => {
  const before = window.location.href;
  window.history.replaceState(null, '', '/search?q=ann.lee@example.com&sort=price');
  try {
    const { d, fetchImpl } = setup(false);
    d.page({ path: '/search' });
    const url = new URL(fetchImpl.mock.calls[0][0], 'http://pf.localhost');
    expect(url.searchParams.get('event_source_url')).toBe(`${window.location.origin}/search?q=%5Bredacted%5D&sort=price`);
  } finally {
    window.history.replaceState(null, '', before);
  }
});
