import { statusLabel, utcMinute } from '../../lib/admin/display';
import type { AdminOrderDetail } from '../../lib/admin/types';
import { formatCents } from '../../lib/format/money';
import { MailList } from './MailList';
import styles from './admin.module.css';

/** What the order is: status, shopper, address, lines, amounts, payments, refunds, tracking, notes. */
export function OrderFacts({ order, customerLink = false }: { order: AdminOrderDetail; customerLink?: boolean }) {
  const a = order.amounts;
  const ship = order.shippingAddress;
  return (
    <>
      <section className={styles.card} aria-labelledby="order-title">
        <h1 id="order-title">
          Order #{order.id} <span className={styles.muted}>({order.brandId})</span>
        </h1>
        <p>
          <strong data-testid="order-status">{statusLabel(order.status)}</strong> · placed {utcMinute(order.createdAt)} · {order.email}
          {customerLink && order.customerId ? <> · <a href={`/admin/customers/${order.customerId}`}>customer {order.customerId}</a></> : null}
        </p>
        {order.parentOrderId ? <p>Added to order <a href={`/admin/orders/${order.parentOrderId}`}>#{order.parentOrderId}</a>; it ships with it.</p> : null}
        {order.addOnOrderIds.length ? <p>Ships with: {order.addOnOrderIds.map((id) => <a key={id} href={`/admin/orders/${id}`}>#{id} </a>)}</p> : null}
        <p>
          Shipping: {order.shippingMethod || '—'}
          {order.trackingNumber ? <> · tracking number <span className={styles.code} data-testid="tracking-number">{order.trackingNumber}</span></> : null}
        </p>
        {ship ? (
          <address>
            {[ship.name, ship.company, ship.address, ship.address2, `${ship.city} ${ship.state} ${ship.zip}`.trim(), ship.country, ship.phone].filter(Boolean).join(', ')}
          </address>
        ) : null}
      </section>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="order-lines">
          <h2 id="order-lines">Lines</h2>
          <ul>
            {order.lines.map((l) => (
              <li key={l.id}>
                {l.quantity} × {l.name} ({[l.color, l.size].filter(Boolean).join(', ')}) — {formatCents(l.totalCents)} <span className={styles.muted}>line {l.id}</span>
                {l.cancelled ? ' (canceled)' : ''}
                {l.refunded ? ' (refunded)' : ''}
                {l.restocked ? ' (back in stock)' : ''}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="order-amounts">
          <h2 id="order-amounts">Amounts</h2>
          <dl>
            <dt>Subtotal</dt>
            <dd>{formatCents(a.subtotalCents)}</dd>
            {a.multiBuyCents ? <><dt>Multi-buy savings</dt><dd>−{formatCents(a.multiBuyCents)}</dd></> : null}
            {a.discountCents ? <><dt>Discount {order.discountCode ? `(${order.discountCode})` : ''}</dt><dd>−{formatCents(a.discountCents)}</dd></> : null}
            <dt>Shipping</dt>
            <dd>{formatCents(a.shippingCents)}</dd>
            <dt>Tax</dt>
            <dd>{formatCents(a.taxCents)}</dd>
            <dt>Total</dt>
            <dd>{formatCents(a.totalCents)}</dd>
            <dt>Paid</dt>
            <dd>{formatCents(a.paidCents)}</dd>
            <dt>Refunded</dt>
            <dd data-testid="refunded-total">{formatCents(a.refundedCents)}</dd>
          </dl>
        </section>
      </div>
      <section className={styles.card} aria-labelledby="order-payments">
        <h2 id="order-payments">Payments and refunds</h2>
        <ul>
          {order.payments.map((p) => (
            <li key={`p${p.id}`}>
              {utcMinute(p.createdAt)}: {formatCents(p.amountCents)} by {p.method || 'card'} {p.cardBrand} {p.last4 ? `ending in ${p.last4}` : ''} ({p.status}, {p.gateway})
            </li>
          ))}
          {order.refunds.map((r) => (
            <li key={`r${r.id}`}>
              {utcMinute(r.createdAt)}: refunded {formatCents(r.amountCents)} <span className={styles.muted}>{r.reason}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="order-tracking">
        <h2 id="order-tracking">Tracking</h2>
        {order.tracking.length ? (
          <ul>
            {order.tracking.map((t, i) => (
              <li key={i}>
                {utcMinute(t.occurredAt)}: {t.description}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Nothing yet.</p>
        )}
      </section>
      <MailList mails={order.mails} id="order-mails" />
      <section className={styles.card} aria-labelledby="order-notes">
        <h2 id="order-notes">Internal notes</h2>
        {order.notes.length ? (
          <ul>
            {order.notes.map((n) => (
              <li key={n.id}>
                <span className={styles.muted}>
                  {utcMinute(n.createdAt)}, {n.staffEmail}:
                </span>{' '}
                {n.body}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No notes.</p>
        )}
      </section>
    </>
  );
}
