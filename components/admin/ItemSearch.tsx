import { useEffect, useState, type FormEvent } from 'react';
import { adminGet } from '../../lib/admin/api';
import type { ItemSearchResult } from '../../lib/admin/types';
import { Errors } from './Errors';
import styles from './admin.module.css';

/** Find items of the staff member's brands by name or id, to open their stock page. */
export function ItemSearch() {
  const [q, setQ] = useState('');
  const [result, setResult] = useState<ItemSearchResult | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => {
    void adminGet<ItemSearchResult>('items', { q }).then((a) => {
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
      <form className={styles.card} onSubmit={submit} role="search" aria-label="Find items">
        <h1>Stock</h1>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="q">Item name or id</label>
            <input id="q" name="q" type="search" maxLength={100} />
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
              <tr><th>Item</th><th>Id</th><th>Brand</th></tr>
            </thead>
            <tbody>
              {result.items.map((i) => (
                <tr key={i.id}>
                  <td><a href={`/admin/items/${i.id}`}>{i.name}</a></td>
                  <td>{i.id}</td>
                  <td>{i.brandId}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.items.length ? null : <p className={styles.muted}>No items found.</p>}
        </div>
      ) : null}
    </>
  );
}
