process.env.SKIP_SEED = '1';
import { scryptSync } from 'node:crypto';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { SESSION_LIFETIME, hashToken } from '../../server/http/session';
import { hashPassword, parseHash } from '../../server/accounts/password';
import { TOKEN_GRACE_MS, purgeExpired } from '../../server/maintenance/cleanup';
import { findJob } from '../../server/jobs';

// Sessions expire on the server (idle and absolute lifetimes, guest and logged in), last_seen_at
// is written at most every 15 minutes, purgeExpired deletes expired sessions with what hung off
// them and dead account tokens, and a log-in replaces a password hash weaker than today's.

setupTestDatabase('sessions_expiry');

const PASSWORD = 'session-password-1';
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const api = withApiServer(async () => {
  await insertShopFixture(await getDb());
  for (const who of ['sue', 'tom', 'una', 'vic']) await insertCustomer('pf', `${who}@example.com`, 'Sue Park');
});
const { insertCustomer, loggedIn, logIn } = testCustomers(api, PASSWORD);

const sessionId = (jar: CookieJar) => hashToken(jar.cookies.get('shop_sid') ?? '');
async function sessionRow(jar: CookieJar) {
  const db = await getDb();
  return db.selectFrom('sessions').selectAll().where('id', '=', sessionId(jar)).executeTakeFirst();
}
/** Moves the jar's session back in time: created `createdMs` ago, last used `lastSeenMs` ago. */
async function age(jar: CookieJar, { createdMs, lastSeenMs }: { createdMs?: number; lastSeenMs?: number }) {
  const db = await getDb();
  const row = await sessionRow(jar);
  if (!row) throw new Error('no session row');
  await db
    .updateTable('sessions')
    .set({ created_at: createdMs === undefined ? row.created_at : ago(createdMs), last_seen_at: lastSeenMs === undefined ? row.last_seen_at : ago(lastSeenMs) })
    .where('id', '=', row.id)
    .execute();
}
const account = async (jar: CookieJar) => (await api.request('GET', 'account', { jar })).status;
const cart = async (jar: CookieJar) => (await api.request('GET', 'cart', { jar })).body.data;
const addLegging = (jar: CookieJar) => api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } });

describe('logged-in sessions', () => {
  test('idle for 14 days: logged out (idle just under that: still logged in)', async () => {
    const jar = await loggedIn('sue@example.com');
    await age(jar, { lastSeenMs: 14 * DAY - 5 * MIN });
    expect(await account(jar)).toBe(200);
    await age(jar, { lastSeenMs: 14 * DAY + MIN });
    expect(await account(jar)).toBe(401);
    const state = await cart(jar);
    expect(state.loggedIn).toBe(false);
    expect(state.customer).toBeNull();
  });

  test('30 days after log-in: logged out however active', async () => {
    const jar = await loggedIn('tom@example.com');
    await age(jar, { createdMs: 30 * DAY - 5 * MIN, lastSeenMs: MIN });
    expect(await account(jar)).toBe(200);
    await age(jar, { createdMs: 30 * DAY + MIN, lastSeenMs: MIN });
    expect(await account(jar)).toBe(401);
    // Logging in again starts a new session with its own 30 days.
    const again = await loggedIn('tom@example.com');
    expect(await account(again)).toBe(200);
  });

  test('the cookie lives as long as the session can: 30 days logged in, 90 days for a guest', async () => {
    const { res } = await logIn('una@example.com');
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`shop_sid=[^;]+;.*Max-Age=${30 * 24 * 3600}\\b`));
    const guest = await api.request('POST', 'cart/add', { jar: new CookieJar(), fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } });
    expect(guest.headers.get('set-cookie')).toMatch(new RegExp(`shop_sid=[^;]+;.*Max-Age=${90 * 24 * 3600}\\b`));
    expect(SESSION_LIFETIME.customer).toEqual({ idleMs: 14 * DAY, absoluteMs: 30 * DAY });
    expect(SESSION_LIFETIME.guest).toEqual({ idleMs: 30 * DAY, absoluteMs: 90 * DAY });
  });
});

describe('guest sessions', () => {
  test('idle for 30 days: no session, the cart is gone, and the next add starts a new session', async () => {
    const jar = new CookieJar();
    await addLegging(jar);
    await age(jar, { lastSeenMs: 30 * DAY - 5 * MIN });
    expect((await cart(jar)).items).toHaveLength(1);
    await age(jar, { lastSeenMs: 30 * DAY + MIN });
    expect((await cart(jar)).items).toEqual([]);
    const oldId = sessionId(jar);
    const res = await addLegging(jar);
    expect(res.status).toBe(200);
    expect(sessionId(jar)).not.toBe(oldId);
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0].quantity).toBe(1);
  });

  test('90 days after it began: no session, however active', async () => {
    const jar = new CookieJar();
    await addLegging(jar);
    await age(jar, { createdMs: 90 * DAY + MIN, lastSeenMs: MIN });
    expect((await cart(jar)).items).toEqual([]);
  });

  test('an expired guest cart does not follow the shopper into a log-in', async () => {
    const jar = new CookieJar();
    await addLegging(jar);
    await age(jar, { lastSeenMs: 31 * DAY });
    const res = await api.request('POST', 'login', { jar, fields: { email: 'vic@example.com', password: PASSWORD } });
    expect(res.status).toBe(200);
    expect((await cart(jar)).items).toEqual([]);
  });
});

test('last_seen_at: written when the last write is 15 minutes old, not on every request', async () => {
  const jar = new CookieJar();
  await addLegging(jar);
  await age(jar, { lastSeenMs: 14 * MIN });
  const before = (await sessionRow(jar))?.last_seen_at;
  for (let i = 0; i < 3; i++) await cart(jar);
  await api.request('GET', 'settings', { jar });
  expect((await sessionRow(jar))?.last_seen_at).toBe(before);

  await age(jar, { lastSeenMs: 16 * MIN });
  const t0 = Date.now();
  await cart(jar);
  const seen = Date.parse((await sessionRow(jar))?.last_seen_at ?? '');
  expect(seen).toBeGreaterThanOrEqual(t0 - 1000);
  expect(seen).toBeLessThanOrEqual(Date.now());
  // And a logged-in session likewise.
  const customer = await loggedIn('sue@example.com');
  await age(customer, { lastSeenMs: 20 * MIN });
  await account(customer);
  expect(Date.parse((await sessionRow(customer))?.last_seen_at ?? '')).toBeGreaterThanOrEqual(t0 - 1000);
});

describe('purgeExpired', () => {
  test('deletes expired sessions, carts and lines and quiz answers left without a session, and dead tokens; keeps the rest', async () => {
    const db = await getDb();
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const session = (id: string, customerId: number | null, createdMs: number, lastSeenMs: number) =>
      ({ id, brand_id: 'pf', customer_id: customerId, created_at: at(createdMs), last_seen_at: at(lastSeenMs) });
    const customerId = Number((await db.selectFrom('customers').select('id').where('email', '=', 'una@example.com').executeTakeFirstOrThrow()).id);
    await db.deleteFrom('sessions').execute();
    await db.deleteFrom('carts').execute();
    await db.deleteFrom('cart_lines').execute();
    await db.insertInto('sessions').values([
      session('purge-guest-live', null, 89 * DAY, 29 * DAY),
      session('purge-guest-idle', null, 40 * DAY, 30 * DAY),
      session('purge-guest-old', null, 90 * DAY, MIN),
      session('purge-cust-live', customerId, 29 * DAY, 13 * DAY),
      session('purge-cust-idle', customerId, 15 * DAY, 14 * DAY),
      session('purge-cust-old', customerId, 30 * DAY, MIN),
    ]).execute();
    const cartIds: Record<string, number> = {};
    for (const sid of ['purge-guest-live', 'purge-guest-idle', 'purge-cust-live', 'purge-cust-old', 'purge-gone-long-ago']) {
      const row = await db.insertInto('carts').values({ brand_id: 'pf', session_id: sid, customer_id: null, updated_at: at(0) }).returning('id').executeTakeFirstOrThrow();
      cartIds[sid] = Number(row.id);
      for (const size of ['S', 'XS']) {
        await db.insertInto('cart_lines').values({ cart_id: cartIds[sid], item_id: FX.legging, color: 'Black', size, quantity: 1, created_at: at(0) }).execute();
      }
    }
    // A line whose cart is already gone (a run interrupted between the two deletes).
    await db.insertInto('cart_lines').values({ cart_id: 987654, item_id: FX.legging, quantity: 1, created_at: at(0) }).execute();
    await db.insertInto('split_test_assignments').values([
      { brand_id: 'pf', session_id: 'purge-guest-live', test_key: 'Vip4sh', value: 'Control', created_at: at(0) },
      { brand_id: 'pf', session_id: 'purge-guest-idle', test_key: 'Vip4sh', value: 'Control', created_at: at(0) },
    ]).execute();
    await db.insertInto('style_profiles').values([
      { brand_id: 'pf', owner_key: 's:purge-guest-live', field: 'fit', chosen: 'loose', updated_at: at(0) },
      { brand_id: 'pf', owner_key: 's:purge-guest-old', field: 'fit', chosen: 'loose', updated_at: at(0) },
      { brand_id: 'pf', owner_key: `c:${customerId}`, field: 'fit', chosen: 'loose', updated_at: at(0) },
    ]).execute();
    const token = (id: string, expiresMs: number, usedMs: number | null) => ({
      id, brand_id: 'pf', kind: 'reset' as const, email: 'una@example.com', customer_id: customerId,
      expires_at: at(expiresMs), used_at: usedMs === null ? null : at(usedMs), created_at: at(expiresMs + 60 * MIN),
    });
    await db.deleteFrom('account_tokens').execute();
    await db.insertInto('account_tokens').values([
      token('tok-open', -30 * MIN, null),
      token('tok-expired-recently', TOKEN_GRACE_MS - MIN, null),
      token('tok-expired-long-ago', TOKEN_GRACE_MS + MIN, null),
      token('tok-used-recently', -30 * MIN, TOKEN_GRACE_MS - MIN),
      token('tok-used-long-ago', TOKEN_GRACE_MS + 10 * MIN, TOKEN_GRACE_MS + MIN),
    ]).execute();

    expect(await purgeExpired(db, now)).toEqual({ sessions: 4, carts: 3, cartLines: 7, splitTests: 1, styleProfiles: 1, tokens: 2 });

    expect((await db.selectFrom('sessions').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['purge-cust-live', 'purge-guest-live']);
    expect((await db.selectFrom('carts').select('session_id').orderBy('session_id').execute()).map((r) => r.session_id)).toEqual(['purge-cust-live', 'purge-guest-live']);
    expect((await db.selectFrom('cart_lines').select('cart_id').execute()).map((r) => r.cart_id).sort()).toEqual(
      [cartIds['purge-cust-live'], cartIds['purge-cust-live'], cartIds['purge-guest-live'], cartIds['purge-guest-live']].sort(),
    );
    expect((await db.selectFrom('split_test_assignments').select('session_id').execute()).map((r) => r.session_id)).toEqual(['purge-guest-live']);
    expect((await db.selectFrom('style_profiles').select('owner_key').orderBy('owner_key').execute()).map((r) => r.owner_key)).toEqual([`c:${customerId}`, 's:purge-guest-live']);
    expect((await db.selectFrom('account_tokens').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['tok-expired-recently', 'tok-open', 'tok-used-recently']);

    // Nothing left to do on a second run.
    expect(await purgeExpired(db, now)).toEqual({ sessions: 0, carts: 0, cartLines: 0, splitTests: 0, styleProfiles: 0, tokens: 0 });
  });

  test("the worker's 'cleanup' job runs it (npm run job -- cleanup)", async () => {
    const db = await getDb();
    const job = findJob('cleanup');
    expect(job?.everyMs).toBe(60 * MIN);
    await db.insertInto('sessions').values({ id: 'job-expired', brand_id: 'pf', customer_id: null, created_at: ago(40 * DAY), last_seen_at: ago(31 * DAY) }).execute();
    expect(await job?.run(db, { now: new Date() })).toMatchObject({ sessions: 1 });
    expect(await db.selectFrom('sessions').select('id').where('id', '=', 'job-expired').executeTakeFirst()).toBeUndefined();
  });

  test("a live shopper's cart survives the purge", async () => {
    const jar = new CookieJar();
    await addLegging(jar);
    const db = await getDb();
    await purgeExpired(db);
    expect((await cart(jar)).items).toHaveLength(1);
  });
});

describe('password hashes are upgraded on log-in', () => {
  const SALT = Buffer.alloc(16, 3);
  /** As the code before stored parameters wrote it: N=16384, r=8, p=1, no parameters in the string. */
  const legacy = (password: string) =>
    `scrypt$${SALT.toString('hex')}$${scryptSync(password, SALT, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('hex')}`;
  const hashOf = async (email: string) =>
    (await (await getDb()).selectFrom('customers').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash ?? '';
  async function insertWithHash(email: string, hash: string) {
    await (await getDb()).insertInto('customers').values({ brand_id: 'pf', email, name: 'Old Timer', password_hash: hash, created_at: ago(400 * DAY) }).execute();
  }

  test('a hash without parameters is replaced by one with them; a wrong password changes nothing', async () => {
    const old = legacy(PASSWORD);
    await insertWithHash('old@example.com', old);
    expect((await logIn('old@example.com', 'not-the-password')).res.status).toBe(400);
    expect(await hashOf('old@example.com')).toBe(old);

    expect((await logIn('old@example.com')).res.status).toBe(200);
    const upgraded = await hashOf('old@example.com');
    expect(upgraded).not.toBe(old);
    expect(upgraded).toMatch(/^scrypt\$N=\d+,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    // The new hash works, and a log-in with a current hash leaves it alone.
    expect((await logIn('old@example.com')).res.status).toBe(200);
    expect(await hashOf('old@example.com')).toBe(upgraded);
  });

  test('a hash with weaker parameters than today is replaced by one with today’s', async () => {
    const weak = await hashPassword(PASSWORD, SALT, { N: 1024, r: 8, p: 1 });
    await insertWithHash('weak@example.com', weak);
    expect((await logIn('weak@example.com')).res.status).toBe(200);
    const upgraded = await hashOf('weak@example.com');
    expect(parseHash(upgraded)?.params.N).toBeGreaterThan(1024);
    expect(parseHash(upgraded)?.params).toEqual(parseHash(await hashPassword('x'))?.params);
  });
});
