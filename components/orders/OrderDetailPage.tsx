import type { OrderDetail } from '../../lib/account/types';
import { formatMoney } from '../../lib/format/money';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { PageHeader } from '../pages/shared/PageHeader';
import { PageMeta } from '../pages/shared/PageMeta';
import { formatDate } from '../pages/shared/formatDate';
import { statusLabel } from '../pages/tracker/status';
import s from '../pages/shared/section.module.css';
import { OrderAddress } from './OrderAddress';
import { OrderAmounts } from './OrderAmounts';
import { OrderLines } from './OrderLines';
import { OrderReturns } from './OrderReturns';
import type { ReturnOptions } from '../../lib/orders/returns';
import { PaymentSchedule } from './PaymentSchedule';
import { paymentLabel } from './paymentLabel';
import styles from './Orders.module.css';

export interface OrderDetailPageProps extends BrandPageProps {
  order: OrderDetail;
  /** What can be sent back and the returns so far (GET orders/:id/returns); null when it could not be loaded. */
  returns?: ReturnOptions | null;
}

function placedAgo(days: number): string {
  if (days === 0) return 'today';
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/** Tracking number and how to follow the parcel; before it ships, what happens next. */
function Tracking({ order }: { order: OrderDetail }) {
  if (!order.trackingNumber) {
    return <p data-testid="order-no-tracking">Your tracking number appears here as soon as the order ships.</p>;
  }
  return (
    <>
      <p>
        Tracking number: <span className={styles.tracking} data-testid="order-tracking">{order.trackingNumber}</span>
      </p>
      <p>
        <a href={`/tracker?order=${order.id}`} data-testid="order-track-link">
          Track this package
        </a>{' '}
        with the email address you ordered with.
      </p>
    </>
  );
}

/** /orders/<id>: one of the logged-in customer's orders (GET orders/:id on the server). */
export function OrderDetailPage({ path, order, returns = null }: OrderDetailPageProps) {
  const addOns = order.addOns;
  return (
    <>
      <PageMeta title={`Order #${order.id}`} path={path} />
      <PageHeader
        eyebrow="Your orders"
        title={`Order #${order.id}`}
        intro={
          <p>
            Placed {placedAgo(order.days)}, on <time dateTime={order.date}>{formatDate(order.date)}</time>.
          </p>
        }
      />
      <div className={styles.wrap}>
        <div className={s.card}>
          <dl className={styles.summary} data-testid="order-summary">
            <div>
              <dt>Status</dt>
              <dd data-testid="order-status">{statusLabel(order.status)}</dd>
            </div>
            <div>
              <dt>Shipping</dt>
              <dd>{order.shippingMethod}</dd>
            </div>
            {order.payment ? (
              <div>
                <dt>Paid with</dt>
                <dd>{paymentLabel(order.payment)}</dd>
              </div>
            ) : null}
            {order.discountCode ? (
              <div>
                <dt>Discount code</dt>
                <dd>{order.discountCode}</dd>
              </div>
            ) : null}
          </dl>
          {order.parentOrderId !== null ? (
            <p data-testid="order-parent">
              Added after checkout to <a href={`/orders/${order.parentOrderId}`}>order #{order.parentOrderId}</a>.
            </p>
          ) : null}

          <section className={styles.block} aria-labelledby="order-items">
            <h2 id="order-items">Items</h2>
            <OrderLines lines={order.items} />
            <OrderAmounts amounts={order.amounts} testId="order-amounts" />
          </section>

          {addOns.map((a) => (
            <section key={a.id} className={styles.block} aria-labelledby={`addon-${a.id}`} data-testid="order-addon">
              <h2 id={`addon-${a.id}`}>Added after checkout (order #{a.id})</h2>
              <OrderLines lines={a.items} />
              <OrderAmounts amounts={a.amounts} testId="addon-amounts" />
            </section>
          ))}
          {addOns.length ? (
            <p className={styles.charged} data-testid="order-total-charged">
              <span>Total charged</span>
              <span>{formatMoney(order.totalCharged)}</span>
            </p>
          ) : null}

          {order.payment?.schedule?.length ? <PaymentSchedule schedule={order.payment.schedule} /> : null}

          {order.refunds.length ? (
            <section className={styles.block} aria-labelledby="order-refunds" data-testid="order-refunds">
              <h2 id="order-refunds">Refunds</h2>
              <ul>
                {order.refunds.map((r, i) => (
                  <li key={i}>
                    {formatMoney(r.amount)} refunded on <time dateTime={r.date}>{formatDate(r.date)}</time>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {returns ? <OrderReturns orderId={order.id} options={returns} /> : null}

          <section className={styles.block} aria-labelledby="order-delivery">
            <h2 id="order-delivery">Delivery</h2>
            {order.shipping ? <OrderAddress address={order.shipping} /> : <p>No shipping address on this order.</p>}
            <Tracking order={order} />
          </section>
        </div>
        <ul className={styles.links}>
          <li>
            <a href="/orders" data-testid="back-to-orders">
              Back to your orders
            </a>
          </li>
        </ul>
      </div>
    </>
  );
}
