// The inline script of lib/analytics/earlyLanding.ts, with what it sends read by the shop API's own readers.
import { earlyLandingConfig, earlyLandingScript } from '../../lib/analytics/earlyLanding';
import { runEarlyLanding } from '../../lib/analytics/earlyLanding.testing';
import { parseJsonFields } from '../http/node';
import { readCollectBatch } from './collectInput';
import { readClaim } from '../http/sessionClaim';

const brand = { apiBaseUrl: '', host: 'pf.localhost' };
const keys = { mixpanelToken: 'mp', pixelId: '123' };
const LANDING = 'http://pf.localhost/category/leggings?utm_source=fb&utm_campaign=spring&fbclid=IwAR1x';

describe('earlyLandingConfig: which pages get the script', () => {
  test('none for a brand without keys reached without tracking parameters ("0 KB with no key")', () => {
    expect(earlyLandingConfig({ brand }, '/category/leggings')).toBeNull();
    expect(earlyLandingConfig({ brand, trackedLanding: true }, '/category/leggings?q=1')).toBeNull();
  });

  test('a page that collects sends its page view to the shop API; the tag manager alone collects nothing', () => {
    expect(earlyLandingConfig({ brand, analytics: keys }, '/')).toEqual({ collect: '/api.php/collect?host=pf.localhost' });
    expect(earlyLandingConfig({ brand, analytics: { pixelId: '123' } }, '/')).toEqual({ collect: '/api.php/collect?host=pf.localhost' });
    expect(earlyLandingConfig({ brand, analytics: { gtmId: 'GTM-X' } }, '/')).toBeNull();
  });

  test('a landing sends its tracking parameters as utm-data does, a click id the shop API would refuse left out', () => {
    expect(earlyLandingConfig({ brand, trackedLanding: true }, '/x?utm_source=fb&utm_medium=paid%09social&gclid=bad%20id&other=1#top')).toEqual({
      utm: '/api.php/utm-data?utm_source=fb&utm_medium=paid+social&host=pf.localhost',
    });
  });

  test('none for a brand served by its own API on another origin (no first-party beacon or claim there)', () => {
    expect(earlyLandingConfig({ brand: { apiBaseUrl: 'https://api.example.com/api.php/', host: 'pf.localhost' }, analytics: keys, trackedLanding: true }, '/?utm_source=fb')).toBeNull();
    expect(earlyLandingConfig({ brand: { apiBaseUrl: '/shop/api.php', host: 'pf.localhost' }, analytics: keys }, '/')).toEqual({ collect: '/shop/api.php/collect?host=pf.localhost' });
  });
});

describe('the inline script', () => {
  const cfg = earlyLandingConfig({ brand, analytics: keys, trackedLanding: true }, LANDING)!;

  test('a shopper who leaves before analytics loads: the page view goes as a beacon the shop API accepts, the landing as utm-data, both with the page load’s claim', async () => {
    const run = runEarlyLanding(earlyLandingScript(cfg), { href: LANDING, referrer: 'https://l.facebook.com/' });
    expect(run.state.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const claim = run.state.claim()!;
    expect(readClaim(claim)).toBe(claim);
    // Handed over once (to the app's first API call): a script that asks later gets nothing.
    expect(run.state.claim()).toBeUndefined();
    expect(run.beacons).toEqual([]);

    await run.fire('pagehide');
    expect(run.beacons.map((b) => b.url)).toEqual(['/api.php/collect?host=pf.localhost']);
    const body = JSON.parse(run.beacons[0].body);
    expect(body.session_claim).toBe(claim);
    const batch = readCollectBatch(parseJsonFields(run.beacons[0].body));
    expect(batch).toMatchObject({ fbclid: 'IwAR1x', ldu: false });
    expect(batch.events).toEqual([
      { id: run.state.id, name: 'Page Viewed', props: {}, path: '/category/leggings?utm_source=fb&utm_campaign=spring&fbclid=IwAR1x', referrer: 'https://l.facebook.com/', time: expect.any(Number) },
    ]);

    expect(run.fetches).toHaveLength(1);
    const landing = new URL(run.fetches[0].url, 'http://pf.localhost');
    expect(landing.pathname).toBe('/api.php/utm-data');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      utm_source: 'fb', utm_campaign: 'spring', fbclid: 'IwAR1x', host: 'pf.localhost',
      landing_path: '/category/leggings?utm_source=fb&utm_campaign=spring&fbclid=IwAR1x',
    });
    expect(run.fetches[0].init).toMatchObject({ keepalive: true, headers: { 'X-Session-Claim': claim } });

    // Hidden again, or left after a tab switch: nothing is sent twice.
    await run.fire('hidden');
    await run.fire('pagehide');
    expect(run.beacons).toHaveLength(1);
    expect(run.fetches).toHaveLength(1);
  });

  test('sends nothing analytics has taken over (its collect destination holds the page view, utm.ts sends the landing)', async () => {
    const run = runEarlyLanding(earlyLandingScript(cfg), { href: LANDING });
    run.state.taken.view = 1;
    await run.fire('hidden');
    expect(run.beacons).toEqual([]);
    expect(run.fetches).toHaveLength(1);
    const both = runEarlyLanding(earlyLandingScript(cfg), { href: LANDING });
    both.state.taken.view = 1;
    both.state.taken.utm = 1;
    await both.fire('pagehide');
    expect([both.beacons, both.fetches]).toEqual([[], []]);
  });

  test('Global Privacy Control is sent as ldu; a mangled click id is left out rather than losing the page view; a refused beacon goes by fetch', async () => {
    const href = 'http://pf.localhost/?fbclid=%3Cscript%3E';
    const run = runEarlyLanding(earlyLandingScript({ collect: cfg.collect }), { href, gpc: true, beaconRefused: true });
    await run.fire('pagehide');
    expect(run.beacons).toEqual([]);
    expect(run.fetches).toHaveLength(1);
    expect(run.fetches[0]).toMatchObject({ url: '/api.php/collect?host=pf.localhost', init: { method: 'POST', keepalive: true } });
    const batch = readCollectBatch(parseJsonFields(run.fetches[0].init.body as string));
    expect(batch).toMatchObject({ fbclid: null, ldu: true });
    expect(batch.events[0]).toMatchObject({ name: 'Page Viewed', path: '/?fbclid=%3Cscript%3E' });
  });

  test('the page view is the landing’s: its time and address are those of the landing, not of the moment the shopper leaves', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    try {
      const run = runEarlyLanding(earlyLandingScript(cfg), { href: LANDING });
      jest.setSystemTime(new Date('2026-11-29T10:03:00Z'));
      Object.assign(run.location, { pathname: '/cart', search: '' });
      await run.fire('hidden');
      const sent = JSON.parse(run.beacons[0].body) as { events: { time: number; path: string }[] };
      expect(sent.events[0]).toMatchObject({ time: Date.parse('2026-11-29T10:00:00Z'), path: new URL(LANDING).pathname + new URL(LANDING).search });
      expect(new URL(run.fetches[0].url, 'http://x').searchParams.get('landing_path')).toBe('/category/leggings?utm_source=fb&utm_campaign=spring&fbclid=IwAR1x');
    } finally {
      jest.useRealTimers();
    }
  });

  test('each page load has its own claim and event id', () => {
    const a = runEarlyLanding(earlyLandingScript(cfg), { href: LANDING });
    const b = runEarlyLanding(earlyLandingScript(cfg), { href: LANDING });
    expect(a.state.id).not.toBe(b.state.id);
    expect(a.state.claim()).not.toBe(b.state.claim());
  });

  test('outside a secure context it does nothing and leaves no state: the app makes its claim and ids as before', async () => {
    const run = runEarlyLanding(earlyLandingScript(cfg), { href: LANDING, insecureContext: true });
    expect(run.state).toBeUndefined();
    await run.fire('pagehide');
    expect([run.beacons, run.fetches]).toEqual([[], []]);
  });

  test('its configuration cannot end the script element early', () => {
    const script = earlyLandingScript({ collect: '/api.php/collect?host=</script><script>alert(1)//' });
    expect(script).not.toContain('</script>');
    expect(script).not.toContain('<script');
  });
});
