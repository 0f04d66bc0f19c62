import type { DB } from '../db';
import { nowIso } from '../db/tx';

/** How many featured items the cart drawer shows. */
export const FEATURED_COUNT = 3;

/**
 * The cart's featuredItemIds (spec "Cart state"; issue 37): for a cart with items, the brand's newest
 * styles in stock that the cart does not hold, open to this shopper (no members-only style or
 * members' early access for a shopper who is not a member), to complete the look in the drawer.
 */
export async function featuredItemIds(db: DB, brandId: string, inCart: number[], member: boolean): Promise<number[]> {
  if (!inCart.length) return [];
  let q = db.selectFrom('items as i').select('i.id')
    .where('i.brand_id', '=', brandId).where('i.active', '=', 1).where('i.id', 'not in', inCart)
    .where((eb) => eb.exists(eb.selectFrom('item_sizes as s').select('s.item_id').whereRef('s.item_id', '=', 'i.id').where('s.stock', '>', 0)));
  if (!member) q = q.where('i.vip_only', '=', 0).where((eb) => eb.or([eb('i.members_until', 'is', null), eb('i.members_until', '<=', nowIso())]));
  const rows = await q.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(FEATURED_COUNT).execute();
  return rows.map((r) => Number(r.id));
}

/**
 * The cart's `purchased` (spec "Cart state"; issue 37): which of these items (the cart's and the
 * featured ones) the shopper has bought before: the logged-in customer's paid orders, else this
 * session's. The drawer marks them.
 */
export async function purchasedItemIds(db: DB, brandId: string, owner: { customerId: number | null; sessionId: string | null }, itemIds: number[]): Promise<number[]> {
  if (!itemIds.length || (owner.customerId === null && owner.sessionId === null)) return [];
  let q = db.selectFrom('order_items as l').innerJoin('orders as o', 'o.id', 'l.order_id').select('l.item_id').distinct()
    .where('o.brand_id', '=', brandId).where('o.status', 'in', ['paid', 'shipped', 'delivered']).where('l.item_id', 'in', itemIds)
    .where('l.discount_class', 'not in', ['club', 'club_piece', 'club_accessory', 'exchange']);
  q = owner.customerId !== null ? q.where('o.customer_id', '=', owner.customerId) : q.where('o.session_id', '=', owner.sessionId!);
  return (await q.execute()).map((r) => Number(r.item_id)).sort((a, b) => a - b);
}
