import { useState, type FormEvent } from 'react';
import { SET_QUANTITY_MAX, SET_QUANTITY_MIN } from '../../lib/admin/offerLimits';
import { typedCents } from '../../lib/admin/offerWords';
import type { AdminSet, SetList } from '../../lib/admin/types';
import { formatCents, fromCents } from '../../lib/format/money';
import { Errors } from './Errors';
import { useRecordSave } from './useRecordSave';
import styles from './admin.module.css';

interface Props {
  brands: readonly string[];
  categories: SetList['categories'];
  /** The set to edit; none: a new one. */
  set?: AdminSet;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}

/** A new multi-buy set ("any N of a category for $X"), or an edit of one; the server checks the price against the category's items. */
export function SetForm({ brands, categories, set, onSaved, onCancel }: Props) {
  const [brand, setBrand] = useState(set?.brandId ?? brands[0] ?? '');
  const { errors, setErrors, busy, save } = useRecordSave('sets', 'Set', set ? set.id : null, onSaved);
  const id = (name: string) => `set-${set?.id ?? 'new'}-${name}`;
  const options = categories.filter((c) => c.brandId === brand);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (n: string) => String(f.get(n) ?? '').trim();
    const priceCents = typedCents(text('price'));
    if (priceCents === null) {
      setErrors(['Set price: type an amount in dollars above zero, like 50.']);
      return;
    }
    const fields: Record<string, string> = { categoryId: text('categoryId'), quantity: text('quantity'), priceCents: String(priceCents), active: f.get('active') ? '1' : '0' };
    if (!set) fields.brand = brand;
    await save(fields);
  }

  return (
    <form className={styles.card} aria-labelledby={id('title')} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={id('title')}>{set ? `Edit set #${set.id}` : 'New multi-buy set'}</h2>
      <div className={styles.row}>
        {set ? null : (
          <div className={styles.field}>
            <label htmlFor={id('brand')}>Brand</label>
            <select id={id('brand')} value={brand} onChange={(e) => setBrand(e.target.value)}>
              {brands.map((b) => <option key={b} value={b}>{b}</option>)}
            </select>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={id('categoryId')}>Category</label>
          <select id={id('categoryId')} name="categoryId" key={brand} defaultValue={set?.categoryId ?? options[0]?.id}>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.cheapestCents === null ? 'no item on sale' : `from ${formatCents(c.cheapestCents)}`})
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('quantity')}>Pieces</label>
          <input id={id('quantity')} name="quantity" type="number" min={SET_QUANTITY_MIN} max={SET_QUANTITY_MAX} required defaultValue={set?.quantity ?? 3} />
        </div>
        <div className={styles.field}>
          <label htmlFor={id('price')}>Set price ($)</label>
          <input id={id('price')} name="price" inputMode="decimal" required defaultValue={set ? fromCents(set.priceCents).toFixed(2) : ''} aria-describedby={id('price-hint')} />
          <small id={id('price-hint')} className={styles.muted}>Below what the pieces cost at the category&apos;s cheapest price.</small>
        </div>
        <label><input type="checkbox" name="active" defaultChecked={set?.active ?? true} /> Active</label>
      </div>
      {errors.length ? <Errors errors={errors} /> : null}
      <div className={styles.row}>
        <button className={styles.button} type="submit" disabled={busy}>{set ? 'Save set' : 'Create set'}</button>
        {onCancel ? <button type="button" className={styles.linkButton} onClick={onCancel}>Cancel</button> : null}
      </div>
    </form>
  );
}
