import { useFormikContext } from 'formik';
import { sessionCardChoice, type CheckoutFormValues } from '../../lib/checkout/fields';
import type { SessionCard } from '../../lib/checkout/useSaved';
import { cardEnding, cardLabel } from '../../lib/payments/cardLabels';
import type { SavedCard } from '../../lib/payments/types';
import type { CardKeeping } from '../../lib/checkout/cardKeeping';
import { CardFields } from './CardFields';
import { StripeFields } from './stripe/StripeFields';
import { useStripeCheckout } from './stripe/context';
import { SaveCardBox } from './CardKeeping';
import styles from './CheckoutForm.module.css';
import { usePrefillOnce } from './usePrefillOnce';
import { isBlankAddress } from '../../lib/checkout/savedAddress';

const NEW_CARD = '';

interface Props {
  cards: readonly SavedCard[];
  /** One click: the card of this session's last order (none or one), offered first. */
  sessionCards?: readonly SessionCard[];
  keeping?: CardKeeping;
}

/**
 * The card of this session's last order (one click) and a logged-in shopper's saved cards as
 * choices, with "A new card" (the card fields) last. The first is chosen once when they arrive,
 * unless a card number is already typed. Without either, just the card fields. A logged-in shopper
 * may tick to save a typed card.
 */
export function SavedCardChoice({ cards, sessionCards = [], keeping = 'none' }: Props) {
  const { values, setFieldValue } = useFormikContext<CheckoutFormValues>();
  const chosen = values.savedCardId;
  usePrefillOnce<SavedCard | SessionCard>(sessionCards.length ? sessionCards : cards, !values.card.number.trim(), (first) => {
    if (!('orderId' in first)) return void setFieldValue('savedCardId', String(first.id), false);
    void setFieldValue('savedCardId', sessionCardChoice(first.orderId), false);
    // One click: the last order's email (the card pays only for it) and address fill a blank form.
    if (!values.email.trim()) void setFieldValue('email', first.email, false);
    if (first.shipping && isBlankAddress(values.shipping)) void setFieldValue('shipping', { ...first.shipping, address2: first.shipping.address2 ?? '' }, false);
  });

  const stripe = useStripeCheckout();
  const typedCard = (
    <>
      {stripe ? <StripeFields method="card" /> : <CardFields />}
      <SaveCardBox keeping={keeping} />
    </>
  );
  if (cards.length === 0 && sessionCards.length === 0) return typedCard;
  const choice = (value: string, label: string) => (
    <label key={value || 'new'} className={`${styles.option} ${chosen === value ? styles.optionOn : ''}`}>
      <input type="radio" name="savedCardId" value={value} checked={chosen === value} onChange={() => void setFieldValue('savedCardId', value, false)} />
      <span className={styles.optionLabel}>{label}</span>
    </label>
  );
  return (
    <>
      <div className={styles.options} role="radiogroup" aria-label="Card to pay with" data-testid="saved-cards">
        {sessionCards.map((c) => choice(sessionCardChoice(c.orderId), `${cardEnding(c)}, from your order #${c.orderId}`))}
        {cards.map((c) => choice(String(c.id), `${cardLabel(c)}${c.isDefault ? ' (default)' : ''}`))}
        {choice(NEW_CARD, 'A new card')}
      </div>
      {chosen === NEW_CARD && typedCard}
    </>
  );
}
