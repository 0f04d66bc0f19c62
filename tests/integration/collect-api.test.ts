process.env.SKIP_SEED = '1';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { forwardsSettled } from '../../server/marketing/collectForward';
import { forwardAllCollected } from '../../server/marketing/mixpanelIngest';
import { findJob } from '../../server/jobs';
import { earlyLandingConfig, earlyLandingScript } from '../../lib/analytics/earlyLanding';
import { runEarlyLanding } from '../../lib/analytics/earlyLanding.testing';

// Issue 35, first-party collection: POST collect stores a beacon's events once per event id and
// forwards them to product analytics' ingestion API and the Conversions API, here local stand-ins.
setupTestDatabase('collect_api');

interface Hit {
  path: string;
  body: string;
}
const hits: Hit[] = [];
let answer = 200;
let standIn: http.Server;

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ path: req.url ?? '', body });
      const status = req.url?.startsWith('/mixpanel') ? answer : 200;
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(status === 200 ? '{"status":1}' : '{"error":"busy"}');
    });
  });
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    MIXPANEL_TOKEN_PF: 'mp-test-token', MIXPANEL_INGEST_URL: `${base}/mixpanel`,
    META_CAPI_TOKEN_PF: 'capi-test-token', META_PIXEL_ID_PF: '1234567890', META_CAPI_URL: `${base}/capi`,
  });
});
afterAll(() => new Promise<void>((r) => standIn.close(() => r())));
beforeEach(() => {
  hits.length = 0;
  answer = 200;
});

const api = withApiServer(async () => insertShopFixture(await getDb()));

type Ev = { id: string; name: string; props?: Record<string, unknown>; path: string; referrer?: string; time?: number };
const beacon = (events: Ev[], opts: { jar?: CookieJar; headers?: Record<string, string>; fbclid?: string; ldu?: boolean } = {}) =>
  api.request('POST', 'collect', { jar: opts.jar ?? new CookieJar(), headers: opts.headers, json: { events, fbclid: opts.fbclid, ldu: opts.ldu } });

const mixpanelEvents = () =>
  hits.filter((h) => h.path.startsWith('/mixpanel')).flatMap((h) => JSON.parse(h.body) as { event: string; properties: Record<string, unknown> }[]);
const capiEvents = () =>
  hits.filter((h) => h.path.startsWith('/capi')).flatMap((h) => (JSON.parse(h.body) as { data: Record<string, unknown>[] }).data);

describe('POST collect', () => {
  test('a landing’s page view and product view reach both destinations with the browser’s event ids, its UTM landing and nothing personal', async () => {
    const page = randomUUID();
    const product = randomUUID();
    const path = '/item/42?utm_source=facebook&utm_medium=paid_social&utm_campaign=spring';
    const res = await beacon(
      [
        { id: page, name: 'Page Viewed', path, referrer: 'https://l.facebook.com/', time: Date.now() },
        { id: product, name: 'Product Viewed', props: { product_id: '42', name: 'Legging', price: 59.5 }, path },
      ],
      { fbclid: 'IwAR0collect' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ stored: 2, duplicates: 0, ldu: false });
    await forwardsSettled();

    const mp = mixpanelEvents();
    expect(hits.find((h) => h.path.startsWith('/mixpanel'))!.path).toBe('/mixpanel/track?ip=0&strict=1');
    expect(mp.map((e) => e.event)).toEqual(['Page Viewed', 'Product Viewed']);
    expect(mp[0].properties).toMatchObject({
      token: 'mp-test-token', $insert_id: page.replace(/-/g, ''), path, referrer: 'https://l.facebook.com/',
      utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: 'spring', mp_lib: 'shop-collect',
    });
    expect(mp[1].properties).toMatchObject({ product_id: '42', name: 'Legging', price: 59.5 });
    expect(mp[0].properties.distinct_id).toBe(mp[1].properties.distinct_id);
    expect(mp[0].properties).not.toHaveProperty('ip');

    const capi = capiEvents();
    expect(capi.map((e) => [e.event_name, e.event_id])).toEqual([['PageView', page], ['ViewContent', product]]);
    expect(capi[0]).toMatchObject({ action_source: 'website', data_processing_options: [] });
    expect(String(capi[0].event_source_url)).toContain(path);
    expect((capi[0].user_data as Record<string, string>).fbc).toMatch(/^fb\.1\.\d+\.IwAR0collect$/);
    expect(capi[1].custom_data).toEqual({ content_ids: ['42'], content_type: 'product', content_name: 'Legging', value: 59.5, currency: 'USD' });
  });

  test('the same beacon again (sent twice, or an event the pixel mirror stored already) is stored and forwarded once', async () => {
    const events: Ev[] = [{ id: randomUUID(), name: 'Page Viewed', path: '/' }, { id: randomUUID(), name: 'Search', props: { query: 'socks', result_count: 3, source: 'results' }, path: '/search?q=socks' }];
    expect((await beacon(events)).body.data).toMatchObject({ stored: 2, duplicates: 0 });
    await forwardsSettled();
    expect(mixpanelEvents()).toHaveLength(2);
    expect(capiEvents()).toHaveLength(2);
    expect((await beacon(events)).body.data).toMatchObject({ stored: 0, duplicates: 2 });
    await forwardsSettled();
    expect(mixpanelEvents()).toHaveLength(2);
    expect(capiEvents()).toHaveLength(2);
  });

  test('Global Privacy Control, the do-not-sell cookie, or the page saying so: limited data use on the server, no click id kept', async () => {
    for (const signal of [{ headers: { 'Sec-GPC': '1' } }, { jar: Object.assign(new CookieJar(), { cookies: new Map([['do_not_sell', '1']]) }) }, { ldu: true }]) {
      hits.length = 0;
      const id = randomUUID();
      const res = await beacon([{ id, name: 'Page Viewed', path: '/?fbclid=IwAR0ldu&utm_source=ig' }], { ...signal, fbclid: 'IwAR0ldu' });
      expect(res.body.data).toMatchObject({ stored: 1, ldu: true });
      await forwardsSettled();
      const [capi] = capiEvents();
      expect(capi).toMatchObject({ event_id: id, data_processing_options: ['LDU'], data_processing_options_country: 0, data_processing_options_state: 0 });
      expect(capi.user_data).not.toHaveProperty('fbc');
      expect(mixpanelEvents()[0].properties).not.toHaveProperty('fbclid');
      expect(mixpanelEvents()[0].properties.utm_source).toBe('ig');
    }
  });

  test('a search for an email address and a personal property never reach a destination', async () => {
    const res = await beacon([{ id: randomUUID(), name: 'Search', props: { query: 'ann.lee@example.com', result_count: 0 }, path: '/search?q=ann.lee%40example.com' }]);
    expect(res.status).toBe(200);
    await forwardsSettled();
    expect(JSON.stringify(hits)).not.toContain('ann.lee');
    const refused = await beacon([{ id: randomUUID(), name: 'Signed Up', props: { email: 'ann@example.com' }, path: '/' }]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['events[0].props.email: is not allowed (nothing personal is collected)']);
  });

  test('bad input is a 400 naming the field (413 when too large), and nothing is stored', async () => {
    const ok = { id: randomUUID(), name: 'Page Viewed', path: '/' };
    const cases: [unknown, number, string][] = [
      [{}, 400, 'events: is required (a list of at most 50 events)'],
      [{ events: 'nope' }, 400, 'events: must be a JSON list'],
      [{ events: [] }, 400, 'events: must be a non-empty list'],
      [{ events: [{ ...ok, id: 'x' }] }, 400, 'events[0].id: must be a UUID such as 1b4e28ba-2fa1-11d2-883f-0016d3cca427'],
      [{ events: [{ ...ok, name: 'Hacked' }] }, 400, 'events[0].name: must be one of the event plan'],
      [{ events: [{ ...ok, path: 'https://evil.example/' }] }, 400, 'events[0].path: must be a path on this store'],
      [{ events: [{ ...ok, props: { Price: 1 } }] }, 400, 'events[0].props.Price: a property name is lowercase letters, digits and _'],
      [{ events: [{ ...ok, props: { note: { deep: 1 } } }] }, 400, 'events[0].props.note: must be text, a number, true/false, null or a list'],
      [{ events: Array.from({ length: 51 }, () => ({ ...ok, id: randomUUID() })) }, 400, 'events: must have at most 50 events'],
      [{ events: [{ ...ok, props: { note: 'x'.repeat(40_000) } }] }, 413, 'events: must be at most 32768 characters'],
      [{ events: [ok], fbclid: 'bad id!' }, 400, 'fbclid: must be a click id'],
      [{ events: [ok], ldu: 'maybe' }, 400, 'ldu: Unknown boolean value'],
    ];
    const before = Number((await (await getDb()).selectFrom('collected_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    for (const [json, status, message] of cases) {
      const res = await api.request('POST', 'collect', { json });
      expect([res.status, String(res.body.errors?.[0])]).toEqual([status, expect.stringContaining(message)]);
    }
    expect((await api.request('GET', 'collect')).status).toBe(405);
    const after = Number((await (await getDb()).selectFrom('collected_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);
  });

  test('a beacon from another site is refused; the page load’s claim in the body joins its landing’s session', async () => {
    const cross = await api.request('POST', 'collect', { json: { events: [{ id: randomUUID(), name: 'Page Viewed', path: '/' }] }, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(cross.status).toBe(403);
    const claim = `c${process.pid}${Date.now()}`.padEnd(43, 'Z');
    const jar = new CookieJar();
    const res = await api.request('POST', 'collect', { jar, json: { session_claim: claim, events: [{ id: randomUUID(), name: 'Page Viewed', path: '/?utm_source=x' }] } });
    expect(res.status).toBe(200);
    const utm = await api.request('GET', 'utm-data', { jar: new CookieJar(), headers: { 'X-Session-Claim': claim }, query: { utm_source: 'x', landing_path: '/?utm_source=x' } });
    expect(utm.headers.getSetCookie()[0].split(';')[0]).toBe(`shop_sid=${jar.cookies.get('shop_sid')}`);
  });

  test('a bounce before analytics loads: the page’s inline script’s beacon and landing are accepted in one session, and the app’s later copy of the page view is the same event', async () => {
    const campaign = `early${process.pid}`;
    const href = `http://pf.localhost/category/leggings?utm_source=facebook&utm_medium=paid_social&utm_campaign=${campaign}&fbclid=IwAR0early`;
    const cfg = earlyLandingConfig({ brand: { apiBaseUrl: '', host: 'pf.localhost' }, analytics: { mixpanelToken: 'mp', pixelId: '1' }, trackedLanding: true }, href)!;
    const run = runEarlyLanding(earlyLandingScript(cfg), { href, referrer: 'https://l.facebook.com/' });
    await run.fire('pagehide');
    const jar = new CookieJar();
    const sent = JSON.parse(run.beacons[0].body) as Record<string, unknown>;
    const res = await api.request('POST', 'collect', { jar, json: sent });
    expect(res.body.data).toEqual({ stored: 1, duplicates: 0, ldu: false });
    // The landing: the script's own address and claim header, as the browser sends them.
    const landing = new URL(run.fetches[0].url, 'http://x');
    const utm = await api.request('GET', 'utm-data', { jar: new CookieJar(), headers: run.fetches[0].init.headers as Record<string, string>, query: Object.fromEntries([...landing.searchParams].filter(([k]) => k !== 'host')) });
    expect(utm.status).toBe(200);
    expect(utm.body.data).toMatchObject({ recorded: true });
    expect(utm.headers.getSetCookie()[0].split(';')[0]).toBe(`shop_sid=${jar.cookies.get('shop_sid')}`);
    await forwardsSettled();
    const mp = mixpanelEvents().filter((e) => e.properties.utm_campaign === campaign);
    expect(mp.map((e) => [e.event, e.properties.$insert_id])).toEqual([['Page Viewed', run.state.id.replace(/-/g, '')]]);
    expect(mp[0].properties).toMatchObject({ utm_source: 'facebook', utm_medium: 'paid_social', referrer: 'https://l.facebook.com/' });
    expect(capiEvents().filter((e) => e.event_id === run.state.id).map((e) => e.event_name)).toEqual(['PageView']);

    // The page was only hidden: analytics loads later and sends the landing's page view with the same id.
    const again = await api.request('POST', 'collect', { jar, json: { events: [{ id: run.state.id, name: 'Page Viewed', path: '/category/leggings' }] } });
    expect(again.body.data).toEqual({ stored: 0, duplicates: 1, ldu: false });
  });

  test('a 503 from the ingest keeps the events pending; the collect-forward job sends them later', async () => {
    answer = 503;
    const id = randomUUID();
    await beacon([{ id, name: 'Page Viewed', path: '/retry' }]);
    await forwardsSettled();
    const db = await getDb();
    expect(await db.selectFrom('collected_events').select(['forward_status', 'last_error']).where('event_id', '=', id).executeTakeFirst()).toEqual({ forward_status: 'pending', last_error: 'HTTP 503' });
    answer = 200;
    hits.length = 0;
    expect(await forwardAllCollected(db)).toMatchObject({ sent: 0 });
    const s = await findJob('collect-forward')!.run(db, { now: new Date(Date.now() + 60_000) });
    expect(s).toMatchObject({ sent: 1 });
    expect(mixpanelEvents().map((e) => e.properties.$insert_id)).toEqual([id.replace(/-/g, '')]);
  });
});
