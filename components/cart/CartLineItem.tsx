import type { DisplayLine } from '../../lib/cart/useCart';
import { formatMoney } from '../../lib/format/money';
import { splitColors } from '../../lib/format/colors';
import { sizeCaption } from '../../lib/format/sizes';
import { QuantityStepper } from './QuantityStepper';
import styles from './Cart.module.css';

interface Props {
  line: DisplayLine;
  onQuantity?(cartId: number, quantity: number): void;
  onRemove?(cartId: number): void;
  /** Read-only lines (order summary) have no stepper and no remove button. */
  readOnly?: boolean;
  /** The shopper has bought this item before (the cart's `purchased`). */
  boughtBefore?: boolean;
  onNavigate?(): void;
}

export function lineColors(line: Pick<DisplayLine, 'colors' | 'color'>): string[] {
  const fromList = (line.colors ?? []).flatMap((c) => splitColors(c));
  return fromList.length ? fromList : splitColors(line.color);
}

export function CartLineItem({ line, onQuantity, onRemove, readOnly = false, boughtBefore = false, onNavigate }: Props) {
  const colors = lineColors(line);
  const struck = !line.totalPending && line.originalTotal > line.total;
  return (
    <li className={styles.line} data-testid="cart-line">
      <img src={line.image} alt="" width={80} height={100} className={styles.thumb} loading="lazy" />
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          {line.path ? (
            <a href={line.path} className={styles.lineName} onClick={onNavigate}>
              {line.name}
            </a>
          ) : (
            <span className={styles.lineName}>{line.name}</span>
          )}
          <span className={styles.linePrice}>
            {struck && (
              <s className={styles.was}>
                <span className="visually-hidden">Was </span>
                {formatMoney(line.originalTotal)}
              </s>
            )}
            {line.totalPending ? (
              <span data-testid="line-total" aria-busy="true" className={styles.updating}>
                Updating…
              </span>
            ) : (
              <span data-testid="line-total">
                {struck && <span className="visually-hidden">Now </span>}
                {line.total === 0 ? 'Free' : formatMoney(line.total)}
              </span>
            )}
          </span>
        </div>
        <p className={styles.meta}>
          {colors.length > 0 && <span>{colors.join(' / ')}</span>}
          {line.size && <span>{sizeCaption(line.size)}</span>}
          {line.quantity > 1 && !line.totalPending && <span>{formatMoney(line.price)} each</span>}
        </p>
        {boughtBefore ? (
          <p className={styles.boughtBefore} data-testid="bought-before">
            You’ve bought this before
          </p>
        ) : null}
        {line.banner && <p className={styles.banner}>{line.banner}</p>}
        {line.bundleItems && line.bundleItems.length > 0 && (
          <div className={styles.bundle}>
            <span className={styles.bundleTitle}>Includes {line.bundleCount} piece{line.bundleCount === 1 ? '' : 's'}:</span>
            <ul>
              {line.bundleItems.map((b) => (
                <li key={b.name}>
                  {b.count} × {b.name}
                </li>
              ))}
            </ul>
          </div>
        )}
        {readOnly ? (
          <p className={styles.meta}>Qty {line.quantity}</p>
        ) : (
          <div className={styles.lineActions}>
            <QuantityStepper quantity={line.quantity} itemName={line.name} disabled={line.quantityFixed} onChange={(q) => onQuantity?.(line.cartId, q)} />
            <button type="button" className={styles.remove} onClick={() => onRemove?.(line.cartId)} aria-label={`Remove ${line.name}`}>
              Remove
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
