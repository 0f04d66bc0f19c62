import { resetSessionClaim, sessionClaim } from '../api/sessionClaim';
import { createCollectDestination } from './collect';
import { RECORDED_KEY } from './productAnalyticsLoad';
import { sendLanding } from './utm';

const utmCalls: Record<string, unknown>[] = [];
jest.mock('../api/browser', () => ({ browserApi: () => ({ get: async (_path: string, q: Record<string, unknown>) => utmCalls.push(q) }) }));

// The page's inline script (earlyLanding.ts) left these; analytics takes over from it.
const EARLY_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const EARLY_CLAIM = 'a'.repeat(43);
const w = window as unknown as { __earlyLanding?: { claim: () => string | undefined; id: string; collect?: string; utm?: string; taken: { view?: 1; utm?: 1 } } };

beforeEach(() => {
  let given = false;
  const claim = () => (given ? undefined : ((given = true), EARLY_CLAIM));
  w.__earlyLanding = { claim, id: EARLY_ID, collect: '/api.php/collect?host=pf.localhost', taken: {} };
  resetSessionClaim();
});
afterEach(() => {
  delete w.__earlyLanding;
});

test('the page load’s session claim is the one the inline script made, so its beacon and the app’s calls share one session', () => {
  expect(sessionClaim()).toBe(EARLY_CLAIM);
  expect(sessionClaim()).toBe(EARLY_CLAIM);
  // Taken once: a tag loaded later finds nothing to read.
  expect(w.__earlyLanding!.claim()).toBeUndefined();
  delete w.__earlyLanding;
  resetSessionClaim();
  expect(sessionClaim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(sessionClaim()).not.toBe(EARLY_CLAIM);
});

test('the collect destination takes the page view over when it holds the landing’s id, not another page’s', () => {
  const d = createCollectDestination({ apiBaseUrl: '/api.php/', host: 'pf.localhost', send: () => undefined });
  d.page({ path: '/other' }, '00000000-0000-4000-8000-000000000001');
  expect(w.__earlyLanding!.taken).toEqual({});
  d.page({ path: '/category/leggings' }, EARLY_ID);
  expect(w.__earlyLanding!.taken).toEqual({ view: 1 });
});

function blobText(b: Blob): Promise<string> {
  return new Promise((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.readAsText(b);
  });
}

test.each([
  ['still the script’s to send', false],
  ['already sent by the script (the tab was hidden before analytics loaded)', true],
])('the landing’s page view leaves with the id the inline script made, %s; later page views with their own', async (_case, sentByScript) => {
  if (sentByScript) w.__earlyLanding!.taken.view = 1;
  const sent: Blob[] = [];
  Object.defineProperty(window.navigator, 'sendBeacon', { value: (_url: string, b: Blob) => sent.push(b) > 0, configurable: true });
  window.sessionStorage.setItem(RECORDED_KEY, '0');
  window.history.replaceState(null, '', '/category/leggings?utm_source=fb');
  const routes: ((url: string) => void)[] = [];
  let startAnalytics: typeof import('./start').startAnalytics;
  jest.isolateModules(() => {
    ({ startAnalytics } = jest.requireActual<typeof import('./start')>('./start'));
  });
  startAnalytics!({
    config: { mixpanelToken: 'mp' }, brand: { apiBaseUrl: '/api.php/', host: 'pf.localhost' },
    router: { asPath: '/category/leggings?utm_source=fb', events: { on: (_e, h) => routes.push(h) } },
    shown: [{ route: '/category/[slug]', page: { path: '/category/leggings' } }],
  });
  await new Promise((r) => setTimeout(r, 50));
  expect(w.__earlyLanding!.taken.view).toBe(1);
  routes.forEach((h) => h('/cart'));
  await new Promise((r) => setTimeout(r, 50));
  window.dispatchEvent(new Event('pagehide'));
  const events = (await Promise.all(sent.map(blobText))).flatMap((t) => (JSON.parse(t) as { events: { id: string; name: string; path: string }[] }).events);
  expect(events.map((e) => [e.name, e.path])).toEqual([
    ['Page Viewed', '/category/leggings?utm_source=fb'],
    ['Page Viewed', '/cart'],
  ]);
  expect(events[0].id).toBe(EARLY_ID);
  expect(events[1].id).not.toBe(EARLY_ID);
});

test('utm.ts takes the landing over when it sends it: the inline script does not send it again on pagehide', async () => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/?utm_source=fb&utm_campaign=spring');
  w.__earlyLanding!.utm = '/api.php/utm-data?utm_source=fb&utm_campaign=spring&host=pf.localhost';
  expect(await sendLanding({ apiBaseUrl: '/api.php/', host: 'pf.localhost' })).toBe(true);
  await new Promise((r) => setTimeout(r, 0));
  expect(utmCalls).toEqual([{ utm_source: 'fb', utm_campaign: 'spring', landing_path: '/?utm_source=fb&utm_campaign=spring' }]);
  expect(w.__earlyLanding!.taken).toEqual({ utm: 1 });
});

test('a landing already sent in this tab session (a reload) is taken over too: the script does not send it again', async () => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/?utm_source=fb&utm_campaign=again');
  await sendLanding({ apiBaseUrl: '/api.php/', host: 'pf.localhost' });
  await new Promise((r) => setTimeout(r, 0));
  w.__earlyLanding!.taken = {};
  utmCalls.length = 0;
  expect(await sendLanding({ apiBaseUrl: '/api.php/', host: 'pf.localhost' })).toBe(false);
  expect(utmCalls).toEqual([]);
  expect(w.__earlyLanding!.taken).toEqual({ utm: 1 });
});
