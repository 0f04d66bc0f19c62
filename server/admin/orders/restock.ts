import type { Trx } from '../../db/tx';
import { returnStock } from '../../checkout/stock';

/** An order line as a refund by lines reads it. */
export interface RefundLine { id: number; item_id: number | null; size: string; quantity: number; cancelled: number }

/** Units that went back to stock for one line. */
export interface RestockedLine { lineId: number; itemId: number; size: string; units: number }

/** Why a refunded line's units did not go back: already on an earlier refund, a canceled line, or no such item size any more. */
export interface NotRestockedLine { lineId: number; why: 'already restocked' | 'canceled line' | 'item size gone' }

/**
 * Puts the units of refunded order lines back in stock (server/checkout/stock.ts returnStock, as a
 * cancel does), each line at most once: order_line_restocks has the line as its primary key, so a
 * line refunded and restocked again, or two refunds at the same moment, add its units once. Each
 * change is a stock_changes row with the staff member and the order, so the item's stock history
 * reads "refund of order #N". Runs in the caller's transaction.
 */
export async function restockLines(trx: Trx, staffId: number, orderId: number, lines: readonly RefundLine[], now: Date) {
  const restocked: RestockedLine[] = [];
  const skipped: NotRestockedLine[] = [];
  const at = now.toISOString();
  for (const l of [...lines].sort((a, b) => a.id - b.id)) {
    if (Number(l.cancelled)) {
      skipped.push({ lineId: l.id, why: 'canceled line' });
      continue;
    }
    const itemId = l.item_id === null ? null : Number(l.item_id);
    const size = itemId === null ? undefined : await trx.selectFrom('item_sizes').select('stock').where('item_id', '=', itemId).where('size', '=', l.size).executeTakeFirst();
    if (itemId === null || !size) {
      skipped.push({ lineId: l.id, why: 'item size gone' });
      continue;
    }
    const units = Number(l.quantity);
    const claimed = await trx.insertInto('order_line_restocks')
      .values({ order_item_id: l.id, order_id: orderId, staff_id: staffId, quantity: units, at })
      .onConflict((oc) => oc.column('order_item_id').doNothing())
      .returning('order_item_id')
      .executeTakeFirst();
    if (!claimed) {
      skipped.push({ lineId: l.id, why: 'already restocked' });
      continue;
    }
    await returnStock(trx, [{ itemId, size: l.size, quantity: units }]);
    const after = await trx.selectFrom('item_sizes').select('stock').where('item_id', '=', itemId).where('size', '=', l.size).executeTakeFirstOrThrow();
    await trx.insertInto('stock_changes')
      .values({ staff_id: staffId, item_id: itemId, size: l.size, before: Number(after.stock) - units, after: Number(after.stock), at, order_id: orderId })
      .execute();
    restocked.push({ lineId: l.id, itemId, size: l.size, units });
  }
  return { restocked, skipped };
}
