import { cardBrandName, cardLabel, expiryLabel } from '../../lib/payments/cardLabels';
import type { SavedCard } from '../../lib/payments/types';
import { ConfirmStep } from '../account/ConfirmStep';
import styles from './PaymentMethods.module.css';

interface Props {
  card: SavedCard;
  /** True while any change to the cards is being sent. */
  busy: boolean;
  /** The club bills this card and it is the only one: it cannot be removed. */
  keep: boolean;
  onMakeDefault(): void;
  onRemove(): void;
}

/** One saved card with its badges and actions; removing asks first, in place. */
export function SavedCardItem({ card: c, busy, keep, onMakeDefault, onRemove }: Props) {
  const label = cardLabel(c);
  const what = <span className="visually-hidden"> {label}</span>;
  return (
    <li className={styles.card} data-testid="saved-card">
      <p className={styles.name}>
        <span>{cardBrandName(c.brand)}</span>{' '}
        <span aria-hidden="true">•••• {c.last4}</span>
        <span className="visually-hidden">ending in {c.last4}</span>
      </p>
      <p className={styles.expiry}>
        {c.expired ? 'Expired' : 'Expires'} {expiryLabel(c.expMonth, c.expYear)}
      </p>
      {c.isDefault || c.expired ? (
        <p className={styles.badges}>
          {c.isDefault ? <span className={styles.badge}>Default</span> : null}
          {c.expired ? <span className={`${styles.badge} ${styles.expired}`}>Expired</span> : null}
        </p>
      ) : null}
      {keep ? <p className={styles.note}>Your club membership is billed to this card. Add another card before removing it.</p> : null}
      <ConfirmStep label={`Remove ${label}?`} question="Remove this card?" confirm={<>Yes, remove{what}</>} busy={busy} onConfirm={onRemove}>
        {(ask) => (
          <>
            {c.isDefault || c.expired ? null : (
              <button type="button" className="btn btn-outline" disabled={busy} onClick={onMakeDefault}>
                Make default{what}
              </button>
            )}
            {keep ? null : (
              <button type="button" className="btn btn-outline" disabled={busy} onClick={ask}>
                Remove{what}
              </button>
            )}
          </>
        )}
      </ConfirmStep>
    </li>
  );
}
