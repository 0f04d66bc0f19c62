import { toCardData } from '../../lib/catalog/cards';
import type { Wishlist, WishlistChange } from '../../lib/account/types';
import { inTransaction, nowIso, type Trx } from '../db/tx';
import { getCatalog } from '../catalog/cache';
import type { CatalogSnapshot } from '../catalog/snapshot';
import type { DB } from '../db';
import { HttpError, badRequest, notFound } from '../http/errors';
import type { Fields } from '../http/types';
import { rowIdOf } from '../http/rowId';
import { lockCustomer } from './customerLock';

/** Most items one customer can save. */
export const WISHLIST_MAX = 200;

export const WISHLIST_MESSAGES = {
  loginRequired: 'Please log in to use your wishlist.',
  invalidId: 'itemId: invalid ID',
  noSuchItem: 'itemId: invalid ID, no such item',
  full: `itemId: Your wishlist is full (${WISHLIST_MAX} items). Remove an item to save another.`,
} as const;

/** The itemId field: a positive whole number; empty or anything else is 'itemId: invalid ID' (spec section 5). */
export function readItemId(f: Fields): number {
  const id = rowIdOf(f.itemId);
  if (id === null) throw badRequest(WISHLIST_MESSAGES.invalidId);
  return id;
}

/**
 * The customer's saved item ids that are in this brand's catalog, newest first. Rows of items
 * since taken off sale stay stored (they come back if the item does) but are neither shown nor
 * counted against the cap.
 */
async function savedIds(db: DB | Trx, snap: CatalogSnapshot, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('item_id')
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('item_id', 'desc')
    .execute();
  return rows.map((r) => Number(r.item_id)).filter((id) => snap.items.has(id));
}

/** GET wishlist: the saved items as product cards, newest first. */
export async function loadWishlist(db: DB, brandId: string, customerId: number): Promise<Wishlist> {
  const snap = await getCatalog(db, brandId);
  const ids = await savedIds(db, snap, customerId);
  return { items: ids.map((id) => toCardData(snap.items.get(id)!.listed)), max: WISHLIST_MAX };
}

/** POST wishlist/add: saving an item already saved changes nothing (its date stays). */
export async function addToWishlist(db: DB, brandId: string, customerId: number, itemId: number): Promise<WishlistChange> {
  const snap = await getCatalog(db, brandId);
  // The snapshot holds this brand's items on sale only: another brand's item is unknown here.
  if (!snap.items.has(itemId)) throw notFound(WISHLIST_MESSAGES.noSuchItem);
  // Under the customer's row lock: two adds at once (two tabs) count one after the other, so
  // neither can go past the cap.
  return inTransaction(db, async (trx) => {
    await lockCustomer(trx, brandId, customerId);
    const ids = await savedIds(trx, snap, customerId);
    if (ids.includes(itemId)) return { itemId, saved: true, count: ids.length };
    if (ids.length >= WISHLIST_MAX) throw new HttpError(409, WISHLIST_MESSAGES.full);
    await trx
      .insertInto('wishlist_items')
      .values({ customer_id: customerId, item_id: itemId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['customer_id', 'item_id']).doNothing())
      .execute();
    return { itemId, saved: true, count: ids.length + 1 };
  });
}

/** POST wishlist/remove: removing an item that is not saved changes nothing. */
export async function removeFromWishlist(db: DB, brandId: string, customerId: number, itemId: number): Promise<WishlistChange> {
  await db.deleteFrom('wishlist_items').where('customer_id', '=', customerId).where('item_id', '=', itemId).execute();
  const snap = await getCatalog(db, brandId);
  return { itemId, saved: false, count: (await savedIds(db, snap, customerId)).length };
}
