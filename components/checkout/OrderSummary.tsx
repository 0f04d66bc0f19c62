import { CartAmounts } from '../cart/CartAmounts';
import { CartLineItem } from '../cart/CartLineItem';
import { DiscountForm } from '../cart/DiscountForm';
import type { CartState, ClubJoin } from '../../lib/cart/types';
import { formatCents, formatMoney, toCents } from '../../lib/format/money';
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
      {/* With the club in the cart, "You save" would hide that joining costs more today: the change is spelled out below instead. */}
      <CartAmounts amounts={cart.amounts} savings={cart.clubJoin ? 0 : cart.savings} hasItems={lines.length > 0} discountName={cart.discountDetails?.name} multiBuys={cart.multiBuys} membership={cart.hasClubInCart ? cart.clubMonthly : 0} taxPending={cart.taxQuoted === false ? 'Added once you enter your shipping address' : undefined} />
      {cart.clubJoin && <ClubChange join={cart.clubJoin} amounts={cart.amounts} freeShippingThreshold={cart.freeShippingThreshold} />}
    </section>
  );
}

const signed = (c: number) => (c < 0 ? `−${formatCents(-c)}` : `+${formatCents(c)}`);

/**
 * What joining the club changes in this order, against the same cart without it (GET cart clubJoin.withoutClub):
 * member prices, shipping (member prices may bring the items under the free-shipping minimum), tax, the
 * first month, and the net change of today's total.
 */
export function ClubChange({ join, amounts, freeShippingThreshold }: { join: ClubJoin; amounts: CartState['amounts']; freeShippingThreshold: number }) {
  const w = join.withoutClub;
  const items = toCents(amounts.subtotal - amounts.discount) - toCents(w.subtotal - w.discount);
  const shipping = toCents(amounts.shipping) - toCents(w.shipping);
  const tax = toCents(amounts.tax) - toCents(w.tax);
  const net = toCents(amounts.total) - toCents(w.total);
  const rows: { key: string; label: string; value: number }[] = [
    ...(items !== 0 ? [{ key: 'items', label: 'Member prices on your items', value: items }] : []),
    ...(shipping !== 0 ? [{ key: 'shipping', label: 'Shipping', value: shipping }] : []),
    ...(tax !== 0 ? [{ key: 'tax', label: 'Tax', value: tax }] : []),
    { key: 'membership', label: 'Membership, first month', value: toCents(join.monthly) },
  ];
  return (
    <section className={styles.clubChange} aria-labelledby="club-change-title" data-testid="club-change">
      <h3 id="club-change-title" className={styles.sectionTitle}>
        What joining changes in this order
      </h3>
      <dl>
        {rows.map((r) => (
          <div key={r.key}>
            <dt>{r.label}</dt>
            <dd data-testid={`club-change-${r.key}`}>{signed(r.value)}</dd>
          </div>
        ))}
        <div>
          <dt>
            <strong>{net >= 0 ? 'Joining adds to today’s total' : 'Joining lowers today’s total'}</strong>
          </dt>
          <dd data-testid="club-change-net">
            <strong>{signed(net)}</strong>
          </dd>
        </div>
      </dl>
      {shipping > 0 && (
        <p data-testid="club-change-shipping-note">
          Member prices bring your items under the {formatMoney(freeShippingThreshold)} free-shipping minimum, so this order pays {formatMoney(amounts.shipping)} shipping.
        </p>
      )}
      <p>
        Without the membership this order would be {formatMoney(w.total)}. After today, the membership costs {formatMoney(join.monthly)} every month until you cancel.
      </p>
    </section>
  );
}
