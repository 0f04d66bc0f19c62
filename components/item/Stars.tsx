import styles from './Stars.module.css';

/** Five stars filled to the rating, with the rating as text for screen readers. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className={styles.stars} style={{ fontSize: size }} role="img" aria-label={`Rated ${rating} out of 5`}>
      <span className={styles.empty} aria-hidden="true">★★★★★</span>
      <span className={styles.full} style={{ width: `${pct}%` }} aria-hidden="true">★★★★★</span>
    </span>
  );
}
