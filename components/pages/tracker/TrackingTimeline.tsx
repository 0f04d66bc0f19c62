import styles from './OrderTracker.module.css';
import { formatDate, formatDateTime } from '../shared/formatDate';
import type { TrackingResult } from '../../../lib/orders/types';
import { statusLabel } from './status';

/** An order's status and its tracking events, newest first. */
export function TrackingTimeline({ result }: { result: TrackingResult }) {
  const { order, events } = result;
  return (
    <section className={styles.card} data-testid="tracking-result" aria-labelledby="tracking-heading">
      <h2 id="tracking-heading" className={styles.resultTitle}>
        Order #{order.id}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={styles.status}>{statusLabel(order.status)}</span>
          </dd>
        </div>
        <div>
          <dt>Ordered</dt>
          <dd>{formatDate(order.date)}</dd>
        </div>
        {order.shippingMethod ? (
          <div>
            <dt>Shipping</dt>
            <dd>{order.shippingMethod}</dd>
          </div>
        ) : null}
        {order.trackingNumber ? (
          <div>
            <dt>Tracking number</dt>
            <dd className={styles.mono}>{order.trackingNumber}</dd>
          </div>
        ) : null}
      </dl>
      <h3 className={styles.eventsTitle}>Tracking history</h3>
      {events.length ? (
        <ol className={styles.timeline} data-testid="tracking-events">
          {events.map((e, i) => (
            <li key={`${e.date}-${i}`} className={i === 0 ? styles.latest : undefined}>
              <span className={styles.eventText}>{e.description}</span>
              <time dateTime={e.date} className={styles.eventDate}>
                {formatDateTime(e.date)}
              </time>
            </li>
          ))}
        </ol>
      ) : (
        <p>We have your order and are getting it ready. Tracking updates appear here as soon as it ships.</p>
      )}
    </section>
  );
}
