import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import { serveShopApi } from '../../server/http/node';
import { serveAdminApi } from '../../server/admin/http/node';
import { hashPassword } from '../../server/accounts/password';
import { newTotpSecret } from '../../server/admin/totp';
import { sealTotpSecret } from '../../server/admin/totpSeal';
import { formatBrandScope, type BrandScope } from '../../server/admin/brandScope';
import type { Role } from '../../server/admin/roles';
import type { DB } from '../../server/db';
import { CookieJar, testClientAddress, type TestApi } from './apiServer';

/**
 * The shop API (/api.php/*) and the back office's API (/admin/api/*) on one loopback port, as the
 * Next app serves them on a brand's host. `admin` sends a back-office request; POSTs carry the
 * server's own Origin unless `origin` says otherwise (null: none).
 */
export interface AdminTestServer {
  url: string;
  host: string;
  shop: TestApi['request'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the JSON shape
  admin(method: 'GET' | 'POST', path: string, opts?: AdminOpts): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

interface AdminOpts {
  jar?: CookieJar;
  query?: Record<string, string>;
  fields?: Record<string, string>;
  json?: unknown;
  raw?: { contentType: string; body: string };
  origin?: string | null;
  /** Extra request headers, e.g. the X-Forwarded-Proto a TLS proxy sends. */
  headers?: Record<string, string>;
}

export async function startAdminServer(): Promise<AdminTestServer> {
  process.env.TRUST_PROXY = '1';
  const server = http.createServer((req, res) => {
    const path = new URL(req.url || '/', 'http://x').pathname;
    if (path.startsWith('/admin/api/')) void serveAdminApi(req, res, path.slice('/admin/api/'.length).replace(/\/+$/, ''));
    else void serveShopApi(req, res, path.replace(/^\/api\.php\/?/, ''));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `http://${host}`;
  const parse = async (res: Response) => {
    const text = await res.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  };
  return {
    url,
    host,
    async shop(method, path, opts = {}) {
      const q = new URLSearchParams(opts.query ?? {});
      if (opts.host !== null) q.set('host', opts.host ?? 'pf.localhost');
      const headers: Record<string, string> = { 'X-Forwarded-For': testClientAddress(), ...opts.headers };
      if (opts.jar) headers.Cookie = opts.jar.header();
      let body: BodyInit | undefined;
      if (opts.fields) {
        const fd = new FormData();
        for (const [k, v] of Object.entries(opts.fields)) fd.append(k, v);
        body = fd;
      }
      const res = await fetch(`${url}/api.php/${path}?${q}`, { method, headers, body });
      opts.jar?.store(res.headers.getSetCookie());
      return { status: res.status, body: await parse(res), headers: res.headers };
    },
    async admin(method, path, opts = {}) {
      const headers: Record<string, string> = { 'X-Forwarded-For': testClientAddress(), ...opts.headers };
      if (method === 'POST' && opts.origin !== null) headers.Origin = opts.origin ?? url;
      if (opts.jar) headers.Cookie = opts.jar.header();
      let body: BodyInit | undefined;
      if (method === 'GET') {
        // a GET has no body
      } else if (opts.fields) {
        body = new URLSearchParams(opts.fields).toString();
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      } else if (opts.json !== undefined) {
        body = JSON.stringify(opts.json);
        headers['Content-Type'] = 'application/json';
      } else if (opts.raw) {
        body = opts.raw.body;
        headers['Content-Type'] = opts.raw.contentType;
      }
      const q = new URLSearchParams(opts.query ?? {});
      const res = await fetch(`${url}/admin/api/${path}${q.size ? `?${q}` : ''}`, { method, headers, body });
      opts.jar?.store(res.headers.getSetCookie());
      return { status: res.status, body: await parse(res), headers: res.headers };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  secret: string;
}

let made = 0;

/** A staff member with a password and an authenticator already set up (what the set-password page does). */
export async function insertStaff(db: DB, role: Role, brands: BrandScope, refundLimitCents: number | null = null): Promise<TestStaff> {
  const email = `${role}-${++made}-${process.pid}@staff.example.com`;
  const password = `correct horse ${made}`;
  const secret = newTotpSecret();
  const row = await db
    .insertInto('staff')
    .values({
      email, password_hash: await hashPassword(password), totp_secret: sealTotpSecret(secret), totp_last_step: null, role, brands: formatBrandScope(brands),
      refund_limit_cents: refundLimitCents, created_at: new Date().toISOString(), disabled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email, password, secret };
}

/** The authenticator's code `offsetSteps` steps from now. */
export function totpCode(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

/** Signs the staff member in (password and a fresh code) and returns the cookie jar. */
export async function signedIn(server: AdminTestServer, staff: TestStaff): Promise<CookieJar> {
  const jar = new CookieJar();
  const res = await server.admin('POST', 'sign-in', { jar, fields: { email: staff.email, password: staff.password, code: await totpCode(staff.secret) } });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(res.body)}`);
  return jar;
}
