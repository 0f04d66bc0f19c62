import type { SetList as Sets } from '../../lib/admin/types';
import { formatCents } from '../../lib/format/money';
import { Errors } from './Errors';
import { useEditableList } from './useEditableList';
import { SetForm } from './SetForm';
import styles from './admin.module.css';
import { scrollRegion } from './scrollRegion';

/** The multi-buy sets of the staff member's brands as shoppers read them: edit one, (de)activate one, make one. */
export function SetList() {
  const { data, errors, message, editing, setEditing, version, saved, toggle } = useEditableList<Sets>('sets');
  const editSet = data?.sets.find((s) => s.id === editing);
  return (
    <>
      <section className={styles.card} aria-labelledby="sets-title">
        <h1 id="sets-title">Multi-buy sets</h1>
        <p className={styles.muted}>Any of the category&apos;s items, the dearest first, cost the set price together in every cart. The shop&apos;s banners and pages that name a set are content: change them with it.</p>
        <p role="status" className={styles.done}>{message}</p>
        {errors.length ? <Errors errors={errors} /> : null}
        {data ? (
          <div className={styles.tableWrap} {...scrollRegion('Multi-buy sets table')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Set</th><th scope="col">Brand</th><th scope="col">Shoppers read</th><th scope="col">Pieces</th><th scope="col">Price</th><th scope="col">Status</th>
                  <th scope="col"><span className={styles.muted}>Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {data.sets.map((s) => (
                  <tr key={s.id}>
                    <td>#{s.id}</td>
                    <td>{s.brandId}</td>
                    <td>{s.label ?? `category ${s.categoryId} (not found)`}</td>
                    <td>{s.quantity}</td>
                    <td>{formatCents(s.priceCents)}</td>
                    <td>{s.active ? 'Active' : 'Inactive'}</td>
                    <td>
                      <button type="button" className={styles.linkButton} onClick={() => setEditing(s.id)}>Edit <span className={styles.muted}>#{s.id}</span></button>{' '}
                      <button type="button" className={styles.linkButton} onClick={() => void toggle(s, (on) => (on ? `Set #${s.id} prices carts again.` : `Set #${s.id} no longer prices carts.`))}>
                        {s.active ? 'Deactivate' : 'Activate'} <span className={styles.muted}>#{s.id}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : <p>Loading…</p>}
      </section>
      {data && editSet ? <SetForm key={editSet.id} brands={data.brands} categories={data.categories} set={editSet} onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      {data && data.brands.length ? <SetForm key={`new-${version}`} brands={data.brands} categories={data.categories} onSaved={saved} /> : null}
    </>
  );
}
