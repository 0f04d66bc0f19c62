import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { requestTarget } from './http';

/** Requests in flight at once: the whole sitemap of a brand (items included) takes about a second. */
const CONCURRENCY = 6;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#x27': "'", '#39': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|apos|#x27|#39);/g, (_, e: string) => ENTITIES[e]);

interface PageHead {
  path: string;
  status: number;
  title: string | null;
  description: string | null;
}

async function fetchHead(request: APIRequestContext, baseURL: string, path: string): Promise<PageHead> {
  const { url, headers } = requestTarget(baseURL, path);
  const res = await request.get(url, { headers, maxRedirects: 0 });
  const html = await res.text();
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return { path, status: res.status(), title: title ? decode(title) : null, description: description ? decode(description) : null };
}

/** Values two or more pages share, each with the pages that share it. */
function shared(heads: PageHead[], field: 'title' | 'description'): Record<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const h of heads) {
    const value = h[field];
    if (value) pages.set(value, [...(pages.get(value) ?? []), h.path]);
  }
  return Object.fromEntries([...pages].filter(([, paths]) => paths.length > 1));
}

/**
 * Search results show a page's title and meta description, so no two pages a brand's sitemap lists
 * may share either. Every listed URL is fetched, item pages included.
 */
test('every page in the sitemap has a title and meta description of its own', async ({ request, baseURL }) => {
  const sitemap = requestTarget(baseURL!, '/sitemap.xml');
  const xml = await (await request.get(sitemap.url, { headers: sitemap.headers })).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const u = new URL(decode(m[1]));
    return u.pathname + u.search;
  });
  expect(paths.length).toBeGreaterThan(20);

  const queue = [...paths];
  const heads: PageHead[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) heads.push(await fetchHead(request, baseURL!, path));
    }),
  );

  expect(heads.filter((h) => h.status !== 200).map((h) => `${h.status} ${h.path}`)).toEqual([]);
  expect(heads.filter((h) => !h.title || !h.description).map((h) => h.path)).toEqual([]);
  expect(shared(heads, 'title')).toEqual({});
  expect(shared(heads, 'description')).toEqual({});
});
