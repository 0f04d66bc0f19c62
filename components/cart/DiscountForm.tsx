import { useId, useState, type FormEvent } from 'react';
import type { CartState } from '../../lib/cart/types';
import { useCartActions } from '../../lib/cart/actions';
import { errorMessage } from '../../lib/cart/errors';
import { discountRefusalNote, discountRowDetail } from '../../lib/cart/discountText';
import { fieldAria } from '../ui/Field';
import styles from './Cart.module.css';

/** Apply a discount code (the API's error shows under the field) or remove the applied one. */
export function DiscountForm({ cart }: { cart: CartState }) {
  const { applyDiscount, removeDiscount } = useCartActions();
  const [code, setCode] = useState('');
  // A refusal is about the cart it was given for ('needs a subtotal of at least $60.00'): once the items
  // or amounts change it may no longer be true, so it is shown only while the cart is the same.
  const [refusal, setRefusal] = useState<{ text: string; cart: string } | null>(null);
  const cartNow = `${cart.items.map((l) => `${l.cartId}:${l.quantity}`).join(',')}|${cart.amounts.subtotal}`;
  const error = refusal && refusal.cart === cartNow ? refusal.text : null;
  const setError = (text: string | null) => setRefusal(text === null ? null : { text, cart: cartNow });
  const [busy, setBusy] = useState(false);
  const id = useId();
  // The field shares its row with the Apply button and its error is announced (role="alert"): Field's layout does not fit, its wiring does.
  const control = fieldAria(`${id}-code`, false, error);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError('Enter a discount code');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await applyDiscount(code);
      setCode('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (cart.discountDetails) {
    // A code the cart no longer qualifies for stays listed with the server's reason; one that waits for
    // items says what it will do and what it needs (lib/cart/discountText.ts). Neither gives a discount.
    const d = cart.discountDetails;
    const note = discountRefusalNote(d);
    return (
      <div>
        <div className={styles.applied} data-testid="discount-applied">
          <span data-testid={d.waiting ? 'discount-waiting' : undefined} role={d.waiting ? 'status' : undefined}>
            <strong>{d.name}</strong>
            {discountRowDetail(d)}
          </span>
          <button type="button" className={styles.linkBtn} onClick={() => removeDiscount().catch(() => undefined)} aria-label={`Remove discount code ${d.name}`}>
            Remove
          </button>
        </div>
        {note && (
          <p className={styles.fieldError} role="status" data-testid="discount-reason">
            {note}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className={styles.discount} onSubmit={submit} noValidate>
      <label htmlFor={control.id} className={styles.discountLabel}>
        Discount code
      </label>
      <div className={styles.discountRowInput}>
        <input
          {...control}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          className={styles.input}
        />
        <button type="submit" className={`btn btn-outline ${styles.applyBtn}`} disabled={busy}>
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id={`${control.id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
