import { createAnalytics, IDENTIFY_WITHOUT_ID, TRACK_BEFORE_INIT, type Destination, type DestinationLoader } from './facade';

function recorder() {
  const calls: unknown[][] = [];
  const d: Destination = {
    page: (v) => calls.push(['page', v.path, v.referrer]),
    track: (e, p) => calls.push(['track', e, p]),
    identify: (id) => calls.push(['identify', id]),
    reset: () => calls.push(['reset']),
  };
  return { calls, d };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const log = () => ({ log: jest.fn(), warn: jest.fn() });

test('identify without a user id logs the spec line and reaches no destination', async () => {
  const l = log();
  const a = createAnalytics(l);
  const r = recorder();
  await a.configure([{ name: 'x', load: async () => r.d }]);
  a.identify(undefined);
  a.identify(null);
  a.identify('  ');
  expect(l.log).toHaveBeenCalledTimes(3);
  expect(l.log).toHaveBeenCalledWith(IDENTIFY_WITHOUT_ID);
  expect(IDENTIFY_WITHOUT_ID).toBe('User ID is required for Mixpanel identification');
  a.identify(42);
  expect(r.calls).toEqual([['identify', '42']]);
});

test('calls wait for a destination to initialise and arrive in order', async () => {
  const a = createAnalytics(log());
  const r = recorder();
  const gate = deferred<Destination>();
  const done = a.configure([{ name: 'pixel', load: () => gate.promise }]);
  a.page({ path: '/category/leggings', referrer: '/' });
  a.track('Product Added', { product_id: '1001', name: 'Leggings', price: 20 });
  expect(r.calls).toEqual([]);
  gate.resolve(r.d);
  await done;
  expect(r.calls).toEqual([
    ['page', '/category/leggings', '/'],
    ['track', 'Product Added', { product_id: '1001', name: 'Leggings', price: 20 }],
  ]);
  a.reset();
  expect(r.calls[2]).toEqual(['reset']);
});

test('calls made before the configuration is known are replayed to the destinations', async () => {
  const a = createAnalytics(log());
  a.page({ path: '/cart' });
  const r = recorder();
  await a.configure([{ name: 'pixel', load: async () => r.d }]);
  expect(r.calls).toEqual([['page', '/cart', undefined]]);
});

test('product analytics tracking before init is dropped with a warning; page views still wait', async () => {
  const l = log();
  const a = createAnalytics(l);
  const mp = recorder();
  const other = recorder();
  const gate = deferred<Destination>();
  const loaders: DestinationLoader[] = [
    { name: 'mixpanel', dropsTrackBeforeInit: true, load: () => gate.promise },
    { name: 'pixel', load: async () => other.d },
  ];
  const done = a.configure(loaders);
  a.page({ path: '/cart' });
  a.track('Cart Viewed', { items: 1 });
  gate.resolve(mp.d);
  await done;
  expect(l.warn).toHaveBeenCalledWith(`${TRACK_BEFORE_INIT} Cart Viewed`);
  expect(mp.calls).toEqual([['page', '/cart', undefined]]);
  expect(other.calls).toEqual([
    ['page', '/cart', undefined],
    ['track', 'Cart Viewed', { items: 1 }],
  ]);
  a.track('Cart Viewed', { items: 2 });
  expect(mp.calls[1]).toEqual(['track', 'Cart Viewed', { items: 2 }]);
});

test('properties that look personal never reach a destination', async () => {
  const a = createAnalytics(log());
  const r = recorder();
  await a.configure([{ name: 'x', load: async () => r.d }]);
  a.track('Signed Up', { email: 'a@b.c', first_name: 'Ann', phone: '555', method: 'form' });
  expect(r.calls).toEqual([['track', 'Signed Up', { method: 'form' }]]);
});

test('a yes/no flag is kept whatever its name: Payment Info Submitted says whether a saved card paid', async () => {
  const a = createAnalytics(log());
  const r = recorder();
  await a.configure([{ name: 'x', load: async () => r.d }]);
  a.track('Payment Info Submitted', { value: 55.94, method: 'card', saved_card: false, card_number: '4242424242424242' });
  expect(r.calls).toEqual([['track', 'Payment Info Submitted', { value: 55.94, method: 'card', saved_card: false }]]);
});

test('a destination that fails to load is left out; the others still get every call', async () => {
  const l = log();
  const a = createAnalytics(l);
  const r = recorder();
  await a.configure([
    { name: 'broken', load: () => Promise.reject(new Error('blocked')) },
    { name: 'ok', load: async () => r.d },
  ]);
  a.page({ path: '/' });
  expect(a.destinations).toEqual(['ok']);
  expect(r.calls).toEqual([['page', '/', undefined]]);
});

test('the calls that waited go out one per task, and calls made meanwhile follow them in order', async () => {
  const a = createAnalytics(log());
  const r = recorder();
  const gate = deferred<Destination>();
  const done = a.configure([{ name: 'pixel', load: () => gate.promise }]);
  a.page({ path: '/a' });
  a.page({ path: '/b' });
  a.page({ path: '/c' });
  jest.useFakeTimers();
  try {
    gate.resolve(r.d);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(r.calls).toEqual([]);
    jest.advanceTimersToNextTimer();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(r.calls.map((c) => c[1])).toEqual(['/a']);
    // Made while the queue drains: after what waited, not before.
    a.page({ path: '/d' });
    expect(r.calls.map((c) => c[1])).toEqual(['/a']);
    for (let i = 0; i < 4; i++) {
      jest.advanceTimersToNextTimer();
      for (let j = 0; j < 5; j++) await Promise.resolve();
    }
    await done;
    expect(r.calls.map((c) => c[1])).toEqual(['/a', '/b', '/c', '/d']);
    a.page({ path: '/e' });
    expect(r.calls.map((c) => c[1])).toEqual(['/a', '/b', '/c', '/d', '/e']);
  } finally {
    jest.useRealTimers();
  }
});

test('a page view never carries an email address or a mail token from the URL, in its path or referrer', async () => {
  const a = createAnalytics(log());
  const r = recorder();
  await a.configure([{ name: 'x', load: async () => r.d }]);
  a.page({ path: '/search?q=ann.lee@example.com', referrer: '/forgot?token=Zm9vYmFyYmF6cXV4cXV1eDEyMw' });
  expect(r.calls).toEqual([['page', '/search?q=%5Bredacted%5D', '/forgot?token=%5Bredacted%5D']]);
});
