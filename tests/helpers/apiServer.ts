import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveShopApi } from '../../server/http/node';

export interface TestApi {
  url: string;
  close(): Promise<void>;
  /** Sends a request like a browser would; keeps cookies between calls of one jar. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the JSON shape
  request(method: 'GET' | 'POST', path: string, opts?: RequestOpts): Promise<{ status: number; body: any; headers: Headers }>;
}

interface RequestOpts {
  host?: string | null;
  query?: Record<string, string>;
  fields?: Record<string, string>;
  json?: unknown;
  raw?: { contentType: string; body: string };
  jar?: CookieJar;
  /** Extra request headers, e.g. the Sec-Fetch-Site a browser sends. */
  headers?: Record<string, string>;
}

export class CookieJar {
  cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  store(setCookies: string[]): void {
    for (const c of setCookies) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/Max-Age=0/i.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * The client address a test's requests come from: one per test, so the throttle's per-client
 * counts (server/throttle/limits.ts) of one test do not spill into the next, while all requests of
 * one test are one client's, as a shopper's or an attacker's would be. Sent as X-Forwarded-For,
 * which the test server trusts as one proxy would be (TRUST_PROXY=1); a test may send its own.
 */
export function testClientAddress(testName = expect.getState().currentTestName ?? ''): string {
  let h = 2166136261;
  for (let i = 0; i < testName.length; i++) h = Math.imul(h ^ testName.charCodeAt(i), 16777619) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}

/** The shop API over real HTTP on a random loopback port, as the Next mount serves it. */
export async function startApiServer(): Promise<TestApi> {
  process.env.TRUST_PROXY = '1';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://x');
    const path = url.pathname.replace(/^\/api\.php\/?/, '');
    void serveShopApi(req, res, path);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => new Promise<void>((r) => server.close(() => r())),
    async request(method, path, opts = {}) {
      const q = new URLSearchParams(opts.query ?? {});
      if (opts.host !== null) q.set('host', opts.host ?? 'pf.localhost');
      const headers: Record<string, string> = { 'X-Forwarded-For': testClientAddress(), ...opts.headers };
      if (opts.jar) headers.Cookie = opts.jar.header();
      let body: BodyInit | undefined;
      if (opts.fields) {
        const fd = new FormData();
        for (const [k, v] of Object.entries(opts.fields)) fd.append(k, v);
        body = fd;
      } else if (opts.json !== undefined) {
        body = JSON.stringify(opts.json);
        headers['Content-Type'] = 'application/json';
      } else if (opts.raw) {
        body = opts.raw.body;
        headers['Content-Type'] = opts.raw.contentType;
      }
      const res = await fetch(`${url}/api.php/${path}?${q}`, { method, headers, body });
      opts.jar?.store(res.headers.getSetCookie());
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // leave as text
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
  };
}

/**
 * The shop API server for one test file: started before its tests (after `prepare`, which loads
 * the file's fixtures) and closed after them. The returned object forwards to the running server.
 */
export function withApiServer(prepare?: () => Promise<unknown>, timeoutMs?: number): TestApi {
  let server: TestApi | null = null;
  beforeAll(async () => {
    await prepare?.();
    server = await startApiServer();
  }, timeoutMs);
  afterAll(() => server?.close());
  const running = (): TestApi => {
    if (!server) throw new Error('the API server is not running (used outside the tests?)');
    return server;
  };
  return {
    get url() {
      return running().url;
    },
    close: () => running().close(),
    request: (method, path, opts) => running().request(method, path, opts),
  };
}
