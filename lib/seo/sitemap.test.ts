import { buildSitemapXml } from './sitemap';
import { buildRobotsTxt, ROBOTS_DISALLOW } from './robots';
import { isNoindexPath, NOINDEX_PUBLIC_PREFIXES } from './noindex';

test('sitemap: absolute canonical URLs, escaped, deduplicated, lastmod as a date', () => {
  const xml = buildSitemapXml('x.shop', [
    { path: '/' },
    { path: '/category/a&b' },
    { path: '/item/1', lastmod: '2024-05-01T10:00:00Z' },
    { path: '/item/1' },
    { path: '/terms', lastmod: 'yesterday' },
  ]);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain('<url><loc>https://x.shop/</loc></url>');
  expect(xml).toContain('<loc>https://x.shop/category/a&amp;b</loc>');
  expect(xml).toContain('<url><loc>https://x.shop/item/1</loc><lastmod>2024-05-01</lastmod></url>');
  expect(xml.match(/item\/1</g)).toHaveLength(1);
  expect(xml).toContain('<url><loc>https://x.shop/terms</loc></url>');
});

test('robots: disallows checkout and account paths and points to the sitemap', () => {
  const txt = buildRobotsTxt('x.shop');
  expect(txt).toMatch(/^User-agent: \*$/m);
  for (const p of ['/checkout', '/thank-you', '/members', '/orders', '/wishlist', '/change_payment']) expect(txt).toContain(`Disallow: ${p}\n`);
  expect(txt).not.toMatch(/Disallow: \/category/);
  expect(txt).toContain('Sitemap: https://x.shop/sitemap.xml');
});

test('robots: every disallowed page path is also noindex, and noindex marketing pages stay fetchable', () => {
  for (const p of ROBOTS_DISALLOW.filter((d) => d !== '/api.php/')) expect(isNoindexPath(p)).toBe(true);
  const txt = buildRobotsTxt('x.shop');
  for (const p of NOINDEX_PUBLIC_PREFIXES) expect(txt).not.toContain(`Disallow: ${p}`);
  expect(new Set(ROBOTS_DISALLOW).size).toBe(ROBOTS_DISALLOW.length);
});
