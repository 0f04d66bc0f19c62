import { useState } from 'react';
import { useCart } from '../../../lib/cart/useCart';
import { useCartActions } from '../../../lib/cart/actions';
import { errorMessage } from '../../../lib/cart/errors';
import styles from './Campaign.module.css';

/**
 * The campaign's code and whether it is on the shopper's cart: a link with `?coupon=` (or any link of
 * the page) applies it once the cart has loaded (lib/cart/effects.ts), and this says so; otherwise
 * one click applies it here. The cart's own reason shows when the code is on it but gives nothing yet.
 */
export function CampaignCode({ code }: { code: string }) {
  const { data: cart } = useCart();
  const { applyDiscount } = useCartActions();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onCart = cart?.discountDetails && cart.discountDetails.name.toLowerCase() === code.toLowerCase() ? cart.discountDetails : null;

  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      await applyDiscount(code);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.code} data-testid="campaign-code">
      <p role="status" data-testid="campaign-code-status">
        {onCart && !onCart.reason && (
          <>
            Code <strong>{code}</strong> is applied to your cart. Shop away: the discount shows in your cart.
          </>
        )}
        {onCart?.reason && (
          <>
            Code <strong>{code}</strong> is on your cart. Not applied yet: {onCart.reason}
          </>
        )}
        {!onCart && (
          <>
            Your code: <strong>{code}</strong>. Every link on this page applies it in your cart, or apply it now.
          </>
        )}
      </p>
      {!onCart && cart && (
        <button type="button" className="btn" onClick={apply} disabled={busy} data-testid="campaign-apply">
          Apply {code} to my cart
        </button>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
