import type { GetServerSideProps } from 'next';
import { findBrandByHost } from '../brands';
import { unknownHost } from '../lib/page/brandPage';
import { serverApi } from '../lib/api/server';
import { storeHost } from '../lib/api/shared';
import { listIndexablePages } from '../lib/content/pages';
import { contentPath } from '../lib/content/queries';
import type { CategoryGroupPageData, CategoryPageData, CategorySummary } from '../lib/catalog/types';
import { buildSitemapXml, type SitemapEntry } from '../lib/seo/sitemap';

/** Largest page size the sitemap walks per category (the API pages listings). */
const MAX_PAGES_PER_CATEGORY = 50;

async function categoryItemPaths(api: ReturnType<typeof serverApi>, slug: string): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= MAX_PAGES_PER_CATEGORY; page++) {
    const data = await api.get<CategoryPageData | CategoryGroupPageData>(`category/${slug}`, page > 1 ? { page } : {});
    paths.push(...data.items.map((i) => i.path));
    if (page >= data.pageCount) break;
  }
  return paths;
}

/** /sitemap.xml per brand: home, categories, category groups, items and indexable content pages. */
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const brand = findBrandByHost(req.headers.host);
  if (!brand) return unknownHost(res);
  const api = serverApi(brand, req, res);
  const categories = await api.get<CategorySummary[]>('categories');
  const groups = [...new Set(categories.map((c) => c.groupSlug).filter((g): g is string => Boolean(g)))];
  const [itemPaths, pages] = await Promise.all([
    Promise.all(categories.map((c) => categoryItemPaths(api, c.slug))),
    listIndexablePages(brand.id).catch(() => []),
  ]);
  const entries: SitemapEntry[] = [
    { path: '/' },
    ...groups.map((g) => ({ path: `/category-group/${g}` })),
    ...categories.map((c) => ({ path: c.path })),
    ...itemPaths.flat().map((path) => ({ path })),
    ...pages.map((p) => ({ path: contentPath(p.slug), lastmod: p.updatedAt })),
  ];
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(buildSitemapXml(storeHost(brand), entries));
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
