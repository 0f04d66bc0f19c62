import type { RatingSummary } from '../../../lib/catalog/types';
import { reviewCount, starCount } from '../../../lib/catalog/ratingText';
import { formatCount } from '../../../lib/format/count';
import { Stars } from '../../catalog/Stars';
import styles from './Reviews.module.css';

/** Average, count and a bar per star (5 first). */
export function RatingSummaryPanel({ summary }: { summary: RatingSummary }) {
  const max = Math.max(1, ...summary.histogram.map((h) => h.count));
  return (
    <section className={styles.summary} aria-labelledby="reviews-summary" data-testid="rating-summary">
      <h2 id="reviews-summary" className="visually-hidden">
        Rating summary
      </h2>
      <div className={styles.average}>
        <span className={styles.averageNumber}>{summary.average.toFixed(1)}</span>
        <Stars rating={summary.average} size="lg" />
        <span className={styles.count}>
          Based on {reviewCount(summary.count)}
        </span>
      </div>
      <ul className={styles.histogram}>
        {summary.histogram.map((h) => (
          <li key={h.stars}>
            <span className={styles.histLabel}>
              {starCount(h.stars)}
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${(h.count / max) * 100}%` }} />
            </span>
            <span className={styles.histCount}>{formatCount(h.count)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
