import { formatMoney } from '../../lib/format/money';
import styles from './Cart.module.css';

/** How far the subtotal is from free shipping. Hidden when the store has no threshold. */
export function FreeShippingProgress({ subtotal, threshold, shipping }: { subtotal: number; threshold: number; shipping: number }) {
  if (!threshold || threshold <= 0) return null;
  const remaining = Math.max(0, threshold - subtotal);
  const unlocked = remaining === 0 || shipping === 0;
  const pct = unlocked ? 100 : Math.round((subtotal / threshold) * 100);
  return (
    <div className={styles.progress} data-testid="free-shipping">
      <p className={styles.progressText}>
        {unlocked ? (
          <strong>You’ve unlocked free shipping!</strong>
        ) : (
          <>
            You’re <strong>{formatMoney(remaining)}</strong> away from free shipping
          </>
        )}
      </p>
      <div className={styles.bar} role="progressbar" aria-label="Progress toward free shipping" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <span className={styles.barFill} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
