import styles from './Stars.module.css';

const SIZES = { sm: styles.sm, md: styles.md, lg: styles.lg };

/** A rating as five stars in the brand's colour, with the number for screen readers (item page and reviews page). */
export function Stars({ rating, size = 'md' }: { rating: number; size?: keyof typeof SIZES }) {
  const pct = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span className={`${styles.stars} ${SIZES[size]}`} role="img" aria-label={`${rating.toFixed(1).replace(/\.0$/, '')} out of 5 stars`}>
      <span className={styles.base} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.fill} style={{ width: `${pct}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
