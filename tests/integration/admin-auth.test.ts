process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { adminSuite } from '../helpers/adminSuite';
import { insertStaff, signedIn, totpCode } from '../helpers/adminServer';
import { CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { createStaff } from '../../server/admin/staffAccounts';
import { SIGN_IN_REFUSED } from '../../server/admin/signIn';
import { generate } from 'otplib';

// Staff accounts (server/admin): the set-password link with the TOTP setup, sign-in with password
// and code (throttled), the staff_sid cookie, session expiry, the same-origin check.

setupTestDatabase('admin_auth');
const { server } = adminSuite();

async function audit(action: string) {
  return (await getDb()).selectFrom('staff_audit').selectAll().where('action', '=', action).execute();
}

test('the set-password link: shows the email and the TOTP secret, takes a password and a code, signs in; works once', async () => {
  const db = await getDb();
  const { staffId, token } = await createStaff(db, { email: `new-${process.pid}@staff.example.com`, role: 'owner', brands: 'all' });
  const shown = await server().admin('POST', 'setup/show', { fields: { token } });
  expect(shown.status).toBe(200);
  expect(shown.body.data).toEqual({ email: `new-${process.pid}@staff.example.com`, secret: expect.stringMatching(/^[A-Z2-7]{16,}$/), otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\//) });
  const { secret } = shown.body.data;
  const jar = new CookieJar();
  expect((await server().admin('POST', 'setup/finish', { jar, fields: { token, password: 'short', code: await totpCode(secret) } })).status).toBe(400);
  expect((await server().admin('POST', 'setup/finish', { jar, fields: { token, password: 'a long enough password', code: '000000' } })).body.errors[0]).toMatch(/^code: /);
  const done = await server().admin('POST', 'setup/finish', { jar, fields: { token, password: 'a long enough password', code: await totpCode(secret) } });
  expect(done.status).toBe(200);
  const cookie = done.headers.getSetCookie()[0];
  expect(cookie).toMatch(/^staff_sid=[A-Za-z0-9_-]{43}; /);
  expect(cookie).toContain('Path=/admin');
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Strict');
  expect((await server().admin('GET', 'me', { jar })).body.data).toEqual({ email: `new-${process.pid}@staff.example.com`, role: 'owner', brands: 'all' });
  // The row holds hashes only.
  const row = await db.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirstOrThrow();
  expect(row.password_hash).toMatch(/^scrypt\$/);
  expect(row.totp_secret).toMatch(/^sealed:v1:/);
  expect(row.totp_secret).not.toContain(secret);
  expect(JSON.stringify(await db.selectFrom('staff_tokens').selectAll().execute())).not.toContain(secret);
  expect(JSON.stringify(await db.selectFrom('staff_tokens').selectAll().execute())).not.toContain(token);
  expect(JSON.stringify(await db.selectFrom('staff_sessions').selectAll().execute())).not.toContain(jar.cookies.get('staff_sid'));
  // Used up.
  expect((await server().admin('POST', 'setup/show', { fields: { token } })).status).toBe(400);
  expect((await server().admin('POST', 'setup/finish', { fields: { token, password: 'another long password', code: await totpCode(secret, 1) } })).status).toBe(400);
  expect((await audit('staff.set-password')).map((r) => r.record_id)).toEqual([String(staffId)]);
});

test('an expired, unknown or malformed link is a 400', async () => {
  const db = await getDb();
  const { token } = await createStaff(db, { email: `late-${process.pid}@staff.example.com`, role: 'support', brands: ['pf'] }, new Date(Date.now() - 25 * 3600_000));
  for (const t of [token, 'x'.repeat(43), 'short', '']) expect((await server().admin('POST', 'setup/show', { fields: { token: t } })).status).toBe(400);
});

test('sign-in needs the password and a current code; a code works once; the answer never says which was wrong', async () => {
  const staff = await insertStaff(await getDb(), 'support', ['pf']);
  const tryIn = async (password: string, code: string) => server().admin('POST', 'sign-in', { fields: { email: staff.email, password, code } });
  const wrongPassword = await tryIn('not it at all', await totpCode(staff.secret));
  expect(wrongPassword).toMatchObject({ status: 401, body: { errors: [SIGN_IN_REFUSED] } });
  const wrongCode = await tryIn(staff.password, '123456');
  expect(wrongCode).toMatchObject({ status: 401, body: { errors: [SIGN_IN_REFUSED] } });
  const oldCode = await tryIn(staff.password, await generate({ secret: staff.secret, epoch: Math.floor(Date.now() / 1000) - 600 }));
  expect(oldCode.status).toBe(401);
  const unknown = await server().admin('POST', 'sign-in', { fields: { email: 'nobody@staff.example.com', password: staff.password, code: await totpCode(staff.secret) } });
  expect(unknown).toMatchObject({ status: 401, body: { errors: [SIGN_IN_REFUSED] } });
  const code = await totpCode(staff.secret);
  expect((await tryIn(staff.password, code)).status).toBe(200);
  expect((await tryIn(staff.password, code)).status).toBe(401);
  for (const fields of <Record<string, string>[]>[{}, { email: 'x' }, { email: staff.email, password: 'p' }, { email: staff.email, password: 'x'.repeat(1000), code: '123456' }]) {
    expect((await server().admin('POST', 'sign-in', { fields })).status).toBe(400);
  }
});

test('sign-in is throttled like the shop log-in: the sixth failure for an email from one client is a 429', async () => {
  const staff = await insertStaff(await getDb(), 'owner', 'all');
  for (let i = 0; i < 5; i++) expect((await server().admin('POST', 'sign-in', { fields: { email: staff.email, password: 'wrong password', code: '123456' } })).status).toBe(401);
  const refused = await server().admin('POST', 'sign-in', { fields: { email: staff.email, password: staff.password, code: await totpCode(staff.secret) } });
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
});

test('a disabled staff member cannot sign in, and their session ends', async () => {
  const db = await getDb();
  const staff = await insertStaff(db, 'owner', 'all');
  const jar = await signedIn(server(), staff);
  await db.updateTable('staff').set({ disabled_at: new Date().toISOString() }).where('id', '=', staff.id).execute();
  expect((await server().admin('GET', 'me', { jar })).status).toBe(401);
  expect((await server().admin('POST', 'sign-in', { fields: { email: staff.email, password: staff.password, code: await totpCode(staff.secret, 1) } })).status).toBe(401);
});

test('sessions end after 30 minutes idle or 12 hours, and on sign-out', async () => {
  const db = await getDb();
  const staff = await insertStaff(db, 'owner', 'all');
  const idle = await signedIn(server(), staff);
  await db.updateTable('staff_sessions').set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() }).where('staff_id', '=', staff.id).execute();
  expect((await server().admin('GET', 'me', { jar: idle })).status).toBe(401);

  const staff2 = await insertStaff(db, 'owner', 'all');
  const old = await signedIn(server(), staff2);
  await db.updateTable('staff_sessions').set({ created_at: new Date(Date.now() - 12 * 3600_000 - 1000).toISOString() }).where('staff_id', '=', staff2.id).execute();
  expect((await server().admin('GET', 'me', { jar: old })).status).toBe(401);

  const staff3 = await insertStaff(db, 'owner', 'all');
  const jar = await signedIn(server(), staff3);
  expect((await server().admin('GET', 'me', { jar })).status).toBe(200);
  const signOut = await server().admin('POST', 'sign-out', { jar: new CookieJar() });
  expect(signOut.status).toBe(401);
  const token = jar.cookies.get('staff_sid')!;
  const out = await server().admin('POST', 'sign-out', { jar });
  expect(out.status).toBe(200);
  expect(out.headers.getSetCookie()[0]).toContain('Max-Age=0');
  const replay = new CookieJar();
  replay.cookies.set('staff_sid', token);
  expect((await server().admin('GET', 'me', { jar: replay })).status).toBe(401);
});

test('every POST needs this host as its Origin: none, another site or "null" is a 403 before anything runs', async () => {
  const staff = await insertStaff(await getDb(), 'owner', 'all');
  const jar = await signedIn(server(), staff);
  for (const origin of [null, 'https://evil.example', 'null', `http://${server().host}.evil.example`]) {
    const res = await server().admin('POST', 'sign-out', { jar, origin });
    expect([origin, res.status, res.body.errors]).toEqual([origin, 403, ['Cross-origin request refused']]);
    expect((await server().admin('POST', 'sign-in', { origin, fields: { email: staff.email, password: staff.password, code: '000000' } })).status).toBe(403);
  }
  expect((await server().admin('GET', 'me', { jar })).status).toBe(200);
});

test("the staff cookie is not the shop's: the shop API ignores it; the shopper cookie is not the back office's", async () => {
  const staff = await insertStaff(await getDb(), 'owner', 'all');
  const jar = await signedIn(server(), staff);
  expect((await server().shop('GET', 'account', { jar })).status).toBe(401);
  const shopperLike = new CookieJar();
  shopperLike.cookies.set('shop_sid', jar.cookies.get('staff_sid')!);
  expect((await server().admin('GET', 'me', { jar: shopperLike })).status).toBe(401);
});

test('hostile input: unknown routes 404, wrong method 405, malformed or oversized bodies 4xx, never a 500', async () => {
  const jar = await signedIn(server(), await insertStaff(await getDb(), 'owner', 'all'));
  expect((await server().admin('GET', 'nope', { jar })).status).toBe(404);
  expect((await server().admin('GET', 'sign-in', { jar })).status).toBe(405);
  expect((await server().admin('GET', `${'a/'.repeat(200)}x`, { jar })).status).toBe(404);
  expect((await server().admin('POST', 'sign-in', { raw: { contentType: 'application/json', body: '{"email":' } })).status).toBe(400);
  expect((await server().admin('POST', 'sign-in', { raw: { contentType: 'application/json', body: '[1,2]' } })).status).toBe(400);
  expect((await server().admin('POST', 'sign-in', { raw: { contentType: 'application/x-www-form-urlencoded', body: `email=${'a'.repeat(300 * 1024)}` } })).status).toBe(413);
  expect((await server().admin('POST', 'orders/1/note', { jar, json: { note: { $gt: '' } } })).status).toBe(404);
  const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'v']));
  expect((await server().admin('GET', 'orders', { jar, query: many })).status).toBe(400);
});

test("the staff cookie is Secure over HTTPS as a trusted proxy reports it; a client's own X-Forwarded-Proto counts for nothing without TRUST_PROXY", async () => {
  const staff = await insertStaff(await getDb(), 'support', ['pf']);
  const signIn = async (code: string) => {
    const res = await server().admin('POST', 'sign-in', { fields: { email: staff.email, password: staff.password, code }, headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).toMatch(/HttpOnly/);
    return cookies;
  };
  // The test server trusts one proxy (TRUST_PROXY=1, tests/helpers/adminServer.ts).
  for (const c of await signIn(await totpCode(staff.secret))) expect(c).toMatch(/;\s*Secure/i);
  const old = process.env.TRUST_PROXY;
  delete process.env.TRUST_PROXY;
  try {
    for (const c of await signIn(await totpCode(staff.secret, 1))) expect(c).not.toMatch(/Secure/i);
  } finally {
    process.env.TRUST_PROXY = old;
  }
});
