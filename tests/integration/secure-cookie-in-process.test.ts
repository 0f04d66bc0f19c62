import type { IncomingMessage, ServerResponse } from 'node:http';
import { setupTestDatabase } from '../helpers/testDb';
import { brandById } from '../../brands';
import { serverApi } from '../../lib/api/server';
import { DEMO_PASSWORD, demoEmail } from '../../server/seed';
import { startApiServer, type TestApi } from '../helpers/apiServer';

setupTestDatabase('secure_cookie');

/** Runs `fn` with TRUST_PROXY set to `value` (undefined: unset), then puts it back. */
async function withTrustProxy<T>(value: string | undefined, fn: () => Promise<T>): Promise<T> {
  const old = process.env.TRUST_PROXY;
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  try {
    return await fn();
  } finally {
    if (old === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = old;
  }
}

/** A page render's request and response, as far as serverApi uses them. */
function pageRequest(headers: Record<string, string>) {
  const cookies: string[] = [];
  const req = { headers } as unknown as IncomingMessage;
  const res = { appendHeader: (_name: string, value: string | string[]) => cookies.push(...(Array.isArray(value) ? value : [value])) } as unknown as ServerResponse;
  return { req, res, cookies };
}

describe('a session cookie set while a page renders (in-process API)', () => {
  test('is Secure when the shopper came over HTTPS (X-Forwarded-Proto from the CDN, TRUST_PROXY set)', async () => {
    const { req, res, cookies } = pageRequest({ 'x-forwarded-proto': 'https', host: 'pf.localhost' });
    await withTrustProxy('1', () => serverApi(brandById('pf'), req, res).post('login', { email: demoEmail('pf'), password: DEMO_PASSWORD }));
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i);
    for (const c of cookies) expect(c).toMatch(/HttpOnly/i);
    for (const c of cookies) expect(c).toMatch(/SameSite=Lax/i);
  });

  test('is not Secure on the word of a client-written X-Forwarded-Proto when no proxy is trusted (TRUST_PROXY unset)', async () => {
    const { req, res, cookies } = pageRequest({ 'x-forwarded-proto': 'https', host: 'pf.localhost' });
    await withTrustProxy(undefined, () => serverApi(brandById('pf'), req, res).post('login', { email: demoEmail('pf'), password: DEMO_PASSWORD }));
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).not.toMatch(/Secure/i);
  });

  test('is not Secure over plain HTTP (local development)', async () => {
    const { req, res, cookies } = pageRequest({ host: 'pf.localhost' });
    await serverApi(brandById('pf'), req, res).post('login', { email: demoEmail('pf'), password: DEMO_PASSWORD });
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).not.toMatch(/Secure/i);
  });
});

describe('a session cookie set by an /api.php call', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApiServer();
  });
  afterAll(() => api.close());
  const login = () =>
    api.request('POST', 'login', { fields: { email: demoEmail('pf'), password: DEMO_PASSWORD }, headers: { 'X-Forwarded-Proto': 'https' } });

  test('is Secure over HTTPS as the trusted proxy reports it, HttpOnly and SameSite either way', async () => {
    const res = await withTrustProxy('1', login);
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i);
    for (const c of cookies) expect(c).toMatch(/HttpOnly/i);
    for (const c of cookies) expect(c).toMatch(/SameSite=/i);
  });

  test("a client's own X-Forwarded-Proto counts for nothing without TRUST_PROXY", async () => {
    for (const trust of [undefined, '0']) {
      const res = await withTrustProxy(trust, login);
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const c of cookies) expect(c).not.toMatch(/Secure/i);
      for (const c of cookies) expect(c).toMatch(/HttpOnly/i);
    }
  });
});
