import { FLOW_LABELS, LIST_LABELS } from '../../lib/admin/offerWords';
import type { OfferList as Offers } from '../../lib/admin/types';
import { formatCents } from '../../lib/format/money';
import { Errors } from './Errors';
import { useEditableList } from './useEditableList';
import { OfferForm } from './OfferForm';
import styles from './admin.module.css';

/** The order bumps and special offers of the staff member's brands: edit one, (de)activate one, make one. */
export function OfferList() {
  const { data, errors, message, editing, setEditing, version, saved, toggle } = useEditableList<Offers>('offers');
  const editOffer = data?.offers.find((o) => o.id === editing);
  return (
    <>
      <section className={styles.card} aria-labelledby="offers-title">
        <h1 id="offers-title">Order bumps and special offers</h1>
        <p role="status" className={styles.done}>{message}</p>
        {errors.length ? <Errors errors={errors} /> : null}
        {data ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Offer</th><th scope="col">Brand</th><th scope="col">List</th><th scope="col">Funnel</th><th scope="col">Place</th>
                  <th scope="col">Item</th><th scope="col">Price</th><th scope="col">Headline</th><th scope="col">Status</th>
                  <th scope="col"><span className={styles.muted}>Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {data.offers.map((o) => (
                  <tr key={o.id}>
                    <td>#{o.id} <span className={styles.muted}>{o.offerType}</span></td>
                    <td>{o.brandId}</td>
                    <td>{LIST_LABELS[o.kind] ?? o.kind}</td>
                    <td>{FLOW_LABELS[o.flow] ?? o.flow}</td>
                    <td>{o.position}</td>
                    <td>{o.item ? `${o.howMany} × ${o.item.name}` : `item ${o.itemId} (not found)`}</td>
                    <td>
                      {formatCents(o.priceCents)}
                      {o.item ? <span className={styles.muted}> (item page {formatCents(o.item.priceCents * o.howMany)})</span> : null}
                    </td>
                    <td>{o.headline}</td>
                    <td>{o.active ? 'Active' : 'Inactive'}</td>
                    <td>
                      <button type="button" className={styles.linkButton} onClick={() => setEditing(o.id)}>Edit <span className={styles.muted}>#{o.id}</span></button>{' '}
                      <button type="button" className={styles.linkButton} onClick={() => void toggle(o, (on) => (on ? `Offer #${o.id} is shown again.` : `Offer #${o.id} is no longer shown.`))}>
                        {o.active ? 'Deactivate' : 'Activate'} <span className={styles.muted}>#{o.id}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : <p>Loading…</p>}
      </section>
      {data && editOffer ? <OfferForm key={editOffer.id} brands={data.brands} offer={editOffer} onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      {data && data.brands.length ? <OfferForm key={`new-${version}`} brands={data.brands} onSaved={saved} /> : null}
    </>
  );
}
