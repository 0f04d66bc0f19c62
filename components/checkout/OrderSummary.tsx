import { CartAmounts } from '../cart/CartAmounts';
import { CartLineItem } from '../cart/CartLineItem';
import { DiscountForm } from '../cart/DiscountForm';
import type { CartState } from '../../lib/cart/types';
import { foldBundles } from '../../lib/cart/bundle';
import styles from './CheckoutForm.module.css';

/**
 * The cart's lines (read only) and amounts beside the checkout form. A code on the cart is listed with
 * its Remove button and, when it gives nothing now, the server's reason (checkout may refuse a
 * first-order code, and the shopper removes it here).
 */
export function OrderSummary({ cart }: { cart: CartState }) {
  const lines = foldBundles(cart.items);
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title" className={styles.sectionTitle}>
        Order summary
      </h2>
      <ul className={styles.summaryLines}>
        {lines.map((l) => (
          <CartLineItem key={l.cartId} line={l} readOnly />
        ))}
      </ul>
      {cart.hasClubInCart && (
        <p className={styles.clubNote} data-testid="club-in-cart">
          {lines.length > 0 ? 'VIP membership included — member prices applied.' : 'VIP membership: your first month is today’s order.'}
        </p>
      )}
      {cart.discountDetails && <DiscountForm cart={cart} />}
      <CartAmounts amounts={cart.amounts} savings={cart.savings} hasItems={lines.length > 0} discountName={cart.discountDetails?.name} membership={cart.hasClubInCart ? cart.clubMonthly : 0} />
    </section>
  );
}
