import { useBrand } from '../../lib/brand/context';
import { useCart, useCartLines } from '../../lib/cart/useCart';
import { useCartActions } from '../../lib/cart/actions';
import { useCartUi } from '../../lib/cart/uiState';
import { CartLineItem } from './CartLineItem';
import { ClubInCartLine } from './ClubInCartLine';
import { CartAmounts } from './CartAmounts';
import { DiscountForm } from './DiscountForm';
import { FreeShippingProgress } from './FreeShippingProgress';
import { FeaturedItems } from './FeaturedItems';
import styles from './Cart.module.css';

interface Props {
  variant: 'drawer' | 'page';
  /** Called when the shopper follows a link (the drawer closes). */
  onNavigate?(): void;
}

const ignore = () => undefined;

/** The cart's lines, discount form, amounts and checkout button (drawer and cart page). */
export function CartContents({ variant, onNavigate }: Props) {
  const { brand, settings } = useBrand();
  const { data: cart, error } = useCart();
  const lines = useCartLines(cart);
  const { updateQuantity, removeLine, removeClub } = useCartActions();
  const { cartUpdating, cartError, clearCartError } = useCartUi();

  if (!cart) {
    return error ? (
      <p role="alert" className={styles.error}>
        We couldn’t load your cart. Please refresh the page.
      </p>
    ) : (
      <p className={styles.loading} aria-busy="true">
        Loading your cart…
      </p>
    );
  }

  // A membership on its own is something to check out, not an empty cart.
  if (lines.length === 0 && !cart.hasClubInCart) {
    return (
      <div className={styles.empty} data-testid="cart-empty">
        <p>Your cart is empty.</p>
        <a href={settings.mainShoppingPath || '/'} className="btn" onClick={onNavigate}>
          Continue shopping
        </a>
      </div>
    );
  }

  return (
    <div className={`${styles.contents} ${variant === 'page' ? styles.page : styles.drawer}`} aria-busy={cartUpdating}>
      <div className={styles.linesCol}>
        {lines.length > 0 && <FreeShippingProgress subtotal={cart.amounts.subtotal} discount={cart.amounts.discount} shipping={cart.amounts.shipping} threshold={cart.freeShippingThreshold} />}
        {cartError && (
          <div role="alert" className={styles.error} data-testid="cart-error">
            <span>{cartError}</span>
            <button type="button" className={styles.linkBtn} onClick={clearCartError} aria-label="Dismiss error">
              Dismiss
            </button>
          </div>
        )}
        <ul className={styles.lines} aria-label="Items in your cart">
          {lines.map((line) => (
            <CartLineItem
              key={line.cartId}
              line={line}
              boughtBefore={(cart.purchased ?? []).includes(line.itemId)}
              onNavigate={onNavigate}
              onQuantity={(id, q) => updateQuantity(id, q).catch(ignore)}
              onRemove={(id) => removeLine(id).catch(ignore)}
            />
          ))}
          {cart.hasClubInCart && (
            <ClubInCartLine clubName={brand.clubName} monthly={cart.clubMonthly} onRemove={() => removeClub().catch(ignore)} removing={cartUpdating} />
          )}
        </ul>
        {variant === 'drawer' ? <FeaturedItems ids={cart.featuredItemIds ?? []} purchased={cart.purchased ?? []} onNavigate={onNavigate} /> : null}
      </div>
      <div className={styles.summaryCol}>
        <DiscountForm cart={cart} />
        <CartAmounts amounts={cart.amounts} savings={cart.savings} hasItems={lines.length > 0} discountName={cart.discountDetails?.name} multiBuys={cart.multiBuys} membership={cart.hasClubInCart ? cart.clubMonthly : 0} taxPending={cart.taxQuoted === false ? 'Calculated at checkout' : undefined} updating={cart.amountsPending} />
        <a href={cart.checkoutPath || '/checkout'} className={`btn ${styles.checkout}`} onClick={onNavigate} data-testid="checkout-button" aria-disabled={cartUpdating || undefined}>
          Checkout
        </a>
        {variant === 'drawer' && (
          <a href="/cart" className={styles.viewCart} onClick={onNavigate}>
            View cart
          </a>
        )}
        <p className={styles.secure}>
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="4" y="10" width="16" height="11" rx="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" />
          </svg>
          Secure checkout
        </p>
      </div>
    </div>
  );
}
