// Issue 23's throttling, origin and input rules, over real HTTP on SQLite and PostgreSQL:
// log-in limits per (email, client), per client and per email, none of which lets an attacker lock
// the owner out; card testing on tokenize, checkout and club settle; register, forgot and tracking;
// state-changing requests from other sites; oversized multipart bodies, NUL characters and the
// style profile's bound. Each test is one client (tests/helpers/apiServer.ts' testClientAddress);
// a test that needs another sends its own X-Forwarded-For.
process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { placeLeggingOrder } from '../helpers/placeOrder';
import { CLUB_PLANS, giveMemberSizeAndAddress, insertClubPlans } from '../helpers/clubPlans';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { billDueMemberships } from '../../server/club/billing';
import { createToken } from '../../server/accounts/tokens';
import { LIMITS, admit } from '../../server/throttle/limits';
import { RateLimiterKysely } from '../../server/throttle/store';

setupTestDatabase('throttle_origin_input');

const PASSWORD = 'throttle-password-1';
const api = withApiServer(async () => {
  const db = await getDb();
  await insertShopFixture(db);
  await insertClubPlans(db);
});
const { insertCustomer } = testCustomers(api, PASSWORD);

const THROTTLED_15 = { errors: ['Too many attempts. Try again in 15 minutes.'] };
const from = (address: string) => ({ 'X-Forwarded-For': address });

const login = (email: string, password: string, headers?: Record<string, string>, jar = new CookieJar()) =>
  api.request('POST', 'login', { jar, fields: { email, password }, headers });

/** Retry-After in seconds, checked to lie within (min, max]. */
function expectRetryAfter(res: { headers: Headers }, min: number, max: number) {
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(min);
  expect(seconds).toBeLessThanOrEqual(max);
}

describe('the store (rate_limits, through Kysely)', () => {
  test('a burst of parallel attempts gets exactly the allowance; counts expire; expired rows are pruned', async () => {
    const db = await getDb();
    const limiter = new RateLimiterKysely({ db, keyPrefix: 'store-test', points: 5, duration: 60 });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => limiter.consume('k')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', 'store-test:k').executeTakeFirstOrThrow();
    expect(Number(row.points)).toBe(12);
    expect(Number(row.expire) - Date.now()).toBeGreaterThan(55_000);

    // The window ends: the next attempt starts a new one.
    await db.updateTable('rate_limits').set({ expire: Date.now() - 1 }).where('key', '=', 'store-test:k').execute();
    expect((await limiter.consume('k')).consumedPoints).toBe(1);

    // A fresh limiter (a new process) deletes the expired rows of every key on its first count.
    await db.insertInto('rate_limits').values({ key: 'store-test:stale', points: 3, expire: Date.now() - 1000 }).execute();
    await new RateLimiterKysely({ db, keyPrefix: 'store-test-2', points: 1, duration: 60 }).consume('x');
    expect(await db.selectFrom('rate_limits').select('key').where('key', '=', 'store-test:stale').executeTakeFirst()).toBeUndefined();
  });
});

describe('log-in', () => {
  test('5 failures for an email from one client lock that client out for 15 minutes, not the owner on another', async () => {
    const email = 'owner-one@example.com';
    await insertCustomer('pf', email, 'Owen Er');
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-password')).status).toBe(400);
    const locked = await login(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(THROTTLED_15);
    expectRetryAfter(locked, 14 * 60, 15 * 60);
    // The owner, elsewhere, is not locked out by the attacker's guesses.
    expect((await login(email, PASSWORD, from('198.51.100.20'))).status).toBe(200);
  });

  test('one client: the 31st failure within an hour is refused whatever the email; another client is not', async () => {
    for (let i = 0; i < 30; i++) expect((await login(`spray-${i}@example.com`, 'wrong-password')).status).toBe(400);
    const refused = await login('spray-new@example.com', 'wrong-password');
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 55 * 60, 60 * 60);
    expect((await login('spray-new@example.com', 'wrong-password', from('198.51.100.21'))).status).toBe(400);
  }, 180_000);

  test('a successful log-in is no failure: it clears its email’s failures from that client and costs the client nothing', async () => {
    const email = 'owner-two@example.com';
    await insertCustomer('pf', email, 'Owen Two');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(email, 'wrong-password')).status).toBe(400);
      expect((await login(email, PASSWORD)).status).toBe(200);
    }
    const db = await getDb();
    const client = await db.selectFrom('rate_limits').select('points').where('key', 'like', `${LIMITS.loginClient.name}:%`).execute();
    // 12 failures counted against this test's client, the 3 successes not.
    expect(client.map((r) => Number(r.points))).toContain(12);
  }, 120_000);

  test('50 failures for an email from all clients lock it for an hour; a password reset clears it and logs the owner in', async () => {
    const email = 'owner-three@example.com';
    const id = await insertCustomer('pf', email, 'Owen Three');
    // 45 failures from elsewhere (counted as the log-in route counts them), then 5 real ones from a fifth client.
    const db = await getDb();
    for (let i = 0; i < 45; i++) await admit(db, [{ rule: LIMITS.loginEmail, key: `pf:${email}` }]);
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-password', from('203.0.113.5'))).status).toBe(400);
    const locked = await login(email, PASSWORD, from('198.51.100.22'));
    expect(locked.status).toBe(429);
    expectRetryAfter(locked, 55 * 60, 60 * 60);
    expect(locked.body.errors[0]).toMatch(/^Too many attempts\. Try again in (59|60) minutes\.$/);

    // The owner is never locked out for good: a reset link works, clears the counts and logs them in.
    const token = await createToken(db, { brandId: 'pf', kind: 'reset', email, customerId: id });
    const jar = new CookieJar();
    const reset = await api.request('POST', 'reset-password', { jar, fields: { token, password: 'a-new-password-1' }, headers: from('198.51.100.22') });
    expect(reset.status).toBe(200);
    expect(reset.body.data.customer.email).toBe(email);
    expect((await login(email, 'a-new-password-1', from('198.51.100.23'))).status).toBe(200);
    // The attacker's own client count for the email went too.
    expect((await login(email, 'a-new-password-1', from('203.0.113.5'))).status).toBe(200);
  }, 120_000);
});

describe('card testing', () => {
  const tokenize = (jar: CookieJar, number: string = TEST_CARDS.approve, headers?: Record<string, string>) =>
    api.request('POST', 'payments/tokenize', { jar, fields: { number, expMonth: '12', expYear: '2099', cvc: '123' }, headers });

  test('tokenize: 20 per session and 30 per client in 10 minutes', async () => {
    const first = new CookieJar();
    for (let i = 0; i < 20; i++) expect((await tokenize(first)).status).toBe(200);
    const refused = await tokenize(first);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 9 * 60, 10 * 60);
    expect(refused.body.errors).toEqual(['Too many attempts. Try again in 10 minutes.']);
    // A new session from the same client: 10 more, then the client's 30 are used up.
    const second = new CookieJar();
    for (let i = 0; i < 10; i++) expect((await tokenize(second)).status).toBe(200);
    expect((await tokenize(second)).status).toBe(429);
    expect((await tokenize(new CookieJar())).status).toBe(429);
    expect((await tokenize(new CookieJar(), TEST_CARDS.approve, from('198.51.100.30'))).status).toBe(200);
  });

  const checkout = async (jar: CookieJar, card: string, key: string) => {
    const token = (await tokenize(jar, card)).body.data.token;
    return api.request('POST', 'checkout', {
      jar,
      fields: {
        idempotencyKey: `throttle-${key}`, email: 'tester@example.com', shippingName: 'Tess Ter', shippingCountry: 'US', shippingAddress: '1 Main St',
        shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100', paymentMethod: 'card', paymentToken: token,
      },
    });
  };
  const withCart = async () => {
    const jar = new CookieJar();
    expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } })).status).toBe(200);
    return jar;
  };

  test('checkout: 5 declines per session, then refused even with a good card; 10 per client', async () => {
    const jar = await withCart();
    // A bad field is no decline: it does not count.
    expect((await api.request('POST', 'checkout', { jar, fields: { email: 'x' } })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await checkout(jar, TEST_CARDS.decline, `decline-${i}`)).status).toBe(402);
    const refused = await checkout(jar, TEST_CARDS.approve, 'good-card');
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 9 * 60, 10 * 60);

    const second = await withCart();
    for (let i = 0; i < 4; i++) expect((await checkout(second, TEST_CARDS.insufficientFunds, `second-${i}`)).status).toBe(402);
    expect((await checkout(second, TEST_CARDS.approve, 'second-good')).status).toBe(200);
    const third = await withCart();
    expect((await checkout(third, TEST_CARDS.decline, 'third-0')).status).toBe(402);
    // The client's 10th decline was that one: the next attempt, from any session of this client, is refused.
    expect((await checkout(await withCart(), TEST_CARDS.approve, 'fourth-good')).status).toBe(429);
  });

  test('club settle: declines count like checkout’s, 5 per session', async () => {
    const db = await getDb();
    const id = await insertCustomer('pf', 'settler@example.com', 'Set Tler');
    await giveMemberSizeAndAddress(db, 'pf', id, 'size_bottom', 'S');
    const today = new Date().toISOString().slice(0, 10);
    await db
      .insertInto('club_memberships')
      .values({
        brand_id: 'pf', customer_id: id, plan_id: FX.clubPlan, pause_plan_id: CLUB_PLANS.pfPause, status: 'active', amount_cents: 4995,
        next_billing_date: today, started_at: new Date(Date.now() - 90 * 86_400_000).toISOString(),
      })
      .execute();
    const jar = new CookieJar();
    expect((await login('settler@example.com', PASSWORD, undefined, jar)).status).toBe(200);
    const token = (await tokenize(jar, TEST_CARDS.decline)).body.data.token;
    expect((await api.request('POST', 'payment-method/add', { jar, fields: { token, makeDefault: 'true' } })).status).toBe(200);
    // The billing run's charge declines: the member is overdue and may pay the balance.
    await billDueMemberships(db);
    for (let i = 0; i < 5; i++) expect((await api.request('POST', 'club/settle', { jar })).status).toBe(402);
    const refused = await api.request('POST', 'club/settle', { jar });
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 9 * 60, 10 * 60);
  });
});

describe('register, forgot and tracking', () => {
  test('register: 10 an hour per client; forgot: 10 an hour per client (a bad field does not count)', async () => {
    expect((await api.request('POST', 'register', { fields: { name: 'No Email', email: 'nope' } })).status).toBe(400);
    for (let i = 0; i < 10; i++) {
      const res = await api.request('POST', 'register', { fields: { name: 'Reg Ister', email: `reg-${i}@example.com`, password: 'register-password' } });
      expect(res.body).toEqual({ data: { sent: true } });
    }
    const refused = await api.request('POST', 'register', { fields: { name: 'Reg Ister', email: 'reg-x@example.com', password: 'register-password' } });
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 55 * 60, 60 * 60);

    for (let i = 0; i < 10; i++) expect((await api.request('POST', 'forgot', { fields: { email: `forgot-${i}@example.com` } })).status).toBe(200);
    expect((await api.request('POST', 'forgot', { fields: { email: 'forgot-x@example.com' } })).status).toBe(429);
    expect((await api.request('POST', 'forgot', { fields: { email: 'forgot-x@example.com' }, headers: from('198.51.100.40') })).status).toBe(200);
  }, 120_000);

  test('tracking: found orders never count; 10 misses in 10 minutes, then every look-up is refused', async () => {
    const orderId = await placeLeggingOrder(api, new CookieJar(), 'tracking-order');
    const track = (order: string, email: string, headers?: Record<string, string>) => api.request('GET', 'tracking', { query: { order, email }, headers });
    for (let i = 0; i < 15; i++) expect((await track(String(orderId), 'ann@example.com')).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await track(String(orderId + 1 + i), 'ann@example.com')).status).toBe(404);
    const refused = await track(String(orderId), 'ann@example.com');
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 9 * 60, 10 * 60);
    expect((await track(String(orderId), 'ann@example.com', from('198.51.100.50'))).status).toBe(200);
  });
});

describe('state-changing requests come from the store’s own pages', () => {
  const add = (headers: Record<string, string>) =>
    api.request('POST', 'cart/add', { jar: new CookieJar(), fields: { itemId: String(FX.legging), color: 'Black', size: 'S' }, headers });
  const REFUSED = { errors: ["origin: this request must come from the store's own pages"] };

  test('another site (Sec-Fetch-Site or Origin) is refused with a 403; the shop’s own origins and header-less callers are not', async () => {
    for (const headers of <Record<string, string>[]>[{ 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'https://evil.example' }, { Origin: 'null' }, { Origin: 'https://pf.localhost.evil.example' }, { Origin: 'https://ckb.localhost' }]) {
      const res = await add(headers);
      expect({ headers, status: res.status, body: res.body }).toEqual({ headers, status: 403, body: REFUSED });
    }
    for (const headers of <Record<string, string>[]>[{}, { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://pf.localhost:3000' }, { Origin: 'https://pureform.shop' }, { Origin: api.url }, { 'Sec-Fetch-Site': 'none' }]) {
      expect({ headers, status: (await add(headers)).status }).toEqual({ headers, status: 200 });
    }
    // Reading is not changing: a cross-site GET is answered.
    expect((await api.request('GET', 'cart', { headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('input', () => {
  test('a multipart body past 256 KB is a 413 without being read to the end', async () => {
    const fd = new FormData();
    fd.append('itemId', String(FX.legging));
    fd.append('color', 'x'.repeat(20 * 1024 * 1024));
    const started = Date.now();
    const res = await fetch(`${api.url}/api.php/cart/add?host=pf.localhost`, { method: 'POST', body: fd });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errors: ['Request body is too large'] });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect((await api.request('GET', 'settings')).status).toBe(200);
  });

  test('a NUL in any field is a 400 naming it (PostgreSQL cannot store one): style-profile answers, query and JSON alike', async () => {
    const jar = new CookieJar();
    const res = await api.request('POST', 'style-profile', { jar, fields: { style: 'Going out', fit: 'Snug\u0000' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: ['fit: contains a character that is not allowed'] });
    const json = await api.request('POST', 'style-profile', { jar, json: { 'fi\u0000t': 'Snug' } });
    expect(json.body).toEqual({ errors: ['fit: contains a character that is not allowed'] });
    const query = await api.request('GET', 'tracking', { query: { order: '1', email: 'a\u0000@example.com' } });
    expect(query.body).toEqual({ errors: ['email: contains a character that is not allowed'] });
    expect((await api.request('GET', 'style-profile', { jar })).body.data.style_profile).toEqual([]);
  });

  test('style-profile keeps at most 50 answers per shopper, however many requests send them', async () => {
    const jar = new CookieJar();
    const batch = (from: number) => Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`q${from + i}`, 'an answer']));
    expect((await api.request('POST', 'style-profile', { jar, fields: batch(0) })).status).toBe(200);
    expect((await api.request('POST', 'style-profile', { jar, fields: batch(25) })).status).toBe(200);
    const over = await api.request('POST', 'style-profile', { jar, fields: { q50: 'one more' } });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ errors: ['style_profile: at most 50 answers'] });
    // Changing a kept answer is fine, and so is a new one in place of a cleared one.
    expect((await api.request('POST', 'style-profile', { jar, fields: { q0: 'changed' } })).status).toBe(200);
    expect((await api.request('POST', 'style-profile', { jar, fields: { q1: '', q50: 'in its place' } })).status).toBe(200);
    expect((await api.request('GET', 'style-profile', { jar })).body.data.style_profile).toHaveLength(50);
  });
});
