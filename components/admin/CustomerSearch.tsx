import { useFilteredList } from '../../lib/admin/useFilteredList';
import { statusLabel, utcMinute } from '../../lib/admin/display';
import type { CustomerSearchResult } from '../../lib/admin/types';
import { Errors } from './Errors';
import { SearchForm } from './SearchForm';
import styles from './admin.module.css';

/** Find customers of the staff member's brands by email, name or customer id, to open their page. */
export function CustomerSearch() {
  const { data: result, errors, submit } = useFilteredList<CustomerSearchResult>('customers', ['q'], { paged: false });
  return (
    <>
      <SearchForm title="Customers" name="Find customers" label="Email, name or customer id" maxLength={200} onSubmit={submit} />
      <Errors errors={errors} />
      {result ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr><th>Customer</th><th>Name</th><th>Id</th><th>Brand</th><th>Club</th><th>Since</th></tr>
            </thead>
            <tbody>
              {result.customers.map((c) => (
                <tr key={c.id}>
                  <td><a href={`/admin/customers/${c.id}`}>{c.email}</a></td>
                  <td>{c.name}</td>
                  <td>{c.id}</td>
                  <td>{c.brandId}</td>
                  <td>{c.clubStatus ? statusLabel(c.clubStatus) : '—'}</td>
                  <td>{utcMinute(c.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.customers.length ? null : <p className={styles.muted}>No customers found.</p>}
        </div>
      ) : null}
    </>
  );
}
