import { sql } from 'kysely';
import type { DB } from '../../db';
import type { Fields } from '../../http/types';
import { requireString } from '../../http/input';
import { badRequest, notFound } from '../../http/errors';
import { inTransaction, type Trx } from '../../db/tx';
import type { OfferRow } from '../../offers/load';
import { writeAudit } from '../audit';
import { visibleBrandIds } from '../orders/scope';
import type { Staff } from '../staffAccounts';
import { copyOf, shownOffer, valuesOf } from './list';
import { checkOfferKind, checkOfferPrice, offerValues, type OfferValues } from './offerInput';

/**
 * offers.id is not generated (001_initial; the seed gives each brand a block of small ids,
 * server/seed/ids.ts): offers made here take ids from this number up, clear of every seed block.
 */
export const FIRST_STAFF_OFFER_ID = 10_001;

/** The offer's type must fit its list, its item be an item of its brand on sale, and its price below the item's. */
async function checked(trx: Trx, brandId: string, v: OfferValues): Promise<void> {
  checkOfferKind(v);
  const item = await trx.selectFrom('items').select('price_cents').where('id', '=', v.item_id).where('brand_id', '=', brandId).where('active', '=', 1).executeTakeFirst();
  if (!item) throw badRequest('itemId: not an item of this brand on sale');
  checkOfferPrice(v, item.price_cents);
}

/** What a size or colour picker the offer page shows: only for an item with more than one. */
async function pickerFor(trx: Trx, itemId: number): Promise<string> {
  const [sizes, colors] = await Promise.all([
    trx.selectFrom('item_sizes').select(sql<number>`count(*)`.as('n')).where('item_id', '=', itemId).executeTakeFirstOrThrow(),
    trx.selectFrom('item_colors').select(sql<number>`count(*)`.as('n')).where('item_id', '=', itemId).executeTakeFirstOrThrow(),
  ]);
  return JSON.stringify({ size: Number(sizes.n) > 1, color: Number(colors.n) > 1 });
}

const columns = (v: OfferValues) => ({
  kind: v.kind, offer_type: v.offer_type, flow: v.flow, position: v.position, item_id: v.item_id, price_cents: v.price_cents,
  how_many: v.how_many, short_item_name: v.short_item_name, digital: v.digital, active: v.active,
});

/**
 * A new order bump or special offer for one of the staff member's brands (`brand`), with an audit
 * row. Offers are read from the database on every request (server/offers/load.ts caches nothing),
 * so shoppers see it at once on every instance.
 */
export async function createOffer(db: DB, staff: Staff, f: Fields, ip: string | null, now: Date) {
  const brand = requireString(f, 'brand', 20);
  if (!visibleBrandIds(staff).includes(brand)) throw notFound('brand: not found');
  const values = offerValues(f, null);
  return inTransaction(db, async (trx) => {
    await checked(trx, brand, values);
    const top = await trx.selectFrom('offers').select(sql<number | null>`max(id)`.as('top')).executeTakeFirstOrThrow();
    // Two creates racing for one id: the loser's insert is a unique violation and inTransaction runs it again.
    const id = Math.max(FIRST_STAFF_OFFER_ID, Number(top.top ?? 0) + 1);
    await trx.insertInto('offers').values({
      id, brand_id: brand, ...columns(values), picker_json: await pickerFor(trx, values.item_id),
      copy_json: JSON.stringify({ headline: values.headline, body: values.body, image: '', cta: values.cta }),
    }).execute();
    const after = shownOffer(values);
    await writeAudit(trx, { staffId: staff.id, action: 'offer.create', recordType: 'offer', recordId: String(id), brandId: brand, before: null, after, ip }, now);
    return { id, brandId: brand, ...after };
  });
}

/**
 * Edits an offer (the fields given; `active` 0 deactivates it), with an audit row of before and
 * after; an edit that changes nothing writes and checks nothing. A new item gets its own picker and
 * picture (the old item's picture would show the wrong piece); the copy's other keys are kept. The
 * row is locked (a no-op UPDATE) and read again in the transaction, so two edits at once each audit what they changed.
 */
export async function updateOffer(db: DB, staff: Staff, offer: OfferRow, f: Fields, ip: string | null, now: Date) {
  return inTransaction(db, async (trx) => {
    await trx.updateTable('offers').set((eb) => ({ active: eb.ref('active') })).where('id', '=', offer.id).execute();
    const row = await trx.selectFrom('offers').selectAll().where('id', '=', offer.id).executeTakeFirstOrThrow();
    const current = valuesOf(row);
    const values = offerValues(f, current);
    const unchanged = (k: keyof OfferValues) => values[k] === current[k];
    const keys = Object.keys(values) as (keyof OfferValues)[];
    if (keys.every(unchanged)) return { id: row.id, brandId: row.brand_id, ...shownOffer(current) };
    // Deactivating alone is always allowed, even when the item's price has since fallen below the offer's or its row is misfiled.
    if (values.active || !keys.every((k) => k === 'active' || unchanged(k))) await checked(trx, row.brand_id, values);
    const newItem = values.item_id !== current.item_id;
    const copy = { ...copyOf(row.copy_json), headline: values.headline, body: values.body, cta: values.cta, ...(newItem ? { image: '' } : {}) };
    await trx.updateTable('offers').set({
      ...columns(values), copy_json: JSON.stringify(copy), ...(newItem ? { picker_json: await pickerFor(trx, values.item_id) } : {}),
    }).where('id', '=', row.id).execute();
    const after = shownOffer(values);
    await writeAudit(trx, {
      staffId: staff.id, action: 'offer.update', recordType: 'offer', recordId: String(row.id), brandId: row.brand_id, before: shownOffer(current), after, ip,
    }, now);
    return { id: row.id, brandId: row.brand_id, ...after };
  });
}
