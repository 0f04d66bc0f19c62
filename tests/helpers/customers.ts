import { getDb } from '../../server/db';
import { hashPassword } from '../../server/accounts/password';
import { CookieJar, type TestApi } from './apiServer';

/**
 * The customers of one integration test file, all with `password`: `insertCustomer` writes one
 * (with its password hashed, as registering does) and answers its id; `logIn` sends POST login in
 * a new cookie jar; `loggedIn` expects that to succeed and answers the jar.
 */
export function testCustomers(api: Pick<TestApi, 'request'>, password: string) {
  async function insertCustomer(brand: string, email: string, name: string, createdAt = new Date().toISOString()): Promise<number> {
    const db = await getDb();
    const row = await db
      .insertInto('customers')
      .values({ brand_id: brand, email, name, password_hash: await hashPassword(password), created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function logIn(email: string, withPassword = password, host?: string) {
    const jar = new CookieJar();
    const res = await api.request('POST', 'login', { jar, fields: { email, password: withPassword }, host });
    return { jar, res };
  }

  async function loggedIn(email: string, host?: string): Promise<CookieJar> {
    const { jar, res } = await logIn(email, password, host);
    expect(res.status).toBe(200);
    return jar;
  }

  return { insertCustomer, logIn, loggedIn };
}
