import { formatMoney } from '../../lib/format/money';
import styles from './Cart.module.css';

interface Props {
  clubName: string;
  monthly: number;
  /** Takes the membership out of the cart; absent on read-only summaries. */
  onRemove?(): void;
  removing?: boolean;
}

/** The club membership as a cart line: its first month is charged with the order (or alone). */
export function ClubInCartLine({ clubName, monthly, onRemove, removing = false }: Props) {
  const name = `${clubName} membership`;
  return (
    <li className={styles.line} data-testid="club-line">
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          <span className={styles.lineName}>{name}</span>
          <span className={styles.linePrice}>{formatMoney(monthly)}</span>
        </div>
        <p className={styles.meta}>
          <span>First month, then {formatMoney(monthly)} a month. Skip or cancel any time.</span>
        </p>
        {onRemove && (
          <div className={styles.lineActions}>
            <button type="button" className={styles.remove} onClick={onRemove} disabled={removing} aria-label={`Remove ${name}`}>
              {removing ? 'Removing…' : 'Remove'}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
