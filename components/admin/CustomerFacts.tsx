import { statusLabel, utcMinute } from '../../lib/admin/display';
import type { AdminCustomerDetail } from '../../lib/admin/types';
import { formatCents } from '../../lib/format/money';
import styles from './admin.module.css';

/** Who the customer is: their account, their orders (each linking to its page) and their addresses. */
export function CustomerFacts({ customer }: { customer: AdminCustomerDetail }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="customer-title">
        <h1 id="customer-title">
          {customer.name || customer.email} <span className={styles.muted}>({customer.brandId}, customer {customer.id})</span>
        </h1>
        <p>
          {customer.email} · since {utcMinute(customer.createdAt)} · {customer.hasPassword ? 'has a password' : 'no password yet (a guest checkout)'}
        </p>
      </section>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="customer-orders">
          <h2 id="customer-orders">Orders</h2>
          {customer.orders.length ? (
            <ul>
              {customer.orders.map((o) => (
                <li key={o.id}>
                  <a href={`/admin/orders/${o.id}`}>#{o.id}</a> · {utcMinute(o.createdAt)} · {statusLabel(o.status)} · {formatCents(o.totalCents)}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>No orders.</p>
          )}
        </section>
        <section className={styles.card} aria-labelledby="customer-addresses">
          <h2 id="customer-addresses">Addresses</h2>
          {customer.addresses.length ? (
            <ul>
              {customer.addresses.map((a) => (
                <li key={a.id}>
                  <address>
                    {[a.name, a.address, a.address2, `${a.city} ${a.state} ${a.zip}`.trim(), a.country, a.phone].filter(Boolean).join(', ')}
                  </address>
                  <span className={styles.muted}>
                    {a.type}
                    {a.isDefault ? ', default' : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>No saved addresses.</p>
          )}
        </section>
      </div>
    </>
  );
}
