import { useFilteredList } from '../../lib/admin/useFilteredList';
import { ORDER_STATUSES, statusLabel, utcMinute } from '../../lib/admin/display';
import type { OrderSearchResult } from '../../lib/admin/types';
import { formatCents } from '../../lib/format/money';
import { Errors } from './Errors';
import styles from './admin.module.css';

const STATUSES = ['', ...ORDER_STATUSES];
const FIELDS = ['q', 'code', 'status', 'from', 'to'] as const;

/** Find orders of the staff member's brands by number, email, name, discount code, status and dates. */
export function OrderSearch() {
  const { data: result, errors, page, setPage, submit } = useFilteredList<OrderSearchResult>('orders', FIELDS);
  return (
    <>
      <form className={styles.card} onSubmit={submit} role="search" aria-label="Find orders">
        <h1>Orders</h1>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="q">Order number, email or name</label>
            <input id="q" name="q" type="search" maxLength={200} />
          </div>
          <div className={styles.field}>
            <label htmlFor="code">Code</label>
            <input id="code" name="code" type="search" maxLength={40} autoCapitalize="characters" spellCheck={false} />
          </div>
          <div className={styles.field}>
            <label htmlFor="status">Status</label>
            <select id="status" name="status" defaultValue="">
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s ? statusLabel(s) : 'Any'}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="from">From</label>
            <input id="from" name="from" type="date" />
          </div>
          <div className={styles.field}>
            <label htmlFor="to">To</label>
            <input id="to" name="to" type="date" />
          </div>
          <button className={styles.button} type="submit">
            Find
          </button>
        </div>
      </form>
      {errors.length ? <Errors errors={errors} /> : null}
      {result ? (
        <section className={styles.card} aria-label="Orders found">
          {result.orders.length ? (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Placed</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Status</th>
                    <th scope="col">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {result.orders.map((o) => (
                    <tr key={o.id}>
                      <td>
                        <a href={`/admin/orders/${o.id}`}>#{o.id}</a> <span className={styles.muted}>{o.brandId}</span>
                      </td>
                      <td>{utcMinute(o.createdAt)}</td>
                      <td>
                        {o.name}
                        <br />
                        <span className={styles.muted}>{o.email}</span>
                      </td>
                      <td>{statusLabel(o.status)}</td>
                      <td>{formatCents(o.totalCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>No orders found.</p>
          )}
          <div className={styles.row}>
            {page > 1 ? (
              <button type="button" className={styles.linkButton} onClick={() => setPage(page - 1)}>
                Previous page
              </button>
            ) : null}
            {result.more ? (
              <button type="button" className={styles.linkButton} onClick={() => setPage(page + 1)}>
                Next page
              </button>
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}
