import { loadingCache } from '../../lib/cache/loadingCache';
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

const cache = loadingCache<ReviewsPageData, ReviewsQuery>({
  max: 5_000,
  ttlMs: REVIEWS_TTL_MS,
  load: (_key, q) => listReviews(q.db, q.brandId, q.itemId, q.page, q.pageSize),
});

/** One page of a brand's (or one item's) reviews with the rating summary, cached in-process. */
export function getReviewsPage(db: DB, brandId: string, itemId: number | null, page: number, pageSize: number): Promise<ReviewsPageData> {
  const key = `${brandId}:${itemId ?? '*'}:${page}:${pageSize}`;
  return cache.get(key, { db, brandId, itemId, page, pageSize });
}
