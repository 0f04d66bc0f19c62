import { sql } from 'kysely';
import type { DB } from '../../db';
import type { Trx } from '../../db/tx';
import { notFound } from '../../http/errors';
import { rowIdOf } from '../../http/rowId';
import { visibleBrandIds } from '../orders/scope';
import type { Staff } from '../staffAccounts';
import { multiBuyLabel } from '../../../lib/promotions/multiBuy';
import { fromCents } from '../../../lib/format/money';
import type { SetList } from '../../../lib/admin/types';

export const SET_NOT_FOUND = 'set: not found';

/**
 * The categories of some brands with the regular price of their cheapest item on sale (null: none),
 * the figure a set's price must stay below (setInput.ts checkSetPrice).
 */
export async function categoriesWithCheapest(db: DB | Trx, brands: readonly string[], ids?: readonly number[]) {
  if (!brands.length) return [];
  let q = db
    .selectFrom('categories as c')
    .leftJoin('item_categories as ic', 'ic.category_id', 'c.id')
    .leftJoin('items as i', (j) => j.onRef('i.id', '=', 'ic.item_id').onRef('i.brand_id', '=', 'c.brand_id').on('i.active', '=', 1))
    .select(['c.id', 'c.brand_id', 'c.name', sql<number | null>`min(i.price_cents)`.as('cheapest'), sql<number>`count(i.id)`.as('items')])
    .where('c.brand_id', 'in', brands);
  if (ids) q = q.where('c.id', 'in', ids.length ? ids : [-1]);
  const rows = await q.groupBy(['c.id', 'c.brand_id', 'c.name']).orderBy('c.brand_id').orderBy('c.name').execute();
  return rows.map((r) => ({ id: r.id, brandId: r.brand_id, name: r.name, cheapestCents: r.cheapest === null ? null : Number(r.cheapest), items: Number(r.items) }));
}

/** The multi-buy sets of the staff member's brands (active or not), and the categories a set may be made on. */
export async function listSets(db: DB, staff: Staff): Promise<SetList> {
  const brands = visibleBrandIds(staff);
  if (!brands.length) return { sets: [], categories: [], brands };
  const [rows, categories] = await Promise.all([
    db.selectFrom('multi_buys').selectAll().where('brand_id', 'in', brands).orderBy('brand_id').orderBy('id').execute(),
    categoriesWithCheapest(db, brands),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  return {
    sets: rows.map((s) => {
      const c = byId.get(s.category_id);
      const name = c && c.brandId === s.brand_id ? c.name : null;
      return {
        id: s.id, brandId: s.brand_id, categoryId: s.category_id, categoryName: name, quantity: s.quantity, priceCents: s.price_cents, active: !!s.active,
        /** What shoppers read (lib/promotions/multiBuy.ts); null when its category is gone. */
        label: name === null ? null : multiBuyLabel(s.quantity, name, fromCents(s.price_cents)),
      };
    }),
    categories,
    brands,
  };
}

/** The set when it belongs to one of the staff member's brands; otherwise a 404 like no set. */
export async function scopedSet(db: DB, staff: Staff, rawId: string | undefined) {
  const id = rowIdOf(rawId);
  const brands = visibleBrandIds(staff);
  if (id === null || !brands.length) throw notFound(SET_NOT_FOUND);
  const set = await db.selectFrom('multi_buys').selectAll().where('id', '=', id).where('brand_id', 'in', brands).executeTakeFirst();
  if (!set) throw notFound(SET_NOT_FOUND);
  return set;
}

export type ScopedSet = Awaited<ReturnType<typeof scopedSet>>;
