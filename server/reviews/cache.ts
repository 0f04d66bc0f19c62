import { LRUCache } from 'lru-cache';
import type { DB } from '../db';
import type { ReviewsPageData } from '../../lib/catalog/types';
import { listReviews } from './queries';

/** Reviews change only with the catalog (seeded, imported), so a page of them may be 30 s old. */
export const REVIEWS_TTL_MS = 30_000;

interface ReviewsQuery {
  db: DB;
  brandId: string;
  itemId: number | null;
  page: number;
  pageSize: number;
}

// lru-cache's fetch() shares one load between concurrent callers and never caches a failure.
// ignoreFetchAbort: a clear during a load lets that load's callers have its result (it is not
// cached) instead of failing them with 'deleted'.
const cache = new LRUCache<string, ReviewsPageData, ReviewsQuery>({
  max: 5_000,
  ttl: REVIEWS_TTL_MS,
  ignoreFetchAbort: true,
  fetchMethod: (_key, _stale, { context }) => listReviews(context.db, context.brandId, context.itemId, context.page, context.pageSize),
});

/** One page of a brand's (or one item's) reviews with the rating summary, cached in-process. */
export async function getReviewsPage(db: DB, brandId: string, itemId: number | null, page: number, pageSize: number): Promise<ReviewsPageData> {
  const key = `${brandId}:${itemId ?? '*'}:${page}:${pageSize}`;
  const value = await cache.fetch(key, { context: { db, brandId, itemId, page, pageSize } });
  return value as ReviewsPageData;
}

export function clearReviewsCache(): void {
  cache.clear();
}
