import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { BRANDS } from '../../brands';
import { brandRewrites, type HostRewrite } from './hostRewrites';

const routing = brandRewrites(BRANDS, 'pf');

/** Resolves a request the way Next's router does: the first matching rewrite, using Next's own matchers. */
function resolve(rules: HostRewrite[], host: string, pathname: string): string | null {
  for (const rule of rules) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname);
    if (!params) continue;
    const req = { headers: { host } } as unknown as Parameters<typeof matchHas>[0];
    const hasParams = matchHas(req, {}, rule.has, rule.missing);
    if (!hasParams) continue;
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params: { ...params, ...hasParams }, query: {} });
    return parsedDestination.pathname ?? null;
  }
  return null;
}

const brandPage = (host: string, path: string) => resolve(routing.beforeFiles, host, path);

test.each([
  ['pf.localhost:3000', '/', '/_brand/pf'],
  ['pf.localhost', '/category/leggings', '/_brand/pf/category/leggings'],
  ['PF.LOCALHOST:3100', '/item/1001', '/_brand/pf/item/1001'],
  ['ckb.localhost', '/page/ckb-store-policies', '/_brand/ckb/page/ckb-store-policies'],
  ['www.pureform.shop', '/about-us', '/_brand/pf/about-us'],
  ['uncommonpair.localhost', '/robots.txt', '/_brand/uncommonpair/robots.txt'],
  ['localhost:3000', '/vip', '/_brand/pf/vip'],
  ['127.0.0.1', '/', '/_brand/pf'],
])('%s%s is served by %s', (host, path, expected) => {
  expect(brandPage(host, path)).toBe(expected);
});

test.each(['/_next/static/chunks/a.js', '/api/shop/settings', '/api.php/cart', '/media/12', '/brands/pf/favicon.svg', '/content/x.svg', '/healthz', '/favicon.ico', '/_brand/pf/about-us', '/unknown-host'])(
  '%s is never rewritten to a brand page',
  (path) => {
    expect(brandPage('pf.localhost', path)).toBeNull();
  },
);

test('a host that merely contains a brand host is not that brand', () => {
  expect(brandPage('pf.localhost.evil.example', '/')).toBeNull();
  expect(brandPage('xpf.localhost', '/')).toBeNull();
});

test('hosts no brand claims fall back to the unknown-host page; brand hosts never do', () => {
  expect(resolve(routing.fallback, 'evil.example', '/item/1')).toBe('/unknown-host');
  expect(resolve(routing.fallback, 'evil.example', '/')).toBe('/unknown-host');
  expect(resolve(routing.fallback, 'ckb.localhost', '/a/b')).toBeNull();
});

test('DEFAULT_BRAND decides which brand bare localhost serves', () => {
  const ckbDefault = brandRewrites(BRANDS, 'ckb');
  expect(resolve(ckbDefault.beforeFiles, 'localhost:3000', '/')).toBe('/_brand/ckb');
});
