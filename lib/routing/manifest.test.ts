import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DISALLOWED_PATHS, LINKABLE_PATHS, LOGIN_PATHS, ROUTES, routeOf, staticBase, type RouteEntry } from './manifest';

const PAGES = path.join(__dirname, '../../pages');
/** Next's own files under pages/: no route of their own. */
const SPECIAL = new Set(['/_app', '/_document', '/_error']);

function pageFiles(dir = PAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return pageFiles(full);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/** The route a file under pages/ serves: pages/orders/index.tsx → '/orders'. */
function routeOfFile(file: string): string {
  const route = `/${path.relative(PAGES, file).split(path.sep).join('/')}`.replace(/\.tsx?$/, '').replace(/\/index$/, '');
  return route || '/';
}

const FILES = new Map(pageFiles().map((f) => [routeOfFile(f), f]));
const ENTRIES = Object.entries(ROUTES) as [string, RouteEntry][];

test('every file under pages/ has a route manifest entry', () => {
  const missing = [...FILES.keys()].filter((r) => !SPECIAL.has(r) && !(r in ROUTES));
  expect(missing).toEqual([]);
});

test('every route manifest entry has a file under pages/', () => {
  expect(Object.keys(ROUTES).filter((r) => !FILES.has(r))).toEqual([]);
});

test('each page hands its own route to brandPage, listingPage or brandDocument', () => {
  const wrong: string[] = [];
  for (const [route, entry] of ENTRIES) {
    if (entry.kind !== 'page' && entry.kind !== 'document') continue;
    const source = readFileSync(FILES.get(route)!, 'utf8');
    const used = [...source.matchAll(/\b(?:brandPage|listingPage|brandDocument)(?:<[^(]*>)?\(\s*'([^']*)'/g)].map((m) => m[1]);
    if (used.length !== 1 || used[0] !== route) wrong.push(`${route}: ${used.join(', ') || 'none'}`);
  }
  expect(wrong).toEqual([]);
});

test('a page behind a login is never crawled, nor is any page under a login path', () => {
  for (const [route, entry] of ENTRIES) {
    if (entry.kind !== 'page') continue;
    if (entry.login || LOGIN_PATHS.includes(staticBase(route))) expect([route, entry.crawl]).toEqual([route, 'disallow']);
  }
});

test('checkout pages are private and disallowed; content links only to fixed paths', () => {
  for (const [route, entry] of ENTRIES) {
    if (entry.kind === 'page' && entry.layout === 'checkout') expect([route, entry.cache, entry.crawl]).toEqual([route, 'private', 'disallow']);
  }
  expect(DISALLOWED_PATHS).toEqual(expect.arrayContaining(['/checkout', '/checkout-club', '/cart', '/members', '/orders']));
  expect(LINKABLE_PATHS.every((p) => !p.includes('['))).toBe(true);
});

test.each([
  ['/', '/'],
  ['/item/1001', '/item/[id]'],
  ['/orders', '/orders'],
  ['/orders/17', '/orders/[id]'],
  ['/checkout-ob', '/checkout-ob/[[...id]]'],
  ['/checkout-ob/3/4', '/checkout-ob/[[...id]]'],
  ['/about-us', '/about-us'],
  ['/some-cms-page', '/[meta_wildcard]'],
  ['/form/', '/form'],
  ['/api/shop/cart/add', '/api/shop/[...path]'],
])('%s is served by %s', (visible, pattern) => {
  expect(routeOf(visible)?.pattern).toBe(pattern);
});

test('a path no page serves has no route', () => {
  expect(routeOf('/members/extra')).toBeUndefined();
  expect(routeOf('/landing/a/b')).toBeUndefined();
});
