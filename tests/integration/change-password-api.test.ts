process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { getDb } from '../../server/db';

// POST change-password: field errors, the wrong current password (throttled like log-in), and on
// success the new password works, the old does not, other sessions are logged out and this one stays.

setupTestDatabase('change_password_api');

const ORIGINAL = 'original-password-1';

const api = withApiServer(async () => {
  for (const who of ['pat', 'kim', 'lee', 'sam']) await insertCustomer('pf', `${who}@example.com`, 'Pat Doe');
  await insertCustomer('ckb', 'pat@example.com', 'Pat Doe');
});
const { insertCustomer, logIn: login } = testCustomers(api, ORIGINAL);

type Call = { jar?: CookieJar; fields?: Record<string, string>; host?: string };
const call = (method: 'GET' | 'POST', path: string, opts: Call = {}) => api.request(method, path, opts);

const change = (jar: CookieJar, currentPassword: string, newPassword: string) => call('POST', 'change-password', { jar, fields: { currentPassword, newPassword } });
const account = async (jar: CookieJar) => (await call('GET', 'account', { jar })).status;

test('changes the password: this session stays logged in (new token), other sessions are logged out', async () => {
  const here = (await login('pat@example.com', ORIGINAL)).jar;
  const elsewhere = (await login('pat@example.com', ORIGINAL)).jar;
  const oldToken = here.cookies.get('shop_sid');
  const res = await change(here, ORIGINAL, 'brand new password');
  expect(res.status).toBe(200);
  expect(res.body.data.customer).toMatchObject({ email: 'pat@example.com', name: 'Pat Doe' });
  expect(here.cookies.get('shop_sid')).not.toBe(oldToken);
  expect(await account(here)).toBe(200);
  expect(await account(elsewhere)).toBe(401);

  expect((await login('pat@example.com', ORIGINAL)).res.status).toBe(400);
  expect((await login('pat@example.com', 'brand new password')).res.status).toBe(200);
  // The other brand's account with the same email keeps its own password.
  expect((await login('pat@example.com', ORIGINAL, 'ckb.localhost')).res.status).toBe(200);
  // The answer never carries a hash.
  expect(JSON.stringify(res.body)).not.toMatch(/scrypt/);
});

test('a wrong current password is a field error and changes nothing', async () => {
  const { jar } = await login('kim@example.com', ORIGINAL);
  const res = await change(jar, 'not-my-password', 'another password');
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ errors: ['currentPassword: That isn’t your current password.'] });
  expect(await account(jar)).toBe(200);
  expect((await login('kim@example.com', ORIGINAL)).res.status).toBe(200);
});

test('field errors: missing current, new password length, the same password again; hostile input never 500', async () => {
  const { jar } = await login('lee@example.com', ORIGINAL);
  expect((await call('POST', 'change-password', { jar, fields: {} })).body.errors).toEqual([
    'currentPassword: Enter your current password.',
    'newPassword: Use 8 to 200 characters.',
  ]);
  expect((await change(jar, ORIGINAL, 'short')).body.errors).toEqual(['newPassword: Use 8 to 200 characters.']);
  expect((await change(jar, ORIGINAL, 'x'.repeat(201))).body.errors).toEqual(['newPassword: Use 8 to 200 characters.']);
  expect((await change(jar, ORIGINAL, ORIGINAL)).body.errors).toEqual(['newPassword: Choose a password different from your current one.']);
  const hostile = await change(jar, `\u0000${'y'.repeat(10_000)}`, 'nul\u0000password');
  expect(hostile.status).toBe(400);
  expect(hostile.body.errors).toEqual(['currentPassword: contains a character that is not allowed']);
  expect((await change(jar, 'y'.repeat(10_000), 'long enough password')).body.errors).toEqual(['currentPassword: That isn’t your current password.']);
  const json = await api.request('POST', 'change-password', { jar, json: { currentPassword: [1], newPassword: { a: 1 } } });
  expect(json.status).toBe(400);
  expect(await account(jar)).toBe(200);
});

test('wrong current passwords are throttled like log-in: the 6th in 15 minutes is refused, even the right one', async () => {
  const { jar } = await login('sam@example.com', ORIGINAL);
  for (let i = 0; i < 5; i++) expect((await change(jar, `wrong-${i}-password`, 'new password here')).status).toBe(400);
  const refused = await change(jar, ORIGINAL, 'new password here');
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({ errors: ['Too many attempts. Try again in 15 minutes.'] });
  // The same count guards the log-in form for that email.
  expect((await login('sam@example.com', ORIGINAL)).res.status).toBe(429);
  const db = await getDb();
  await db.updateTable('rate_limits').set({ expire: Date.now() - 1 }).where('key', 'like', '%:sam@example.com%').execute();
  expect((await change(jar, ORIGINAL, 'new password here')).status).toBe(200);
});

test('a visitor gets 401', async () => {
  const res = await change(new CookieJar(), ORIGINAL, 'whatever password');
  expect(res.status).toBe(401);
});
