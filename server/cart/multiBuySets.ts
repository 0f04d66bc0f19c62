import type { DB } from '../db';
import { multiBuyLabel, type AppliedMultiBuy, type MultiBuyOffer } from '../../lib/promotions/multiBuy';
import { applyMultiBuys } from './multiBuy';
import type { PricedLine } from './lines';
import { fromCents } from '../../lib/format/money';

/** The brand's active multi-buy sets (migration 017) with their category, in id order. */
export async function loadMultiBuyOffers(db: DB, brandId: string): Promise<(MultiBuyOffer & { priceCents: number })[]> {
  const rows = await db
    .selectFrom('multi_buys as m')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .select(['m.id', 'm.category_id', 'm.quantity', 'm.price_cents', 'c.name', 'c.slug'])
    .where('m.brand_id', '=', brandId)
    .where('c.brand_id', '=', brandId)
    .where('m.active', '=', 1)
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({
    id: r.id, categoryId: r.category_id, categoryName: r.name, path: `/category/${r.slug}`, quantity: r.quantity,
    price: fromCents(r.price_cents), priceCents: r.price_cents, label: multiBuyLabel(r.quantity, r.name, fromCents(r.price_cents)),
  }));
}

export interface PricedMultiBuys {
  applied: AppliedMultiBuy[];
  savingCents: number;
}

/**
 * The brand's sets applied to the cart's regular lines at the price each unit costs the shopper
 * (list or member price). Offer, gift and bundled lines never count towards a set.
 */
export async function priceMultiBuys(db: DB, brandId: string, lines: readonly PricedLine[]): Promise<PricedMultiBuys> {
  const regular = lines.filter((l) => l.regular && l.quantity > 0);
  if (regular.length === 0) return { applied: [], savingCents: 0 };
  const offers = await loadMultiBuyOffers(db, brandId);
  if (offers.length === 0) return { applied: [], savingCents: 0 };
  const links = await db
    .selectFrom('item_categories')
    .select(['item_id', 'category_id'])
    .where('item_id', 'in', [...new Set(regular.map((l) => l.itemId))])
    .where('category_id', 'in', offers.map((o) => o.categoryId))
    .execute();
  const categoriesOf = (itemId: number) => links.filter((x) => x.item_id === itemId).map((x) => x.category_id);
  const result = applyMultiBuys(
    offers.map((o) => ({ id: o.id, categoryId: o.categoryId, quantity: o.quantity, priceCents: o.priceCents })),
    regular.map((l) => ({ unitCents: Math.round(l.totalCents / l.quantity), quantity: l.quantity, categoryIds: categoriesOf(l.itemId) })),
  );
  const byId = new Map(offers.map((o) => [o.id, o]));
  return {
    applied: result.applied.map((a) => ({ id: a.id, label: byId.get(a.id)!.label, sets: a.sets, saving: fromCents(a.savingCents) })),
    savingCents: result.savingCents,
  };
}
