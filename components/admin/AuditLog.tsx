import { useFilteredList } from '../../lib/admin/useFilteredList';
import { utcMinute } from '../../lib/admin/display';
import type { AuditPage } from '../../lib/admin/types';
import { Errors } from './Errors';
import styles from './admin.module.css';
import { scrollRegion } from './scrollRegion';

const FIELDS = ['staff', 'recordType', 'recordId', 'from', 'to'] as const;

/** The record an audit row is about: orders and customers link to their page. */
function AuditRecord({ type, id }: { type: string; id: string }) {
  if (type === 'order') return <a href={`/admin/orders/${id}`}>#{id}</a>;
  if (type === 'customer') return <a href={`/admin/customers/${id}`}>customer {id}</a>;
  return <>{`${type} #${id}`}</>;
}

/** The audit log, newest first, with filters by staff member, record and date (owners only). */
export function AuditLog() {
  const { data: log, errors, page, setPage, submit } = useFilteredList<AuditPage>('audit', FIELDS);
  return (
    <>
      <form className={styles.card} onSubmit={submit} aria-label="Filter the audit log">
        <h1>Audit log</h1>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="staff">Staff email</label>
            <input id="staff" name="staff" type="email" maxLength={254} />
          </div>
          <div className={styles.field}>
            <label htmlFor="recordType">Record</label>
            <select id="recordType" name="recordType" defaultValue="">
              <option value="">Any</option>
              <option value="order">Order</option>
              <option value="customer">Customer</option>
              <option value="staff">Staff</option>
              <option value="set">Multi-buy set</option>
              <option value="offer">Offer</option>
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="recordId">Record number</label>
            <input id="recordId" name="recordId" maxLength={40} />
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
            Filter
          </button>
        </div>
      </form>
      {errors.length ? <Errors errors={errors} /> : null}
      {log ? (
        <section className={styles.card} aria-label="Audit entries">
          <div className={styles.tableWrap} {...scrollRegion('Audit log entries')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {log.entries.map((e) => (
                  <tr key={e.id}>
                    <td>{utcMinute(e.at)}</td>
                    <td>
                      {e.staffEmail ?? (e.staffId === 0 ? 'command line' : `#${e.staffId}`)}
                      <br />
                      <span className={styles.muted}>{e.ip ?? ''}</span>
                    </td>
                    <td>
                      {e.action} <AuditRecord type={e.recordType} id={e.recordId} />
                    </td>
                    <td>
                      <pre className={styles.pre}>{e.before ?? ''}</pre>
                    </td>
                    <td>
                      <pre className={styles.pre}>{e.after ?? ''}</pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {log.entries.length ? null : <p>No entries.</p>}
          <div className={styles.row}>
            {page > 1 ? <button type="button" className={styles.linkButton} onClick={() => setPage(page - 1)}>Previous page</button> : null}
            {log.more ? <button type="button" className={styles.linkButton} onClick={() => setPage(page + 1)}>Next page</button> : null}
          </div>
        </section>
      ) : null}
    </>
  );
}
