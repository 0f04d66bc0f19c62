import { useField } from 'formik';
import { formatMoney } from '../../lib/format/money';
import { INSTALMENTS, instalmentAmount } from '../../lib/catalog/afterpay';
import type { PaymentMethod } from '../../lib/checkout/fields';
import type { SavedCard } from '../../lib/payments/types';
import type { CardKeeping } from '../../lib/checkout/cardKeeping';
import { ClubCardNote } from './CardKeeping';
import { SavedCardChoice } from './SavedCardChoice';
import styles from './CheckoutForm.module.css';

interface Props {
  total: number;
  afterpayAvailable: boolean;
  /** A logged-in shopper's cards that can pay (GET payment-methods), offered before a new card. */
  savedCards?: readonly SavedCard[];
  /** Whether the paying card is kept (lib/checkout/cardKeeping.ts). */
  cardKeeping?: CardKeeping;
  clubName?: string;
  /** For a shopper who is not logged in: where to log in (the club note says to, to join with an account). */
  loginHref?: string;
}

/** Card (default) or 'Pay in 4' instalments on the card when the cart allows them; a saved card or a new one. */
export function PaymentOptions({ total, afterpayAvailable, savedCards = [], cardKeeping = 'none', clubName = '', loginHref }: Props) {
  const [field, , helpers] = useField<PaymentMethod>('paymentMethod');
  const method = field.value;
  const option = (value: PaymentMethod, label: string, note?: string) => (
    <label className={`${styles.option} ${method === value ? styles.optionOn : ''}`}>
      <input type="radio" name="paymentMethod" value={value} checked={method === value} onChange={() => void helpers.setValue(value)} />
      <span>
        <span className={styles.optionLabel}>{label}</span>
        {note && <span className={styles.optionNote}>{note}</span>}
      </span>
    </label>
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Payment</legend>
      {afterpayAvailable && (
        <div className={styles.options} role="radiogroup" aria-label="Payment method">
          {option('card', 'Credit or debit card')}
          {option('afterpay', 'Pay in 4', `${INSTALMENTS} interest-free payments of ${formatMoney(instalmentAmount(total))}`)}
        </div>
      )}
      {method === 'afterpay' && <p className={styles.hint}>Your card is charged in 4 interest-free installments, the first one today.</p>}
      <SavedCardChoice cards={savedCards} keeping={cardKeeping} />
      <ClubCardNote keeping={cardKeeping} clubName={clubName} loginHref={loginHref} />
    </fieldset>
  );
}
