import { useEffect, useState, type FormEvent } from 'react';
import { adminGet } from '../../lib/admin/api';
import { statusLabel, utcMinute } from '../../lib/admin/display';
import type { CustomerSearchResult } from '../../lib/admin/types';
import { Errors } from './Errors';
import styles from './admin.module.css';

/** Find customers of the staff member's brands by email, name or customer id, to open their page. */
export function CustomerSearch() {
  const [q, setQ] = useState('');
  const [result, setResult] = useState<CustomerSearchResult | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => {
    void adminGet<CustomerSearchResult>('customers', { q }).then((a) => {
      if (a.ok) {
        setResult(a.data);
        setErrors([]);
      } else setErrors(a.errors);
    });
  }, [q]);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setQ(String(new FormData(e.currentTarget).get('q') ?? '').trim());
  }
  return (
    <>
      <form className={styles.card} onSubmit={submit} role="search" aria-label="Find customers">
        <h1>Customers</h1>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="q">Email, name or customer id</label>
            <input id="q" name="q" type="search" maxLength={200} />
          </div>
          <button className={styles.button} type="submit">
            Find
          </button>
        </div>
      </form>
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
