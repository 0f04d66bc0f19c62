import { useState, type FormEvent } from 'react';
import { adminPost } from '../../lib/admin/api';
import { centsField, dollarsField } from '../../lib/admin/moneyField';
import type { ItemCatalogView } from '../../lib/admin/types';
import { Errors } from './Errors';
import styles from './admin.module.css';

/**
 * An item's catalog fields (POST items/:id): name, plain-text description, price, compare-at and
 * member price (typed in dollars, sent in cents), VIP-only, published and the brand's categories.
 */
export function ItemEditor({ itemId, catalog, onSaved }: { itemId: number; catalog: ItemCatalogView; onSaved: () => void }) {
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const f = catalog.fields;
  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (n: string) => String(form.get(n) ?? '');
    setBusy(true);
    setSaved('');
    const a = await adminPost<{ changed: string[] }>(`items/${itemId}`, {
      name: text('name'), description: text('description'),
      priceCents: centsField(text('price')), compareAtCents: centsField(text('compareAt')), memberPriceCents: centsField(text('memberPrice')),
      vipOnly: form.get('vipOnly') ? 'true' : 'false', published: form.get('published') ? 'true' : 'false',
      categoryIds: form.getAll('category').map(String).join(','),
    });
    setBusy(false);
    setErrors(a.ok ? [] : a.errors);
    setSaved(a.ok ? (a.data.changed.length ? 'Saved. Shoppers see it within seconds.' : 'Nothing changed.') : '');
    if (a.ok) onSaved();
  }
  return (
    <form className={styles.card} onSubmit={(e) => void save(e)} aria-labelledby="item-editor-title">
      <h2 id="item-editor-title">Catalog</h2>
      <div className={styles.field}><label htmlFor="item-name">Name</label><input id="item-name" name="name" required maxLength={200} defaultValue={f.name} /></div>
      <div className={styles.field}>
        <label htmlFor="item-description">Description (plain text; a blank line starts a paragraph)</label>
        <textarea id="item-description" name="description" rows={6} maxLength={5000} defaultValue={f.description} />
      </div>
      <div className={styles.row}>
        <div className={styles.field}><label htmlFor="item-price">Price ($)</label><input id="item-price" name="price" inputMode="decimal" required defaultValue={dollarsField(f.priceCents)} /></div>
        <div className={styles.field}><label htmlFor="item-compare">Compare-at price ($, above the price or empty)</label><input id="item-compare" name="compareAt" inputMode="decimal" defaultValue={dollarsField(f.compareAtCents)} /></div>
        <div className={styles.field}><label htmlFor="item-member">Member price ($, below the price or empty)</label><input id="item-member" name="memberPrice" inputMode="decimal" defaultValue={dollarsField(f.memberPriceCents)} /></div>
      </div>
      <div className={styles.row}>
        <label><input type="checkbox" name="published" defaultChecked={f.published} /> Published (shown in the shop)</label>
        <label><input type="checkbox" name="vipOnly" defaultChecked={f.vipOnly} /> VIP only</label>
      </div>
      <fieldset className={styles.checkList}>
        <legend>Categories</legend>
        {catalog.categories.length ? catalog.categories.map((c) => (
          <label key={c.id}><input type="checkbox" name="category" value={c.id} defaultChecked={f.categoryIds.includes(c.id)} /> {c.name}</label>
        )) : <p className={styles.muted}>This brand has no categories.</p>}
      </fieldset>
      <Errors errors={errors} />
      {saved && <p className={styles.done} role="status">{saved}</p>}
      <button className={styles.button} type="submit" disabled={busy}>Save</button>
    </form>
  );
}
