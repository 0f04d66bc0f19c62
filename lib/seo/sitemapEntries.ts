import type { ApiClient } from '../api/client';
import { listIndexablePages } from '../content/pages';
import { SITEMAP_APP_PATHS } from '../routing/manifest';
import { contentPath } from '../content/queries';
import { VIP_EXCLUSIVES_PATH, categoryCanonicalPath } from './canonical';
import type { SitemapEntry } from './sitemap';

/** Most listing pages the sitemap walks per category (the API pages listings). */
const MAX_PAGES_PER_CATEGORY = 50;

async function categoryItemPaths(api: ApiClient, slug: string): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= MAX_PAGES_PER_CATEGORY; page++) {
    const data = await api.get('category/:slug', page > 1 ? { slug, page } : { slug });
    paths.push(...data.items.map((i) => i.path));
    if (page >= data.pageCount) break;
  }
  return paths;
}

/**
 * What a brand's sitemap lists: home, category groups, categories, items and indexable content pages
 * (CMS and app). A category whose listing is canonical elsewhere is left out; its items are not.
 */
export async function sitemapEntries(api: ApiClient, brandId: string): Promise<SitemapEntry[]> {
  const categories = await api.get('categories');
  const groups = [...new Set(categories.map((c) => c.groupSlug).filter((g): g is string => Boolean(g)))];
  const [itemPaths, pages] = await Promise.all([
    Promise.all(categories.map((c) => categoryItemPaths(api, c.slug))),
    listIndexablePages(brandId).catch(() => []),
  ]);
  return [
    { path: '/' },
    ...groups.map((g) => ({ path: `/category-group/${g}` })),
    ...categories.filter((c) => categoryCanonicalPath(c) === c.path).map((c) => ({ path: c.path })),
    ...itemPaths.flat().map((path) => ({ path })),
    ...pages.map((p) => ({ path: contentPath(p.slug), lastmod: p.updatedAt })),
    // Indexable pages every brand serves from its own data rather than from one CMS document (the
    // route manifest's sitemap flag); the VIP-only styles too where the brand has some.
    ...SITEMAP_APP_PATHS.map((path) => ({ path })),
    ...(categories.some((c) => c.vipOnly) ? [{ path: VIP_EXCLUSIVES_PATH }] : []),
  ];
}
