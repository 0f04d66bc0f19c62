import { useState } from 'react';
import { useBrand } from '../../lib/brand/context';
import { useCartActions } from '../../lib/cart/actions';
import { errorMessage } from '../../lib/cart/errors';
import { useCart } from '../../lib/cart/useCart';
import styles from './Vip4shOffer.module.css';

/**
 * The way to act on a club promise made beside a price or a cart ('Join today and this order ships
 * free'): one button that puts the club in the cart (POST cart/club), so the order the shopper places
 * next is the one the promise is about. Nothing for a member (the cart's hasClub); once the club is in
 * the cart it says so.
 */
export function JoinWithOrder() {
  const { brand } = useBrand();
  const { data: cart } = useCart();
  const { setClub } = useCartActions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!cart || cart.hasClub) return null;
  if (cart.hasClubInCart) {
    return (
      <span className={styles.joined} data-testid="join-with-order-done">
        {brand.clubName} is in your cart.
      </span>
    );
  }
  const join = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await setClub(true);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={styles.join} onClick={join} aria-disabled={busy || undefined} data-testid="join-with-order">
        {busy ? 'Adding membership…' : `Add ${brand.clubName} to my order`}
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}
