import type { OrderHistory, OrderHistoryEntry } from '../../lib/account/types';
import { formatMoney } from '../../lib/format/money';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { PageHeader } from '../pages/shared/PageHeader';
import { PageMeta } from '../pages/shared/PageMeta';
import { formatDate } from '../pages/shared/formatDate';
import { statusLabel } from '../pages/tracker/status';
import s from '../pages/shared/section.module.css';
import { Pagination } from '../ui/Pagination';
import { pagedHref } from '../../lib/ui/pagination';
import styles from './Orders.module.css';

export interface OrdersPageProps extends BrandPageProps {
  history: OrderHistory;
}

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
/** '2 items', '2 items + membership', or 'Membership' for an order that bought only the club. */
const contents = (order: OrderHistoryEntry) =>
  order.membership ? (order.itemCount > 0 ? `${items(order.itemCount)} + membership` : 'Membership') : items(order.itemCount);

function OrderEntry({ order }: { order: OrderHistoryEntry }) {
  const headingId = `order-${order.id}`;
  return (
    <li className={styles.entry} data-testid="order-entry">
      <div>
        <h2 id={headingId}>Order #{order.id}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>Placed</dt>
            <dd>
              <time dateTime={order.date}>{formatDate(order.date)}</time>
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd data-testid="order-status">{statusLabel(order.status)}</dd>
          </div>
          <div>
            <dt>Items</dt>
            <dd data-testid="order-entry-items">{contents(order)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd data-testid="order-entry-total">{formatMoney(order.total)}</dd>
          </div>
        </dl>
      </div>
      <a className={`btn btn-outline ${styles.entryLink}`} href={`/orders/${order.id}`} aria-label={`View order #${order.id}`}>
        View order
      </a>
    </li>
  );
}

/** /orders: the logged-in customer's orders, newest first, 10 a page (GET orders on the server). */
export function OrdersPage({ path, history }: OrdersPageProps) {
  const { orders, page, pageCount, total } = history;
  return (
    <>
      <PageMeta title={page > 1 ? `Your orders (page ${page})` : 'Your orders'} path={path} />
      <PageHeader
        eyebrow="My account"
        title="Your orders"
        intro={total ? <p>{total === 1 ? 'One order so far.' : `${total} orders so far, newest first.`}</p> : undefined}
      />
      <div className={styles.wrap}>
        <div className={s.card}>
          {orders.length ? (
            <ul className={styles.list} data-testid="orders-list">
              {orders.map((o) => (
                <OrderEntry key={o.id} order={o} />
              ))}
            </ul>
          ) : (
            <div className={styles.empty} data-testid="orders-empty">
              <p>You haven’t placed an order yet. When you do, it shows up here with its status and tracking.</p>
              <a className="btn" href="/">
                Start shopping
              </a>
            </div>
          )}
          <Pagination page={page} pageCount={pageCount} href={(p) => pagedHref('/orders', p)} label="Order history pages" previous="Newer orders" next="Older orders" compact />
        </div>
        <ul className={styles.links}>
          <li>
            <a href="/members">Back to your account</a>
          </li>
          <li>
            <a href="/tracker">Track a package</a>
          </li>
        </ul>
      </div>
    </>
  );
}
