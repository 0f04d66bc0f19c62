import { conflict } from '../http/errors';
import type { Trx } from '../db/tx';

export interface StockNeed {
  itemId: number;
  size: string;
  quantity: number;
  name: string;
}

/**
 * Takes the units out of stock, all or none (the caller's transaction rolls back on a 409).
 * Each UPDATE only succeeds while enough is left, so two checkouts of the last unit sell it once.
 * Rows are taken in a fixed order so concurrent checkouts cannot deadlock.
 */
export async function takeStock(trx: Trx, needs: StockNeed[]): Promise<void> {
  const merged = new Map<string, StockNeed>();
  for (const n of needs) {
    const key = `${n.itemId}\u0000${n.size}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + n.quantity } : { ...n });
  }
  const ordered = [...merged.values()].sort((a, b) => a.itemId - b.itemId || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0));
  for (const n of ordered) {
    const res = await trx
      .updateTable('item_sizes')
      .set((eb) => ({ stock: eb('stock', '-', n.quantity) }))
      .where('item_id', '=', n.itemId)
      .where('size', '=', n.size)
      .where('stock', '>=', n.quantity)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw conflict(`${n.name} in ${n.size} just sold out`);
  }
}

/** Puts units back (an order abandoned before it was paid, server/checkout/confirm.ts). */
export async function returnStock(trx: Trx, needs: Omit<StockNeed, 'name'>[]): Promise<void> {
  for (const n of needs) {
    await trx
      .updateTable('item_sizes')
      .set((eb) => ({ stock: eb('stock', '+', n.quantity) }))
      .where('item_id', '=', n.itemId)
      .where('size', '=', n.size)
      .execute();
  }
}
