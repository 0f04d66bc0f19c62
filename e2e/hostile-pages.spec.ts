import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiAccount } from './accounts';
import { requestTarget } from './http';

// Every page route (read from pages/, so a new page is covered the day it is added) is requested
// with hostile path parameters and query strings, as a visitor and logged in: the answer is a page,
// a redirect or the store's own 4xx page, never a 500. The API's routes have the same sweep in
// tests/integration/every-route-hostile.test.ts.

const PAGES_DIR = path.join(__dirname, '..', 'pages');

/** Page routes as URL patterns: 'orders/[id].tsx' → '/orders/[id]'; the app shell, API and media routes left out. */
function pageRoutes(dir = PAGES_DIR, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    const name = entry.name.replace(/\.tsx?$/, '');
    if (name.startsWith('_') || name === entry.name) return [];
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

const PARAM_VALUES = ['abc', '-1', '0', '2147483648', '999999999999', '%00', '%E0%A4%A', 'x'.repeat(300), '..%2F..%2Fetc', '%3Cscript%3E'];
const QUERY_KEYS = ['order', 'page', 'size', 'color', 'sort', 'next', 'id', 'token', 'email', 'ineligible', 'utm_source', 'utm_campaign', 'q'];
const QUERY_VALUES = ['%00', '%E0%A4%A', 'x'.repeat(1500), '-1', '2147483648', '%5B%5D', '%3Cscript%3E', 'true&page=1&page=2'];

/** The route with each parameter set to `value`; an optional catch-all also without it. */
const withParam = (route: string, value: string) => route.replace(/\[\[?\.{0,3}[A-Za-z_]+\]?\]/g, value);

function targets(route: string): string[] {
  const dynamic = route.includes('[');
  const base = withParam(route, '1');
  return [
    ...(dynamic ? PARAM_VALUES.map((v) => withParam(route, v)) : []),
    ...QUERY_VALUES.map((v) => `${base}?${QUERY_KEYS.map((k) => `${k}=${v}`).join('&')}`),
  ];
}

/** The 500s of the sweep, and how many pages rendered (a sweep that reached no page would prove nothing). */
async function sweep(request: APIRequestContext, baseURL: string): Promise<{ failures: string[]; rendered: number }> {
  const failures: string[] = [];
  let rendered = 0;
  // Log-out last, as it may end the session the rest is requested in.
  const routes = pageRoutes().sort((a, b) => Number(a === '/logout') - Number(b === '/logout'));
  for (const route of routes) {
    for (const target of targets(route)) {
      const { url, headers } = requestTarget(baseURL, target);
      const res = await request.get(url, { headers, maxRedirects: 0, failOnStatusCode: false });
      if (res.status() >= 500) failures.push(`${res.status()} ${target.slice(0, 120)}`);
      if (res.status() === 200) rendered++;
    }
  }
  return { failures, rendered };
}

test.describe('hostile page addresses', () => {
  test.describe.configure({ timeout: 240_000 });

  test('as a visitor: never a 500', async ({ request, baseURL }) => {
    expect(pageRoutes().length).toBeGreaterThan(50);
    const { failures, rendered } = await sweep(request, baseURL!);
    expect(failures).toEqual([]);
    expect(rendered).toBeGreaterThan(200);
  });

  test('logged in: never a 500', async ({ request, baseURL, brand }) => {
    const { email, password } = await apiAccount(brand, 'sweep', 'Robin Tester');
    const login = requestTarget(baseURL!, '/api.php/login');
    const res = await request.post(login.url, { headers: login.headers, multipart: { email, password } });
    expect(res.status()).toBe(200);
    const { failures, rendered } = await sweep(request, baseURL!);
    expect(failures).toEqual([]);
    expect(rendered).toBeGreaterThan(200);
  });
});
