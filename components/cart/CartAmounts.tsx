import type { CartAmounts as Amounts } from '../../lib/cart/types';
import type { AppliedMultiBuy } from '../../lib/promotions/multiBuy';
import { formatMoney } from '../../lib/format/money';
import styles from './Cart.module.css';

interface Props {
  amounts: Amounts;
  savings?: number;
  hasItems: boolean;
  discountName?: string | null;
  /** Multi-buy sets the cart makes (GET cart's multiBuys): a saving row each, before the discount. */
  multiBuys?: AppliedMultiBuy[];
  /** The club's first month when membership is in the cart (part of the total). */
  membership?: number;
  /**
   * Tax is not known yet (no shipping address: GET cart's taxQuoted is false): this text stands in the
   * tax row instead of an amount, and the total is before tax. Undefined: amounts.tax was quoted for an
   * address, shown as an estimate (state rates, server/tax).
   */
  taxPending?: string;
  /** A change is on its way to the server (lib/cart/optimistic.ts): these are the amounts before it. */
  updating?: boolean;
}

/** Subtotal, multi-buy savings, discount, shipping ('Free' at 0), tax, total and the shopper's savings. */
export function CartAmounts({ amounts, savings = amounts.savings, hasItems, discountName, multiBuys = [], membership = 0, taxPending, updating = false }: Props) {
  return (
    <div className={styles.amounts} data-testid="cart-amounts" aria-busy={updating || undefined}>
      {updating && (
        <p role="status" className={styles.updating} data-testid="amounts-updating">
          Updating your totals…
        </p>
      )}
      <dl className={updating ? styles.stale : undefined}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd data-testid="amount-subtotal">{formatMoney(amounts.subtotal)}</dd>
        </div>
        {multiBuys.map((m) => (
          <div key={m.id} className={`${styles.row} ${styles.discountRow}`} data-testid="amount-multibuy">
            <dt>{m.label}{m.sets > 1 ? ` ×${m.sets}` : ''}</dt>
            <dd>{formatMoney(-m.saving)}</dd>
          </div>
        ))}
        {amounts.discount > 0 && (
          <div className={`${styles.row} ${styles.discountRow}`}>
            <dt>Discount{discountName ? ` (${discountName})` : ''}</dt>
            <dd data-testid="amount-discount">{formatMoney(-amounts.discount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>Shipping</dt>
          <dd data-testid="amount-shipping">{hasItems && amounts.shipping === 0 ? 'Free' : formatMoney(amounts.shipping)}</dd>
        </div>
        {membership > 0 && (
          <div className={styles.row}>
            <dt>VIP membership (first month)</dt>
            <dd data-testid="amount-membership">{formatMoney(membership)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{taxPending === undefined ? 'Estimated tax' : 'Tax'}</dt>
          {taxPending === undefined ? (
            <dd data-testid="amount-tax">{formatMoney(amounts.tax)}</dd>
          ) : (
            <dd data-testid="amount-tax-pending">{taxPending}</dd>
          )}
        </div>
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>{taxPending === undefined ? 'Total' : 'Total before tax'}</dt>
          <dd data-testid="amount-total">{formatMoney(amounts.total)}</dd>
        </div>
      </dl>
      {savings > 0 && (
        <p className={styles.savings} data-testid="amount-savings">
          You save {formatMoney(savings)}
        </p>
      )}
    </div>
  );
}
