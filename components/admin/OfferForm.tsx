import { useState, type FormEvent } from 'react';
import { OFFER_COPY_MAX, OFFER_HOW_MANY_MAX, OFFER_POSITION_MAX } from '../../lib/admin/offerLimits';
import { FLOW_LABELS, LIST_LABELS, TYPE_LABELS, typedCents } from '../../lib/admin/offerWords';
import type { AdminOffer } from '../../lib/admin/types';
import { OFFER_KINDS_OF } from '../../lib/checkout/nextPage';
import { formatCents, fromCents } from '../../lib/format/money';
import { Errors } from './Errors';
import { useRecordSave } from './useRecordSave';
import styles from './admin.module.css';

type List = AdminOffer['kind'];

interface Props {
  /** The brands a new offer may be made for (GET offers `brands`). */
  brands: readonly string[];
  /** The offer to edit; none: a new one. */
  offer?: AdminOffer;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}

/**
 * A new order bump or special offer, or an edit of one: its list and template (only the templates
 * of the chosen list are offered: lib/checkout/nextPage.ts OFFER_KINDS_OF), funnel, place, item,
 * pieces and price, and its copy as plain text. The server checks everything again and names the field it refuses.
 */
export function OfferForm({ brands, offer, onSaved, onCancel }: Props) {
  const [list, setList] = useState<List>(offer?.kind ?? 'order_bump');
  const { errors, setErrors, busy, save } = useRecordSave('offers', 'Offer', offer ? offer.id : null, onSaved);
  const id = (name: string) => `offer-${offer?.id ?? 'new'}-${name}`;
  const title = offer ? `Edit offer #${offer.id}` : 'New offer';

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (n: string) => String(f.get(n) ?? '').trim();
    const priceCents = typedCents(text('price'));
    if (priceCents === null) {
      setErrors(['Offer price: type an amount in dollars above zero, like 12.99.']);
      return;
    }
    const fields: Record<string, string> = {
      kind: list, offerType: text('offerType'), flow: text('flow'), position: text('position'), itemId: text('itemId'), howMany: text('howMany'),
      priceCents: String(priceCents), shortItemName: text('shortItemName'), headline: text('headline'), body: text('body'), cta: text('cta'),
      digital: f.get('digital') ? '1' : '0', active: f.get('active') ? '1' : '0',
    };
    if (!offer) fields.brand = text('brand');
    await save(fields);
  }

  return (
    <form className={styles.card} aria-labelledby={id('title')} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={id('title')}>{title}</h2>
      <div className={styles.row}>
        {offer ? null : (
          <div className={styles.field}>
            <label htmlFor={id('brand')}>Brand</label>
            <select id={id('brand')} name="brand" defaultValue={brands[0]}>
              {brands.map((b) => <option key={b} value={b}>{b}</option>)}
            </select>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={id('kind')}>List</label>
          <select id={id('kind')} name="kind" value={list} onChange={(e) => setList(e.target.value as List)}>
            {(Object.keys(OFFER_KINDS_OF) as List[]).map((k) => <option key={k} value={k}>{LIST_LABELS[k]}</option>)}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('offerType')}>Template</label>
          <select id={id('offerType')} name="offerType" key={list} defaultValue={offer?.kind === list ? offer.offerType : OFFER_KINDS_OF[list][0]}>
            {OFFER_KINDS_OF[list].map((t) => <option key={t} value={t}>{TYPE_LABELS[t]}</option>)}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('flow')}>Funnel</label>
          <select id={id('flow')} name="flow" defaultValue={offer?.flow ?? 'free_flow'}>
            {Object.entries(FLOW_LABELS).map(([v, label]) => <option key={v} value={v}>{label}</option>)}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('position')}>Place in the list</label>
          <input id={id('position')} name="position" type="number" min={0} max={OFFER_POSITION_MAX} required defaultValue={offer?.position ?? 1} aria-describedby={id('position-hint')} />
          <small id={id('position-hint')} className={styles.muted}>Lower first; a funnel shows its first special offer only.</small>
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={id('itemId')}>Item number</label>
          <input id={id('itemId')} name="itemId" inputMode="numeric" required defaultValue={offer?.itemId ?? ''} aria-describedby={id('item-hint')} />
          <small id={id('item-hint')} className={styles.muted}>
            {offer?.item ? `Now: ${offer.item.name}, ${formatCents(offer.item.priceCents)} on its item page.` : 'As Stock lists it.'}
          </small>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('howMany')}>Pieces</label>
          <input id={id('howMany')} name="howMany" type="number" min={1} max={OFFER_HOW_MANY_MAX} required defaultValue={offer?.howMany ?? 1} />
        </div>
        <div className={styles.field}>
          <label htmlFor={id('price')}>Offer price ($)</label>
          <input id={id('price')} name="price" inputMode="decimal" required defaultValue={offer ? fromCents(offer.priceCents).toFixed(2) : ''} aria-describedby={id('price-hint')} />
          <small id={id('price-hint')} className={styles.muted}>For all its pieces together; below what they cost on the item page.</small>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('shortItemName')}>Name on the cart line</label>
          <input id={id('shortItemName')} name="shortItemName" required maxLength={OFFER_COPY_MAX.shortItemName} defaultValue={offer?.shortItemName ?? ''} />
        </div>
      </div>
      <p id={id('copy-hint')} className={styles.muted}>
        Plain text. Name no price but the offer price and the item page price: the copy is not changed for you when the price is.
      </p>
      <div className={styles.field}>
        <label htmlFor={id('headline')}>Headline (up to {OFFER_COPY_MAX.headline} characters)</label>
        <input id={id('headline')} name="headline" required maxLength={OFFER_COPY_MAX.headline} defaultValue={offer?.headline ?? ''} aria-describedby={id('copy-hint')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('body')}>Text (up to {OFFER_COPY_MAX.body} characters)</label>
        <textarea id={id('body')} name="body" rows={3} maxLength={OFFER_COPY_MAX.body} defaultValue={offer?.body ?? ''} aria-describedby={id('copy-hint')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('cta')}>Button (up to {OFFER_COPY_MAX.cta} characters)</label>
        <input id={id('cta')} name="cta" maxLength={OFFER_COPY_MAX.cta} defaultValue={offer?.cta ?? ''} aria-describedby={id('copy-hint')} />
      </div>
      <div className={styles.row}>
        <label><input type="checkbox" name="digital" defaultChecked={offer?.digital ?? false} /> Digital (nothing to ship)</label>
        <label><input type="checkbox" name="active" defaultChecked={offer?.active ?? true} /> Active (shown to shoppers)</label>
      </div>
      {errors.length ? <Errors errors={errors} /> : null}
      <div className={styles.row}>
        <button className={styles.button} type="submit" disabled={busy}>{offer ? 'Save offer' : 'Create offer'}</button>
        {onCancel ? <button type="button" className={styles.linkButton} onClick={onCancel}>Cancel</button> : null}
      </div>
    </form>
  );
}
