import { useField } from 'formik';
import { toCents } from '../../lib/format/money';
import { INSTALMENT_COUNT, INSTALMENT_INTERVAL_DAYS, instalmentAmountsText } from '../../lib/payments/instalments';
import type { PaymentMethod } from '../../lib/checkout/fields';
import type { SavedCard } from '../../lib/payments/types';
import type { SessionCard } from '../../lib/checkout/useSaved';
import type { CardKeeping } from '../../lib/checkout/cardKeeping';
import { ClubCardNote } from './CardKeeping';
import { SavedCardChoice } from './SavedCardChoice';
import { StripeFields } from './stripe/StripeFields';
import { useStripeCheckout } from './stripe/context';
import styles from './CheckoutForm.module.css';

interface Props {
  total: number;
  afterpayAvailable: boolean;
  /** A logged-in shopper's cards that can pay (GET payment-methods), offered before a new card. */
  savedCards?: readonly SavedCard[];
  /** One click: the card of this session's last order (GET checkout/session-card), offered first. */
  sessionCards?: readonly SessionCard[];
  /** Whether the paying card is kept (lib/checkout/cardKeeping.ts). */
  cardKeeping?: CardKeeping;
  clubName?: string;
  /** For a shopper who is not logged in: where to log in (the club note says to, to join with an account). */
  loginHref?: string;
}

/** Card (default) or 'Pay in 4' instalments on the card when the cart allows them; a saved card or a new one. */
export function PaymentOptions({ total, afterpayAvailable, savedCards = [], sessionCards = [], cardKeeping = 'none', clubName = '', loginHref }: Props) {
  const [field, , helpers] = useField<PaymentMethod>('paymentMethod');
  const method = field.value;
  // With Stripe, Pay in 4 is Afterpay's: the shopper pays Afterpay in installments and the shop is paid in full.
  const afterpayProvider = Boolean(useStripeCheckout());
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
          {option('afterpay', 'Pay in 4', `${INSTALMENT_COUNT} interest-free payments of ${instalmentAmountsText(toCents(total))}`)}
        </div>
      )}
      {method === 'afterpay' && !afterpayProvider && (
        <p className={styles.hint} data-testid="pay-in-4-hint">
          Your card is charged the first installment today, then one every two weeks ({INSTALMENT_INTERVAL_DAYS * (INSTALMENT_COUNT - 1) / 7} weeks in all). The schedule is on your order page and in your confirmation email.
        </p>
      )}
      {method === 'afterpay' && afterpayProvider && (
        <>
          <p className={styles.hint} data-testid="pay-in-4-hint">
            You pay with Afterpay: {INSTALMENT_COUNT} interest-free payments every two weeks, the first when you confirm on Afterpay’s page, where you go next. Afterpay sends you the schedule; we are paid in full and ship as usual.
          </p>
          <StripeFields method="afterpay" />
        </>
      )}
      {!(method === 'afterpay' && afterpayProvider) && <SavedCardChoice cards={savedCards} sessionCards={sessionCards} keeping={cardKeeping} />}
      <ClubCardNote keeping={cardKeeping} clubName={clubName} loginHref={loginHref} />
    </fieldset>
  );
}
