import { CARD_INPUT_LIMITS, CARD_NUMBER_TYPED_MAX, formatCardExpiry, typedCardNumber } from '../../lib/validation/card';
import { TextField } from './TextField';
import styles from './CheckoutForm.module.css';

const digits = (max: number) => (v: string) => v.replace(/\D/g, '').slice(0, max);

/**
 * Card number (grouped as typed), expiry 'MM / YY' and CVC, with the spec's input limits. Names
 * card.number, card.expiry, card.cvc. `numberHint` (the saved cards' form: the detected brand) is
 * shown under the number and linked to it.
 */
export function CardFields({ numberHint }: { numberHint?: string } = {}) {
  return (
    <div className={styles.grid}>
      <TextField
        name="card.number"
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={CARD_NUMBER_TYPED_MAX}
        format={typedCardNumber}
        placeholder="1234 1234 1234 1234"
        hint={numberHint}
        className={styles.full}
      />
      <TextField
        name="card.expiry"
        label="Expiry (MM / YY)"
        autoComplete="cc-exp"
        inputMode="numeric"
        maxLength={CARD_INPUT_LIMITS.expiry}
        format={(v) => formatCardExpiry(v).slice(0, CARD_INPUT_LIMITS.expiry)}
        placeholder="MM / YY"
      />
      <TextField
        name="card.cvc"
        label="Security code (CVC)"
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={CARD_INPUT_LIMITS.cvc}
        format={digits(CARD_INPUT_LIMITS.cvc)}
        placeholder="CVC"
      />
    </div>
  );
}
