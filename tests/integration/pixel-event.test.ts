process.env.SKIP_SEED = '1';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { EVENT_JSON_MAX } from '../../server/marketing/pixel';
import { BASE_BACKOFF_MS, MAX_ATTEMPTS, forwardPixelEvents } from '../../server/marketing/capi';
import { findJob } from '../../server/jobs';

// GET pixel-event (spec section 7): the server mirror of the ad pixel, stored once per event id,
// limited data use forced by GPC or the do-not-sell cookie, and forwarded to the Conversions API
// (a local stand-in here) by the pixel-forward job when the brand has a token.
setupTestDatabase('pixel_event');

const api = withApiServer();

interface Received {
  path: string;
  body: Record<string, unknown>;
}
const received: Received[] = [];
/** Status codes the stand-in answers with, in turn; 200 once they run out. */
let answers: number[] = [];
let standIn: http.Server;
let standInUrl = '';

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(raw) as Record<string, unknown> });
      const status = answers.shift() ?? 200;
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json');
      res.end(status === 200 ? '{"events_received":1,"fbtrace_id":"x"}' : '{"error":{"message":"no"}}');
    });
  });
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => new Promise<void>((r) => standIn.close(() => r())));

const ENV_KEYS = ['META_CAPI_TOKEN_PF', 'META_PIXEL_ID_PF', 'META_CAPI_URL'];
function configure(on: boolean) {
  for (const k of ENV_KEYS) delete process.env[k];
  if (!on) return;
  process.env.META_CAPI_TOKEN_PF = 'test-capi-token';
  process.env.META_PIXEL_ID_PF = '1234567890';
  process.env.META_CAPI_URL = standInUrl;
}
afterEach(() => configure(false));

const UA = 'Mozilla/5.0 (PixelTest)';
const send = (query: Record<string, string>, opts: { jar?: CookieJar; headers?: Record<string, string>; host?: string } = {}) =>
  api.request('GET', 'pixel-event', { query, jar: opts.jar, host: opts.host, headers: { 'User-Agent': UA, 'X-Forwarded-For': '203.0.113.7', ...opts.headers } });

const event = (over: Record<string, string> = {}) => ({
  uuid: randomUUID(), event_name: 'AddToCart', event_source_url: 'https://pureform.shop/item/9001',
  event_json_data: JSON.stringify({ currency: 'USD', content_type: 'product', content_ids: ['9001'], content_name: 'Legging', value: 50 }), ...over,
});

const stored = async (uuid: string) => (await getDb()).selectFrom('pixel_events').selectAll().where('uuid', '=', uuid).execute();

describe('GET pixel-event: store', () => {
  test('without a token: stored once per event id, not queued, no address or browser kept', async () => {
    const e = event({ fbclid: 'IwAR0abc' });
    const res = await send(e);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ stored: true, ldu: false, forward: false });
    expect((await send(e)).body.data).toEqual({ stored: false, ldu: false, forward: false });
    const rows = await stored(e.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brand_id: 'pf', event_name: 'AddToCart', fbclid: 'IwAR0abc', ldu: 0, forward_status: 'none', client_ip: null, user_agent: null });
    expect(JSON.parse(rows[0].event_json)).toEqual({ currency: 'USD', content_type: 'product', content_ids: ['9001'], content_name: 'Legging', value: 50 });
    // The same id at another brand is another event.
    expect((await send({ ...e, event_source_url: 'https://cheekboss.shop/' }, { host: 'ckb.localhost' })).body.data.stored).toBe(true);
    const s = await forwardPixelEvents(await getDb(), { env: {} });
    expect(s).toEqual({ sent: 0, retried: 0, failed: 0, expired: 0 });
  });

  test('limited data use: the browser may ask; Sec-GPC: 1 or the do-not-sell cookie force it whatever the browser says', async () => {
    const asked = event({ ldu: '1' });
    expect((await send(asked)).body.data.ldu).toBe(true);
    const gpc = event({ ldu: '0' });
    expect((await send(gpc, { headers: { 'Sec-GPC': '1' } })).body.data.ldu).toBe(true);
    const jar = new CookieJar();
    jar.cookies.set('do_not_sell', '1');
    const cookie = event({ ldu: 'false' });
    expect((await send(cookie, { jar })).body.data.ldu).toBe(true);
    const plain = event();
    expect((await send(plain, { headers: { 'Sec-GPC': '0' } })).body.data.ldu).toBe(false);
    for (const [e, ldu] of [[asked, 1], [gpc, 1], [cookie, 1], [plain, 0]] as const) expect((await stored(e.uuid))[0].ldu).toBe(ldu);
  });

  test.each([
    [{ uuid: 'x' }, 'uuid: must be a UUID such as 1b4e28ba-2fa1-11d2-883f-0016d3cca427'],
    [{ uuid: '' }, 'uuid: is required'],
    [{ event_name: 'DeleteEverything' }, /^event_name: must be one of PageView/],
    [{ event_source_url: 'https://evil.example/' }, "event_source_url: must be a page on this store's own host"],
    [{ event_source_url: '' }, 'event_source_url: is required'],
    [{ event_json_data: 'x'.repeat(EVENT_JSON_MAX + 1) }, `event_json_data: must be at most ${EVENT_JSON_MAX} characters`],
    [{ event_json_data: '{"em":"a@b.co","fn":"ann"}' }, /^event_json_data: em is not an allowed property/],
    [{ event_json_data: '{"value":1e400}' }, 'event_json_data: value must be a number from 0 to 10000000'],
    [{ event_json_data: '{"content_name":"\\u0000"}' }, 'event_json_data: content_name must be text of at most 200 characters'],
    [{ event_json_data: '{' }, 'event_json_data: must be JSON'],
    [{ fbclid: '"><img src=x>' }, /^fbclid: must be a click id/],
    [{ ldu: 'yes' }, 'ldu: Unknown boolean value'],
  ])('hostile or oversized %# → 400 naming the field, nothing stored', async (over, expected) => {
    const e = event(over as Record<string, string>);
    const res = await send(e);
    expect(res.status).toBe(400);
    if (typeof expected === 'string') expect(res.body.errors).toEqual([expected]);
    else expect(res.body.errors[0]).toMatch(expected);
    if (e.uuid) expect(await stored(e.uuid.toLowerCase())).toEqual([]);
  });
});

describe('the Conversions API forward', () => {
  beforeEach(async () => {
    received.length = 0;
    answers = [];
    // Earlier events (no token) are not part of these cases.
    await (await getDb()).updateTable('pixel_events').set({ forward_status: 'none' }).where('forward_status', '!=', 'none').execute();
  });

  test('with a token: queued, then sent by the pixel-forward job with the same event id, exact payload; address and browser blanked after', async () => {
    configure(true);
    const e = event({ fbclid: 'IwAR0xyz' });
    const res = await send(e);
    expect(res.body.data).toEqual({ stored: true, ldu: false, forward: true });
    const [row] = await stored(e.uuid);
    expect(row).toMatchObject({ forward_status: 'pending', client_ip: '203.0.113.7', user_agent: UA });
    // Answered before any forwarding happened.
    expect(received).toHaveLength(0);

    const job = findJob('pixel-forward')!;
    expect(await job.run(await getDb(), { now: new Date() })).toEqual({ sent: 1, retried: 0, failed: 0, expired: 0 });
    expect(received).toHaveLength(1);
    expect(received[0].path).toBe('/v21.0/1234567890/events');
    const createdMs = Date.parse(row.created_at);
    expect(received[0].body).toEqual({
      access_token: 'test-capi-token',
      data: [{
        event_name: 'AddToCart', event_time: Math.floor(createdMs / 1000), event_id: e.uuid, action_source: 'website',
        event_source_url: 'https://pureform.shop/item/9001',
        user_data: { client_ip_address: '203.0.113.7', client_user_agent: UA, fbc: `fb.1.${createdMs}.IwAR0xyz` },
        custom_data: { currency: 'USD', content_type: 'product', content_ids: ['9001'], content_name: 'Legging', value: 50 },
        data_processing_options: [],
      }],
    });
    const [after] = await stored(e.uuid);
    expect(after).toMatchObject({ forward_status: 'sent', client_ip: null, user_agent: null, attempts: 1 });
    // Sent once: running again sends nothing, and the same event again is not queued again.
    expect(await job.run(await getDb(), { now: new Date() })).toEqual({ sent: 0, retried: 0, failed: 0, expired: 0 });
    expect((await send(e)).body.data).toEqual({ stored: false, ldu: false, forward: false });
    expect(received).toHaveLength(1);
  });

  test('GPC: the forward carries LDU with country and state 0', async () => {
    configure(true);
    const e = event({ event_name: 'PageView', event_json_data: '' });
    await send(e, { headers: { 'Sec-GPC': '1' } });
    await forwardPixelEvents(await getDb(), {});
    expect(received).toHaveLength(1);
    const sent = (received[0].body.data as Record<string, unknown>[])[0];
    expect(sent).toMatchObject({ event_name: 'PageView', event_id: e.uuid, custom_data: {}, data_processing_options: ['LDU'], data_processing_options_country: 0, data_processing_options_state: 0 });
    expect(Object.keys(sent.user_data as object).sort()).toEqual(['client_ip_address', 'client_user_agent']);
  });

  test('5xx and 429 are retried after a backoff; a 400 is final; the event is never sent twice', async () => {
    configure(true);
    const e = event();
    await send(e);
    const db = await getDb();
    const t0 = new Date();
    answers = [503, 429];
    expect(await forwardPixelEvents(db, { now: t0 })).toMatchObject({ sent: 0, retried: 1 });
    expect((await stored(e.uuid))[0]).toMatchObject({ forward_status: 'pending', last_error: 'HTTP 503', attempts: 1 });
    // Not due before its backoff.
    expect(await forwardPixelEvents(db, { now: new Date(t0.getTime() + BASE_BACKOFF_MS - 1000) })).toMatchObject({ sent: 0, retried: 0 });
    expect(await forwardPixelEvents(db, { now: new Date(t0.getTime() + BASE_BACKOFF_MS) })).toMatchObject({ retried: 1 });
    expect((await stored(e.uuid))[0]).toMatchObject({ last_error: 'HTTP 429', attempts: 2 });
    expect(await forwardPixelEvents(db, { now: new Date(t0.getTime() + 10 * BASE_BACKOFF_MS) })).toMatchObject({ sent: 1 });
    expect(received.map((r) => (r.body.data as { event_id: string }[])[0].event_id)).toEqual([e.uuid, e.uuid, e.uuid]);
    expect((await stored(e.uuid))[0]).toMatchObject({ forward_status: 'sent', attempts: 3, client_ip: null });

    const bad = event();
    await send(bad);
    answers = [400];
    expect(await forwardPixelEvents(db, { now: new Date() })).toMatchObject({ failed: 1 });
    expect((await stored(bad.uuid))[0]).toMatchObject({ forward_status: 'failed', last_error: 'HTTP 400', client_ip: null, user_agent: null });
  });

  test(`a stand-in that keeps failing: given up after ${MAX_ATTEMPTS} attempts; an unreachable one is retried`, async () => {
    configure(true);
    const e = event();
    await send(e);
    const db = await getDb();
    answers = Array(MAX_ATTEMPTS).fill(500);
    let now = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await forwardPixelEvents(db, { now: new Date(now) });
      now += 60 * 60_000;
    }
    expect((await stored(e.uuid))[0]).toMatchObject({ forward_status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'HTTP 500' });

    const down = event();
    await send(down);
    expect(await forwardPixelEvents(db, { env: { ...process.env, META_CAPI_URL: 'http://127.0.0.1:1/v21.0' } })).toMatchObject({ retried: 1 });
    expect((await stored(down.uuid))[0]).toMatchObject({ forward_status: 'pending', last_error: 'NETWORK' });
  });

  test('a token removed before the forward: not sent, marked failed, address blanked', async () => {
    configure(true);
    const e = event();
    await send(e);
    configure(false);
    expect(await forwardPixelEvents(await getDb(), {})).toMatchObject({ failed: 1 });
    expect(received).toHaveLength(0);
    expect((await stored(e.uuid))[0]).toMatchObject({ forward_status: 'failed', last_error: 'NO_TOKEN', client_ip: null });
  });
});
