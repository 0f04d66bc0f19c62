import type { RatingSummary } from '../../lib/catalog/types';

/** Rating summary from per-star counts: average (1 decimal), count, histogram 5 → 1 stars. */
export function summarizeRatings(counts: readonly { rating: number; n: number }[]): RatingSummary {
  const per = [0, 0, 0, 0, 0, 0];
  for (const c of counts) {
    const r = Math.round(Number(c.rating));
    if (r >= 1 && r <= 5 && c.n > 0) per[r] += c.n;
  }
  const count = per.reduce((a, b) => a + b, 0);
  const sum = per.reduce((a, n, r) => a + n * r, 0);
  return {
    average: count ? Math.round((sum / count) * 10) / 10 : 0,
    count,
    histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: per[stars] })),
  };
}

export const EMPTY_SUMMARY: RatingSummary = summarizeRatings([]);
