import { getContentClient } from '../../lib/content/client';
import { contentPath } from '../../lib/content/queries';
import type { SuggestLink } from './service';

/** How long a brand's content page list is kept (pages change rarely; suggestions must be fast). */
const TTL_MS = 5 * 60_000;
const QUERY = `*[_type == "page" && brand == $brand && noindex != true && slug.current != "homepage"] | order(slug.current asc){ "slug": slug.current, title }`;

const cache = new Map<string, { at: number; pages: Promise<SuggestLink[]> }>();

/**
 * The brand's indexable content pages (FAQ, size guide, care, …) from the content layer, as
 * suggestion links. A content layer that fails gives no pages (the suggestions still answer).
 */
export function contentPagesOf(brandId: string, now = Date.now()): Promise<SuggestLink[]> {
  const hit = cache.get(brandId);
  if (hit && now - hit.at < TTL_MS) return hit.pages;
  const pages = getContentClient()
    .fetch<unknown>(QUERY, { brand: brandId })
    .then((rows) =>
      (Array.isArray(rows) ? (rows as { slug?: unknown; title?: unknown }[]) : [])
        .filter((r) => r && typeof r.slug === 'string')
        .map((r) => ({ name: typeof r.title === 'string' && r.title ? r.title : String(r.slug), path: contentPath(String(r.slug)) })),
    )
    .catch(() => {
      cache.delete(brandId);
      return [] as SuggestLink[];
    });
  cache.set(brandId, { at: now, pages });
  return pages;
}
