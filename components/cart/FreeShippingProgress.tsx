import { freeShippingProgress } from '../../lib/cart/freeShipping';
import { formatMoney } from '../../lib/format/money';
import styles from './Cart.module.css';

interface Props {
  subtotal: number;
  discount: number;
  shipping: number;
  threshold: number;
}

/** How far the cart is from free shipping. Hidden when the store has no threshold. */
export function FreeShippingProgress({ subtotal, discount, shipping, threshold }: Props) {
  if (!threshold || threshold <= 0) return null;
  const { unlocked, remaining, percent } = freeShippingProgress({ subtotal, discount, shipping, threshold });
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
      <div className={styles.bar} role="progressbar" aria-label="Progress toward free shipping" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
