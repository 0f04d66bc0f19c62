import type { DB } from '../../db';
import type { Fields } from '../../http/types';
import { optionalString } from '../../http/input';
import { notFound } from '../../http/errors';
import { rowIdOf } from '../../http/rowId';
import { visibleBrandIds } from '../orders/scope';
import type { Staff } from '../staffAccounts';

export const ITEM_NOT_FOUND = 'item: not found';

export interface ItemHit { id: number; brandId: string; name: string }

/** Items of the staff member's brands by id or part of the name (at most 50, by name). */
export async function searchItems(db: DB, staff: Staff, f: Fields): Promise<{ items: ItemHit[] }> {
  const q = optionalString(f, 'q', 100) ?? '';
  const brands = visibleBrandIds(staff);
  if (!brands.length) return { items: [] };
  let query = db.selectFrom('items').select(['id', 'brand_id', 'name']).where('brand_id', 'in', brands);
  const id = rowIdOf(q);
  if (id !== null) query = query.where('id', '=', id);
  else if (q) query = query.where('name', 'like', `%${q.replace(/[%_\\]/g, '')}%`);
  const rows = await query.orderBy('name').orderBy('id').limit(50).execute();
  return { items: rows.map((r) => ({ id: r.id, brandId: r.brand_id, name: r.name })) };
}

/** The item when it belongs to one of the staff member's brands; otherwise a 404 like no item. */
export async function scopedItem(db: DB, staff: Staff, rawId: string | undefined) {
  const id = rowIdOf(rawId);
  const brands = visibleBrandIds(staff);
  if (id === null || !brands.length) throw notFound(ITEM_NOT_FOUND);
  const item = await db.selectFrom('items').select(['id', 'brand_id', 'name']).where('id', '=', id).where('brand_id', 'in', brands).executeTakeFirst();
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

export type ScopedItem = Awaited<ReturnType<typeof scopedItem>>;

/** An item's sizes with their stock and its stock history (newest first, at most 200; orderId: a refund of that order put the units back). */
export async function itemStock(db: DB, item: ScopedItem) {
  const sizes = await db.selectFrom('item_sizes').select(['size', 'stock']).where('item_id', '=', item.id).orderBy('position').orderBy('size').execute();
  const history = await db
    .selectFrom('stock_changes')
    .leftJoin('staff', 'staff.id', 'stock_changes.staff_id')
    .select(['stock_changes.id', 'stock_changes.size', 'stock_changes.before', 'stock_changes.after', 'stock_changes.at', 'stock_changes.order_id', 'staff.email'])
    .where('stock_changes.item_id', '=', item.id)
    .orderBy('stock_changes.id', 'desc')
    .limit(200)
    .execute();
  return {
    id: item.id, brandId: item.brand_id, name: item.name,
    sizes: sizes.map((s) => ({ size: s.size, stock: Number(s.stock) })),
    history: history.map((h) => ({ id: h.id, size: h.size, before: h.before, after: h.after, at: h.at, staff: h.email ?? null, orderId: h.order_id === null ? null : Number(h.order_id) })),
  };
}
