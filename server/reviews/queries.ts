import type { DB } from '../db';
import type { ReviewsPageData } from '../../lib/catalog/types';
import { mapReview } from './mapReview';
import { summarizeRatings } from './summary';

/** One page of reviews, newest first, with the rating summary of the same set (an item's, or the brand's). */
export async function listReviews(db: DB, brandId: string, itemId: number | null, page: number, pageSize: number): Promise<ReviewsPageData> {
  let base = db.selectFrom('reviews as r').where('r.brand_id', '=', brandId);
  if (itemId !== null) base = base.where('r.item_id', '=', itemId);
  const [counts, rows] = await Promise.all([
    base.select(['r.rating', (eb) => eb.fn.countAll().as('n')]).groupBy('r.rating').execute(),
    base
      .leftJoin('items as i', 'i.id', 'r.item_id')
      .select([
        'r.id', 'r.item_id', 'i.name as item_name', 'r.first_name', 'r.last_initial', 'r.rating', 'r.title', 'r.body',
        'r.images_json', 'r.answers_json', 'r.created_at',
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const summary = summarizeRatings(counts.map((c) => ({ rating: Number(c.rating), n: Number(c.n) })));
  const total = counts.reduce((a, c) => a + Number(c.n), 0);
  return { reviews: rows.map(mapReview), summary, page, pageSize, total };
}
