import type { RouteHandlers } from '../routes';
import { notFound } from '../http/errors';
import { REVIEWS_PAGE_SIZE, type ReviewsPageData } from '../../lib/catalog/types';
import { CATALOG_CACHE_CONTROL, readOptionalQueryId } from '../catalog/params';
import { getCatalog } from '../catalog/cache';
import { getReviewsPage } from './cache';

/** Page numbers: anything but a whole number from 1 reads as page 1; past the end gives an empty page. */
function readPage(v: string | undefined): number {
  const s = String(v ?? '').trim();
  return /^\d{1,6}$/.test(s) && Number(s) >= 1 ? Number(s) : 1;
}

export const reviewRoutes = {
  'GET reviews': async (ctx): Promise<ReviewsPageData> => {
    ctx.headers['Cache-Control'] = CATALOG_CACHE_CONTROL;
    const itemId = readOptionalQueryId(ctx.req.query, 'itemId');
    if (itemId !== undefined) {
      const snap = await getCatalog(ctx.db, ctx.brand.id);
      if (!snap.items.has(itemId)) throw notFound('itemId: invalid ID, no such item');
    }
    return getReviewsPage(ctx.db, ctx.brand.id, itemId ?? null, readPage(ctx.req.query.page), REVIEWS_PAGE_SIZE);
  },
} satisfies RouteHandlers;
