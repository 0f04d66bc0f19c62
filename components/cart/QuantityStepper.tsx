import styles from './Cart.module.css';

export const MAX_LINE_QUANTITY = 20;

interface Props {
  quantity: number;
  itemName: string;
  disabled?: boolean;
  onChange(quantity: number): void;
}

/** − quantity + with 44 px targets; a fixed-quantity line shows its quantity only. */
export function QuantityStepper({ quantity, itemName, disabled = false, onChange }: Props) {
  if (disabled) {
    return (
      <span className={styles.qtyFixed} data-testid="line-quantity">
        Qty {quantity}
      </span>
    );
  }
  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${itemName}`}>
      <button type="button" className={styles.stepBtn} onClick={() => onChange(quantity - 1)} disabled={quantity <= 1} aria-label={`Decrease quantity of ${itemName}`}>
        −
      </button>
      <span className={styles.qty} aria-live="polite" data-testid="line-quantity">
        {quantity}
      </span>
      <button type="button" className={styles.stepBtn} onClick={() => onChange(quantity + 1)} disabled={quantity >= MAX_LINE_QUANTITY} aria-label={`Increase quantity of ${itemName}`}>
        +
      </button>
    </div>
  );
}
