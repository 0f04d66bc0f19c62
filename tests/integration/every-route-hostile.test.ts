// Every route of the shop API (server/routes.ts, so a new route is covered the day it is added) gets
// hostile input, as a guest and logged in, over multipart and JSON, in every field at once and (POST)
// in one field at a time among plausible ones: the answer is always a clear 2xx or 4xx in the API's
// shape, never a 500, and the server keeps answering.
process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { CLUB_PLANS, insertClubPlans } from '../helpers/clubPlans';
import { ROUTES, type RouteDef } from '../../server/routes';
import { SESSION_COOKIE } from '../../lib/api/shared';

setupTestDatabase('every_route_hostile');

/**
 * The body fields each POST route's handler read during this file ('*' when it listed them all),
 * recorded by wrapping the handlers' request body in a Proxy. The one-field pass sends a hostile
 * value only in a field its route reads: with every other field plausible, a field the handler
 * never reads cannot change its answer, and sending the 90-odd others six times each made this
 * file a quarter of an hour of CI on its own.
 */
const mockFieldReads = new Map<string, Set<string>>();
jest.mock('../../server/routes', () => {
  const actual = jest.requireActual('../../server/routes');
  const reads = (key: string) => mockFieldReads.get(key) ?? mockFieldReads.set(key, new Set()).get(key)!;
  const recorded = (key: string, fields: Record<string, string>) =>
    new Proxy(fields, {
      get: (t, p, r) => (typeof p === 'string' && reads(key).add(p), Reflect.get(t, p, r)),
      has: (t, p) => (typeof p === 'string' && reads(key).add(p), Reflect.has(t, p)),
      ownKeys: (t) => (reads(key).add('*'), Reflect.ownKeys(t)),
    });
  return {
    ...actual,
    ROUTES: (actual.ROUTES as RouteDef[]).map((r) => ({
      ...r,
      handler: (ctx: Parameters<RouteDef['handler']>[0]) => r.handler({ ...ctx, req: { ...ctx.req, body: recorded(`${r.method} ${r.path}`, ctx.req.body) } }),
    })),
  };
});

/** The fields of FIELDS that the route's handler read so far (all of them when it listed its body). */
function fieldsRead(route: RouteDef): string[] {
  const seen = mockFieldReads.get(`${route.method} ${route.path}`) ?? new Set<string>();
  return seen.has('*') ? FIELDS : FIELDS.filter((f) => seen.has(f));
}

const PASSWORD = 'hostile-input-password';
const api = withApiServer(async () => {
  const db = await getDb();
  await insertShopFixture(db);
  await insertClubPlans(db);
  const customerId = await insertCustomer('pf', 'hostile@example.com', 'Hal Ostile');
  // A member, so the club routes get past "not a member" to the code that reads their input.
  await db
    .insertInto('club_memberships')
    .values({
      brand_id: 'pf', customer_id: customerId, plan_id: FX.clubPlan, pause_plan_id: CLUB_PLANS.pfPause, status: 'active', amount_cents: 4995,
      next_billing_date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10), started_at: new Date().toISOString(),
    })
    .execute();
});
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

/** The customer's own order, placed through the API, so order routes get past "not found" to their input. */
let ownOrderId = '';
beforeAll(async () => {
  const jar = await freshSession();
  expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } })).status).toBe(200);
  const token = (await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  const placed = await api.request('POST', 'checkout', {
    jar,
    fields: {
      idempotencyKey: `hostile-${Date.now()}`, email: 'hostile@example.com', shippingName: 'Hal Ostile', shippingCountry: 'US', shippingAddress: '1 Main St',
      shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100', billingSameAsShipping: 'true',
      paymentMethod: 'card', paymentToken: token,
    },
  });
  expect(placed.status).toBe(200);
  ownOrderId = String(placed.body.data.orderId);
});

/** A real value for each route parameter, so the input battery reaches past the lookup. */
const realParam = (route: RouteDef): string => {
  if (route.path.startsWith('item/')) return String(FX.legging);
  if (route.path.startsWith('offer/')) return String(FX.specialOffer1);
  if (route.path.startsWith('category')) return 'leggings';
  return ownOrderId;
};

/** Every field name a route reads (server/**‌/input readers and docs/api.md), so each reader meets each value. */
const FIELDS = [
  'itemId', 'color', 'size', 'quantity', 'lineId', 'code', 'join', 'flow', 'offerId', 'id', 'slug', 'page', 'sort', 'sizes', 'colors', 'limit',
  'email', 'password', 'newPassword', 'currentPassword', 'name', 'token', 'key', 'idempotencyKey', 'paymentMethod', 'paymentToken', 'savedCardId',
  'saveCard', 'number', 'expMonth', 'expYear', 'expiry', 'cvc', 'wallet', 'makeDefault', 'default', 'type', 'company', 'country', 'address',
  'address2', 'city', 'state', 'zip', 'phone', 'billingSameAsShipping', 'shippingName', 'shippingCountry', 'shippingAddress', 'shippingCity',
  'shippingState', 'shippingZip', 'shippingPhone', 'billingName', 'billingAddress', 'order', 'orderNumber', 'form', 'message', 'rating', 'value',
  'values', 'kind', 'reason', 'feedback', 'cartId', 'answers', 'months', 'cardId',
  // marketing (utm-data, pixel-event)
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'fbclid', 'gclid', 'landing_path', 'uuid', 'event_name',
  'event_json_data', 'event_source_url', 'ldu',
];

const VALUES = [
  '', ' ', '-1', '0', '1.5', '1e309', 'NaN', 'null', 'true', '[object Object]', '\u0000', 'a\u0000b', '\ud800', '%00%2e%2e/',
  '2147483648', '999999999999', '-2147483649', '9'.repeat(40), 'x'.repeat(5_000), '🙂'.repeat(300), "' OR 1=1 --", '{"$ne":null}', '<script>alert(1)</script>', '__proto__',
];

const JSON_BODIES: unknown[] = [
  Object.fromEntries(FIELDS.map((f) => [f, ['x', 1]])),
  Object.fromEntries(FIELDS.map((f) => [f, { nested: { deeper: [null] } }])),
  Object.fromEntries(FIELDS.map((f) => [f, 12345678901234567890])),
  Object.fromEntries(FIELDS.map((f) => [f, null])),
  Object.fromEntries(FIELDS.map((f) => [f, false])),
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  [1, 2, 3],
  'just a string',
];

const PARAM_VALUES = ['abc', '-1', '0', '1.5', '2147483648', '999999999999', '99999999999999999999', '%2e%2e', '%00', 'x'.repeat(500), '1;DROP TABLE orders'];

/** The route's path with each `:param` set to `value` (URL-encoded as a browser would send it). */
const pathWith = (route: RouteDef, value: string) => route.path.replace(/:[A-Za-z]+/g, encodeURIComponent(value));

type Answer = Awaited<ReturnType<typeof api.request>>;

/** A failure names the request and shows the answer, so a 500 says which route and input caused it. */
function expectClearAnswer(res: Answer, what: string) {
  const shape = res.status < 400
    ? typeof res.body === 'object' && res.body !== null && 'data' in res.body
    : Array.isArray(res.body?.errors) && res.body.errors.length > 0 && res.body.errors.every((e: unknown) => typeof e === 'string');
  const clear = res.status >= 200 && res.status < 500 && shape;
  expect(`${what} → ${clear ? 'a clear answer' : `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`}`).toBe(`${what} → a clear answer`);
}

/** The long value for GETs, a few fields per request so the URL stays under the 16 KB an HTTP server accepts. */
const LONG_QUERY_GROUPS = Array.from({ length: Math.ceil(FIELDS.length / 6) }, (_, i) => FIELDS.slice(i * 6, i * 6 + 6));

async function hammer(route: RouteDef, jar: () => Promise<CookieJar>) {
  const send = async (path: string, opts: Parameters<typeof api.request>[2], what: string) =>
    expectClearAnswer(await sendPast429(route.method, path, { ...opts, jar: await jar() }, what), what);
  if (route.path.includes(':')) {
    for (const param of PARAM_VALUES) await send(pathWith(route, param), {}, `${route.method} ${pathWith(route, param).slice(0, 80)}`);
  }
  const path = pathWith(route, realParam(route));
  for (const value of VALUES) {
    const what = `${route.method} ${path} ${JSON.stringify(value.slice(0, 20))}`;
    // All fields at once; in a URL each value is cut short to stay within the size an HTTP server accepts.
    if (route.method === 'GET') await send(path, { query: Object.fromEntries(FIELDS.map((f) => [f, value.slice(0, 20)])) }, what);
    else await send(path, { fields: Object.fromEntries(FIELDS.map((f) => [f, value])) }, what);
  }
  if (route.method === 'GET') {
    for (const group of LONG_QUERY_GROUPS) await send(path, { query: Object.fromEntries(group.map((f) => [f, 'x'.repeat(2_000)])) }, `${route.method} ${path} ${group.join(',')}=<2000 chars>`);
    return;
  }
  for (const [i, json] of JSON_BODIES.entries()) await send(path, { json }, `${route.method} ${path} json#${i}`);
  await send(path, { raw: { contentType: 'application/json', body: '{"itemId": ' } }, `${route.method} ${path} truncated JSON`);
  await send(path, { raw: { contentType: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nContent-Disposition: form-data; name="itemId"\r\n\r\n1' } }, `${route.method} ${path} truncated multipart`);
  await send(path, { raw: { contentType: 'text/plain', body: 'itemId=1' } }, `${route.method} ${path} text/plain`);
}

/**
 * A plausible value for every field, so that one hostile field at a time gets past the readers of
 * the others (a route that rejects its first field never reads the rest). The new password is the
 * current one, so a change-password call that succeeds leaves the login as it was.
 */
const plausibleFields = (): Record<string, string> => ({
  itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1', lineId: '1', code: '10First', join: 'false', flow: 'default',
  offerId: String(FX.specialOffer1), id: '1', slug: 'leggings', page: '1', sort: 'newest', sizes: 'S', colors: 'Black', limit: '10',
  email: 'hostile@example.com', password: PASSWORD, newPassword: PASSWORD, currentPassword: PASSWORD, name: 'Hal Ostile', token: 'abc', key: 'k',
  idempotencyKey: `hostile-field-${Math.random()}`, paymentMethod: 'card', paymentToken: 'tok', savedCardId: '1', saveCard: 'false',
  number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', expiry: '12/99', cvc: '123', wallet: 'false', makeDefault: 'false', default: 'false',
  type: 'shipping', company: '', country: 'US', address: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '78701', phone: '(512) 555-0100',
  billingSameAsShipping: 'true', shippingName: 'Hal Ostile', shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin',
  shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100', billingName: 'Hal Ostile', billingAddress: '1 Main St',
  order: ownOrderId, orderNumber: ownOrderId, form: 'contact', message: 'Hello there', rating: '5', value: 'x', values: 'a,b', kind: 'skip',
  reason: 'other', feedback: 'fine', cartId: '1', answers: '[]', months: '1', cardId: '1',
  utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_term: 'leggings', utm_content: 'hero', fbclid: 'IwAR0abc', gclid: 'Cj0KCQ',
  landing_path: '/', uuid: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', event_name: 'PageView', event_json_data: '{}', event_source_url: 'https://pureform.shop/', ldu: 'false',
});

/** The values most likely to break a reader that trusted the fields before it. */
const ONE_FIELD_VALUES = ['', '-1', '1e309', '99999999999999999999', 'x'.repeat(5_000), '\ud800'];

/** Forgets every throttle count (server/throttle), so the battery goes on reaching the routes' input readers. */
async function clearThrottle(): Promise<void> {
  await (await getDb()).deleteFrom('rate_limits').execute();
}

/** A logged-in session; the throttle is cleared first, as the login route's own hostile calls count as failed logins. */
async function freshSession(): Promise<CookieJar> {
  await clearThrottle();
  return loggedIn('hostile@example.com');
}

/**
 * Sends one request of the battery. A 429 is a clear answer too (checked: the API's shape and a
 * Retry-After); the throttle is then cleared and the request sent again, so the route's readers
 * still meet every value once the route's limit is reached.
 */
async function sendPast429(method: RouteDef['method'], path: string, opts: Parameters<typeof api.request>[2], what: string): Promise<Answer> {
  const res = await api.request(method, path, opts);
  if (res.status !== 429) return res;
  expectClearAnswer(res, what);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  await clearThrottle();
  return api.request(method, path, opts);
}

describe.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
  test('as a guest: never a 500', async () => {
    const guest = new CookieJar();
    await hammer(route, async () => guest);
  });

  test('logged in: never a 500', async () => {
    let jar = await freshSession();
    // Logged in again when a call (logout) ended the session.
    await hammer(route, async () => (jar.cookies.has(SESSION_COOKIE) ? jar : (jar = await freshSession())));
  });

  if (route.method === 'POST') {
    test('logged in, one hostile field among plausible ones: never a 500', async () => {
      let jar = await freshSession();
      const path = pathWith(route, realParam(route));
      // Every field plausible first, so the handler's whole path records what it reads.
      await sendPast429('POST', path, { fields: plausibleFields(), jar }, `POST ${path} plausible`);
      if (!jar.cookies.has(SESSION_COOKIE)) jar = await freshSession();
      for (const field of fieldsRead(route)) {
        for (const value of ONE_FIELD_VALUES) {
          if (!jar.cookies.has(SESSION_COOKIE)) jar = await freshSession();
          const what = `POST ${path} ${field}=${JSON.stringify(value.slice(0, 20))}`;
          expectClearAnswer(await sendPast429('POST', path, { fields: { ...plausibleFields(), [field]: value }, jar }, what), what);
        }
      }
      // Up to 400 calls (a route that lists its body reads every field); on change-password each
      // hashes two passwords, near the default 60 s on a busy machine.
    }, 240_000);
  }
});

test('the one-field pass knows what the routes read (the recorder is in place)', () => {
  const read = (key: string) => fieldsRead(ROUTES.find((r) => `${r.method} ${r.path}` === key)!);
  expect(read('POST cart/add')).toEqual(expect.arrayContaining(['itemId', 'color', 'size', 'quantity']));
  expect(read('POST checkout')).toEqual(expect.arrayContaining(['email', 'shippingZip', 'paymentToken', 'idempotencyKey']));
  expect(read('POST login')).toEqual(expect.arrayContaining(['email', 'password']));
});

test('every field the sweep sends has a plausible value for the one-field pass', () => {
  expect(Object.keys(plausibleFields()).sort()).toEqual([...FIELDS].sort());
});

test('the server still answers normally afterwards', async () => {
  const res = await api.request('GET', 'settings');
  expect(res.status).toBe(200);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('before any POST route runs: other sites, oversized bodies and NULs are refused', () => {
  test.each(ROUTES.filter((r) => r.method === 'POST').map((r) => [r.path, r] as const))('POST %s', async (_name, route) => {
    const jar = await freshSession();
    const path = pathWith(route, realParam(route));
    const sent = async (what: string, opts: Parameters<typeof api.request>[2]) => {
      const res = await api.request('POST', path, { jar, ...opts });
      return { what, status: res.status, errors: res.body?.errors };
    };
    const refused = { status: 403, errors: ["origin: this request must come from the store's own pages"] };
    expect(await sent('cross-site', { fields: plausibleFields(), headers: { 'Sec-Fetch-Site': 'cross-site' } })).toEqual({ what: 'cross-site', ...refused });
    expect(await sent('other origin', { fields: plausibleFields(), headers: { Origin: 'https://evil.example' } })).toEqual({ what: 'other origin', ...refused });
    expect(await sent('300 KB multipart', { fields: { ...plausibleFields(), message: 'x'.repeat(300_000) } })).toEqual({
      what: '300 KB multipart', status: 413, errors: ['Request body is too large'],
    });
    expect(await sent('NUL', { fields: { ...plausibleFields(), value: 'a\u0000b' } })).toEqual({
      what: 'NUL', status: 400, errors: ['value: contains a character that is not allowed'],
    });
  });
});

/**
 * The throttled routes (server/throttle/limits.ts, docs/api.md 'Throttling'): what one counted
 * attempt from one client sends, and how many such attempts the client is allowed. Past that, the
 * route answers 429 in the API's shape with a Retry-After, and never a 500 on the way.
 */
const CARD = (number: string) => ({ number, expMonth: '12', expYear: '2099', cvc: '123' });

const THROTTLED: { name: string; allowance: number; attempt: (i: number, jar: CookieJar) => Promise<Answer> }[] = [
  { name: 'POST login (failures from one client, any email)', allowance: 30, attempt: (i) => api.request('POST', 'login', { fields: { email: `spray-${i}@example.com`, password: 'not-the-password' } }) },
  { name: 'POST payments/tokenize (one client)', allowance: 30, attempt: () => api.request('POST', 'payments/tokenize', { jar: new CookieJar(), fields: CARD(TEST_CARDS.approve) }) },
  {
    name: 'POST checkout (declines in one session)',
    allowance: 5,
    attempt: async (i, jar) => {
      const token = (await api.request('POST', 'payments/tokenize', { jar, fields: CARD(TEST_CARDS.decline) })).body.data.token;
      return api.request('POST', 'checkout', { jar, fields: { ...plausibleFields(), idempotencyKey: `hostile-decline-${i}`, paymentToken: token, savedCardId: '' } });
    },
  },
  { name: 'POST register (one client)', allowance: 10, attempt: (i) => api.request('POST', 'register', { fields: { name: 'Reg Ister', email: `hostile-reg-${i}@example.com`, password: PASSWORD } }) },
  { name: 'POST forgot (one client)', allowance: 10, attempt: (i) => api.request('POST', 'forgot', { fields: { email: `hostile-forgot-${i}@example.com` } }) },
  { name: 'GET tracking (misses from one client)', allowance: 10, attempt: (i) => api.request('GET', 'tracking', { query: { order: String(900_000 + i), email: 'hostile@example.com' } }) },
];

describe.each(THROTTLED.map((t) => [t.name, t] as const))('throttled: %s', (_name, t) => {
  test(`${t.allowance} counted attempts, then 429 with Retry-After`, async () => {
    await clearThrottle();
    const jar = new CookieJar();
    expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } })).status).toBe(200);
    for (let i = 0; i < t.allowance; i++) {
      const res = await t.attempt(i, jar);
      expectClearAnswer(res, `${t.name} #${i + 1}`);
      expect({ attempt: i + 1, status: res.status }).not.toEqual({ attempt: i + 1, status: 429 });
    }
    const refused = await t.attempt(t.allowance, jar);
    expectClearAnswer(refused, `${t.name} past the allowance`);
    expect({ status: refused.status, errors: refused.body.errors }).toEqual({ status: 429, errors: [expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/)] });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000);
});

test('club/settle shares the checkout’s decline count: a session past it is refused before anything is charged', async () => {
  const jar = await freshSession();
  expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } })).status).toBe(200);
  for (let i = 0; i < 5; i++) {
    const token = (await api.request('POST', 'payments/tokenize', { jar, fields: CARD(TEST_CARDS.decline) })).body.data.token;
    const res = await api.request('POST', 'checkout', { jar, fields: { ...plausibleFields(), idempotencyKey: `hostile-settle-${i}`, paymentToken: token, savedCardId: '' } });
    expect(res.status).toBe(402);
  }
  const settle = await api.request('POST', 'club/settle', { jar });
  expect(settle.status).toBe(429);
  expect(Number(settle.headers.get('retry-after'))).toBeGreaterThan(0);
});
