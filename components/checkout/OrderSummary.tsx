import { CartAmounts } from '../cart/CartAmounts';
import { CartLineItem } from '../cart/CartLineItem';
import { DiscountForm } from '../cart/DiscountForm';
import type { CartState, ClubJoin } from '../../lib/cart/types';
import { formatMoney } from '../../lib/format/money';
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
      {cart.clubJoin && <ClubChange join={cart.clubJoin} amounts={cart.amounts} freeShippingThreshold={cart.freeShippingThreshold} sets={(cart.multiBuys ?? []).map((m) => m.label)} />}
    </section>
  );
}

const signed = (v: number) => (v < 0 ? `−${formatMoney(-v)}` : `+${formatMoney(v)}`);

/**
 * What joining the club changes in this order, against the same cart without it, as the server worked
 * it out (GET cart clubJoin.change, server/cart/clubJoinChange.ts): member prices, shipping (member
 * prices may bring the items under the free-shipping minimum), tax, the first month, and the net change
 * of today's total, which the rows add up to. A set (ckb's Mix any 5 Cheekies for $50) already prices
 * its pieces below member prices, so joining may change nothing there and no member saving is claimed.
 */
export function ClubChange({ join, amounts, freeShippingThreshold, sets = [] }: { join: ClubJoin; amounts: CartState['amounts']; freeShippingThreshold: number; sets?: string[] }) {
  const w = join.withoutClub;
  const { items, shipping, tax, membership, net } = join.change;
  const itemsLabel = sets.length ? `Member prices on your items, beside ${sets.join(' and ')}` : 'Member prices on your items';
  const rows: { key: string; label: string; value: number }[] = [
    ...(items !== 0 ? [{ key: 'items', label: itemsLabel, value: items }] : []),
    ...(shipping !== 0 ? [{ key: 'shipping', label: 'Shipping', value: shipping }] : []),
    ...(tax !== 0 ? [{ key: 'tax', label: 'Tax', value: tax }] : []),
    { key: 'membership', label: 'Membership, first month', value: membership },
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
