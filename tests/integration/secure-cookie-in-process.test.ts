import type { IncomingMessage, ServerResponse } from 'node:http';
import { setupTestDatabase } from '../helpers/testDb';
import { brandById } from '../../brands';
import { serverApi } from '../../lib/api/server';
import { DEMO_PASSWORD, demoEmail } from '../../server/seed';

setupTestDatabase('secure_cookie');

/** A page render's request and response, as far as serverApi uses them. */
function pageRequest(headers: Record<string, string>) {
  const cookies: string[] = [];
  const req = { headers } as unknown as IncomingMessage;
  const res = { appendHeader: (_name: string, value: string | string[]) => cookies.push(...(Array.isArray(value) ? value : [value])) } as unknown as ServerResponse;
  return { req, res, cookies };
}

describe('a session cookie set while a page renders (in-process API)', () => {
  test('is Secure when the shopper came over HTTPS (X-Forwarded-Proto from the CDN)', async () => {
    const { req, res, cookies } = pageRequest({ 'x-forwarded-proto': 'https', host: 'pf.localhost' });
    await serverApi(brandById('pf'), req, res).post('login', { email: demoEmail('pf'), password: DEMO_PASSWORD });
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i);
  });

  test('is not Secure over plain HTTP (local development)', async () => {
    const { req, res, cookies } = pageRequest({ host: 'pf.localhost' });
    await serverApi(brandById('pf'), req, res).post('login', { email: demoEmail('pf'), password: DEMO_PASSWORD });
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).not.toMatch(/Secure/i);
  });
});
