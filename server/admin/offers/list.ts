import type { DB } from '../../db';
import { notFound } from '../../http/errors';
import { rowIdOf } from '../../http/rowId';
import type { OfferRow } from '../../offers/load';
import { visibleBrandIds } from '../orders/scope';
import type { Staff } from '../staffAccounts';
import type { OfferValues } from './offerInput';
import type { OfferList } from '../../../lib/admin/types';

export const OFFER_NOT_FOUND = 'offer: not found';

/** An offer's copy (copy_json): headline, body, button and picture, each text; anything unreadable empty. */
export function copyOf(json: string): { headline: string; body: string; cta: string; image: string } {
  let parsed: Record<string, unknown> = {};
  try {
    const v: unknown = JSON.parse(json);
    if (v && typeof v === 'object') parsed = v as Record<string, unknown>;
  } catch {
    // unreadable copy reads as none
  }
  const text = (k: string) => (typeof parsed[k] === 'string' ? (parsed[k] as string) : '');
  return { headline: text('headline'), body: text('body'), cta: text('cta'), image: text('image') };
}

/** The values the back office edits, read from a row. */
export function valuesOf(o: OfferRow): OfferValues {
  const copy = copyOf(o.copy_json);
  return {
    kind: o.kind, offer_type: o.offer_type, flow: o.flow, position: o.position, item_id: o.item_id, price_cents: o.price_cents,
    how_many: o.how_many, short_item_name: o.short_item_name, digital: o.digital, active: o.active,
    headline: copy.headline, body: copy.body, cta: copy.cta,
  };
}

/** The offer as the answers and the audit log show it (money in cents). */
export function shownOffer(v: OfferValues) {
  return {
    kind: v.kind, offerType: v.offer_type, flow: v.flow, position: v.position, itemId: v.item_id, priceCents: v.price_cents, howMany: v.how_many,
    shortItemName: v.short_item_name, digital: !!v.digital, active: !!v.active, headline: v.headline, body: v.body, cta: v.cta,
  };
}

/**
 * The order bumps and special offers of the staff member's brands, active or not, in list and
 * funnel order, each with its item's name and regular price (the figure its price must stay below).
 */
export async function listOffers(db: DB, staff: Staff): Promise<OfferList> {
  const brands = visibleBrandIds(staff);
  if (!brands.length) return { offers: [], brands };
  const rows = await db.selectFrom('offers').selectAll().where('brand_id', 'in', brands)
    .orderBy('brand_id').orderBy('kind').orderBy('position').orderBy('id').execute();
  const itemIds = [...new Set(rows.map((o) => o.item_id))];
  const items = itemIds.length
    ? await db.selectFrom('items').select(['id', 'brand_id', 'name', 'price_cents', 'active']).where('id', 'in', itemIds).execute()
    : [];
  return {
    offers: rows.map((o) => {
      const item = items.find((i) => i.id === o.item_id && i.brand_id === o.brand_id);
      return {
        id: o.id, brandId: o.brand_id, ...shownOffer(valuesOf(o)),
        item: item ? { name: item.name, priceCents: item.price_cents, onSale: !!item.active } : null,
      };
    }),
    brands,
  };
}

/** The offer when it belongs to one of the staff member's brands; otherwise a 404 like no offer. */
export async function scopedOffer(db: DB, staff: Staff, rawId: string | undefined): Promise<OfferRow> {
  const id = rowIdOf(rawId);
  const brands = visibleBrandIds(staff);
  if (id === null || !brands.length) throw notFound(OFFER_NOT_FOUND);
  const offer = await db.selectFrom('offers').selectAll().where('id', '=', id).where('brand_id', 'in', brands).executeTakeFirst();
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  return offer;
}
