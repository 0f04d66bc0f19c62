import styles from './Reviews.module.css';

/** A rating shown as five stars, with the number for screen readers. */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'md' | 'lg' }) {
  const pct = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span className={`${styles.stars} ${size === 'lg' ? styles.starsLg : ''}`} role="img" aria-label={`${rating.toFixed(1).replace(/\.0$/, '')} out of 5 stars`}>
      <span className={styles.starsBase} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.starsFill} style={{ width: `${pct}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
