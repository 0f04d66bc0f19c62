import { quantityCaption } from '../../lib/format/quantity';
import { useEffect } from 'react';
import { useCartActions } from '../../lib/cart/actions';
import { useCart } from '../../lib/cart/useCart';
import { SetPasswordOffer } from './SetPasswordOffer';
import { formatMoney, sumMoney, toCents } from '../../lib/format/money';
import { sizeCaption } from '../../lib/format/sizes';
import { colorLabel } from '../../lib/format/colors';
import { amountRows } from '../../lib/checkout/amountRows';
import type { OrderSummary } from '../../lib/checkout/types';
import { cardEnding, instalmentPlan } from '../../lib/payments/cardLabels';
import { OtoFlash } from './OtoFlash';
import styles from './Funnel.module.css';
import cartStyles from '../cart/Cart.module.css';

function OrderItems({ order }: { order: OrderSummary }) {
  return (
    <ul className={cartStyles.lines}>
      {order.items.map((l, i) => (
        <li key={i} className={cartStyles.line} data-testid="order-line">
          {l.image ? <img src={l.image} alt="" width={80} height={100} className={cartStyles.thumb} /> : <span />}
          <div className={cartStyles.lineBody}>
            <div className={cartStyles.lineHead}>
              <span className={styles.orderLineName} data-testid="order-line-name">{l.name}</span>
              <span className={cartStyles.linePrice}>{l.total === 0 ? 'Free' : formatMoney(l.total)}</span>
            </div>
            <p className={cartStyles.meta}>
              {l.color && <span>{colorLabel(l.color)}</span>}
              {l.size && <span>{sizeCaption(l.size)}</span>}
              <span data-testid="line-quantity">{quantityCaption(l.quantity, l.total)}</span>
              {l.cancelled && <span>Canceled</span>}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Amounts({ order }: { order: OrderSummary }) {
  return (
    <dl className={cartStyles.amounts}>
      {amountRows(order.amounts).map(({ label, value, key }) => (
        <div key={key} className={`${cartStyles.row} ${key === 'total' ? cartStyles.totalRow : ''}`}>
          <dt>{label}</dt>
          <dd data-testid={`order-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function addressLines(order: OrderSummary): string[] {
  const a: Record<string, string | null | undefined> = { address: order.shippingAddress, ...(order.shipping ?? {}) };
  const get = (...keys: string[]) => keys.map((k) => a[k]).find((v) => v) ?? '';
  const cityLine = [get('city'), get('state'), get('zip')].filter(Boolean).join(' ');
  return [get('name', 'fullName'), get('address'), get('address2'), cityLine, get('country')].filter(Boolean);
}

/** The order summary from the server, with offers accepted after payment (linked orders). */
export function ThankYou({ order }: { order: OrderSummary | null }) {
  const { reloadCart } = useCartActions();
  const { data: cart } = useCart();
  useEffect(() => {
    void reloadCart();
  }, [reloadCart]);
  // Order Completed and Club Joined are derived by the analytics chunk from this page's props
  // (lib/analytics/derivePage.ts): once per order and tab.

  if (!order) {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>Thank you!</h1>
        <p>We couldn’t find that order in this session. Your confirmation email has the details.</p>
        <a className="btn" href="/">
          Continue shopping
        </a>
      </div>
    );
  }

  const linked = order.linkedOrders ?? [];
  const grand = sumMoney([order, ...linked].map((o) => o.amounts.total));
  // Pay in 4: only the first installment is charged today, so the sum is the orders' total, not what was charged.
  const plan = order.payment ? instalmentPlan(order.payment, toCents(order.amounts.total), order.payment.schedule) : null;
  const address = addressLines(order);
  return (
    <div className={styles.panel} data-testid="thank-you">
      <OtoFlash />
      <p className={styles.eyebrow}>Order confirmed</p>
      <h1 className={styles.title}>Thank you for your order!</h1>
      <p className={styles.lead}>
        Order <strong data-testid="order-number">#{order.id}</strong>
        {order.email ? ` — a confirmation is on its way to ${order.email}.` : ' is confirmed.'}
      </p>
      {/* Not logged in (known once the cart has loaded): the way into the account the order is kept under. */}
      {cart && cart.loggedIn === false && order.email ? (
        <SetPasswordOffer
          email={order.email}
          name={String(order.shipping?.name ?? order.shipping?.fullName ?? '')}
          joinedClub={order.items.some((l) => l.discountClass === 'club')}
        />
      ) : null}
      <section className={styles.orderBlock} aria-labelledby="order-main">
        <h2 id="order-main">Your order</h2>
        <OrderItems order={order} />
        <Amounts order={order} />
      </section>
      {linked.map((o) => (
        <section key={o.id} className={styles.orderBlock} aria-labelledby={`order-${o.id}`} data-testid="linked-order">
          <h2 id={`order-${o.id}`}>Added after checkout (order #{o.id})</h2>
          <OrderItems order={o} />
          <Amounts order={o} />
        </section>
      ))}
      {linked.length > 0 && (
        <p className={styles.grandTotal}>
          <span>{plan ? 'Total' : 'Total charged'}</span>
          <span data-testid="grand-total">{formatMoney(grand)}</span>
        </p>
      )}
      {(address.length > 0 || order.payment) && (
        <section className={styles.orderBlock}>
          {address.length > 0 && (
            <>
              <h3>Shipping to</h3>
              <address className={styles.address}>
                {address.map((l) => (
                  <span key={l}>
                    {l}
                    <br />
                  </span>
                ))}
              </address>
            </>
          )}
          {order.payment && <p data-testid="paid-with">{plan ? `Paying in ${plan}.` : `Paid with ${cardEnding(order.payment)}`}</p>}
          {order.payment?.savedToAccount && (
            <p data-testid="card-saved">
              This card is saved in your account for next time.
            </p>
          )}
        </section>
      )}
      <a className="btn" href="/">
        Continue shopping
      </a>
    </div>
  );
}
