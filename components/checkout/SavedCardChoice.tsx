import { useFormikContext } from 'formik';
import type { CheckoutFormValues } from '../../lib/checkout/fields';
import { cardLabel } from '../../lib/payments/cardLabels';
import type { SavedCard } from '../../lib/payments/types';
import type { CardKeeping } from '../../lib/checkout/cardKeeping';
import { CardFields } from './CardFields';
import { StripeFields } from './stripe/StripeFields';
import { useStripeCheckout } from './stripe/context';
import { SaveCardBox } from './CardKeeping';
import styles from './CheckoutForm.module.css';
import { usePrefillOnce } from './usePrefillOnce';

const NEW_CARD = '';

/**
 * A logged-in shopper's saved cards as choices, with "A new card" (the card fields) last. The
 * default card is chosen once when the cards arrive, unless a card number is already typed.
 * Without saved cards, just the card fields. A logged-in shopper may tick to save a typed card.
 */
export function SavedCardChoice({ cards, keeping = 'none' }: { cards: readonly SavedCard[]; keeping?: CardKeeping }) {
  const { values, setFieldValue } = useFormikContext<CheckoutFormValues>();
  const chosen = values.savedCardId;
  usePrefillOnce(cards, !values.card.number.trim(), (first) => void setFieldValue('savedCardId', String(first.id), false));

  const stripe = useStripeCheckout();
  const typedCard = (
    <>
      {stripe ? <StripeFields method="card" /> : <CardFields />}
      <SaveCardBox keeping={keeping} />
    </>
  );
  if (cards.length === 0) return typedCard;
  const choice = (value: string, label: string) => (
    <label key={value || 'new'} className={`${styles.option} ${chosen === value ? styles.optionOn : ''}`}>
      <input type="radio" name="savedCardId" value={value} checked={chosen === value} onChange={() => void setFieldValue('savedCardId', value, false)} />
      <span className={styles.optionLabel}>{label}</span>
    </label>
  );
  return (
    <>
      <div className={styles.options} role="radiogroup" aria-label="Card to pay with" data-testid="saved-cards">
        {cards.map((c) => choice(String(c.id), `${cardLabel(c)}${c.isDefault ? ' (default)' : ''}`))}
        {choice(NEW_CARD, 'A new card')}
      </div>
      {chosen === NEW_CARD && typedCard}
    </>
  );
}
