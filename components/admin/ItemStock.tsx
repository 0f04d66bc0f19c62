import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { adminGet, adminPost } from '../../lib/admin/api';
import { utcMinute } from '../../lib/admin/display';
import type { ItemStockView } from '../../lib/admin/types';
import { Errors } from './Errors';
import { ItemEditor } from './ItemEditor';
import styles from './admin.module.css';

/** One item's stock per size (each settable to an absolute number) and its stock history; its catalog editor for the roles that get the fields. */
export function ItemStock({ itemId }: { itemId: string }) {
  const [item, setItem] = useState<ItemStockView | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const load = useCallback(() => {
    void adminGet<ItemStockView>(`items/${encodeURIComponent(itemId)}`).then((a) => (a.ok ? setItem(a.data) : setErrors(a.errors)));
  }, [itemId]);
  useEffect(load, [load]);
  async function save(e: FormEvent<HTMLFormElement>, size: string) {
    e.preventDefault();
    const stock = String(new FormData(e.currentTarget).get('stock') ?? '').trim();
    setMessage('');
    const a = await adminPost<{ size: string; before: number; stock: number }>(`items/${encodeURIComponent(itemId)}/stock`, { size, stock });
    setErrors(a.ok ? [] : a.errors);
    if (a.ok) {
      // Said, not only shown: a screen reader (or a glance on a phone) learns the save went through.
      setMessage(`Saved: ${a.data.size} from ${a.data.before} to ${a.data.stock}${a.data.stock === 0 ? ' (sold out in the shop)' : ''}.`);
      load();
    }
  }
  if (!item) return errors.length ? <Errors errors={errors} /> : <p>Loading…</p>;
  return (
    <>
      <section className={styles.card}>
        <h1>{item.name}</h1>
        <p className={styles.muted}>Item {item.id} · {item.brandId}{item.catalog && !item.catalog.fields.published ? ' · Unpublished' : ''}</p>
        <p role="status" className={styles.done}>{message}</p>
        <Errors errors={errors} />
        <table className={styles.table}>
          <thead>
            <tr><th>Size</th><th>In stock</th><th>Set to</th></tr>
          </thead>
          <tbody>
            {item.sizes.map((s) => (
              <tr key={s.size}>
                <td>{s.size}</td>
                <td>{s.stock === 0 ? 'Sold out' : s.stock}</td>
                <td>
                  <form className={styles.row} onSubmit={(e) => void save(e, s.size)}>
                    <input aria-label={`Stock of ${s.size}`} name="stock" type="number" min={0} max={99999} required defaultValue={s.stock} />
                    <button className={styles.button} type="submit">Save</button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {item.catalog && <ItemEditor itemId={item.id} catalog={item.catalog} onSaved={load} />}
      <section className={styles.card}>
        <h2>History</h2>
        {item.history.length ? (
          <table className={styles.table}>
            <thead>
              <tr><th>When (UTC)</th><th>Size</th><th>Before</th><th>After</th><th>By</th></tr>
            </thead>
            <tbody>
              {item.history.map((h) => (
                <tr key={h.id}>
                  <td>{utcMinute(h.at)}</td><td>{h.size}</td><td>{h.before}</td><td>{h.after}</td>
                  <td>
                    {h.staff ?? 'Command line'}
                    {h.orderId !== null ? <span className={styles.muted}> · refund of order #{h.orderId}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : <p className={styles.muted}>No changes yet.</p>}
      </section>
    </>
  );
}
