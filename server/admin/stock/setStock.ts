import type { DB } from '../../db';
import type { Fields } from '../../http/types';
import { requireInt, requireString } from '../../http/input';
import { notFound } from '../../http/errors';
import { changeCatalog } from '../../catalog/change';
import { writeAudit } from '../audit';
import type { Staff } from '../staffAccounts';
import type { ScopedItem } from './items';

export const MAX_STOCK = 99_999;

/**
 * Sets one size's stock to an absolute number, with a stock_changes row and an audit row, as a
 * catalog change (changeCatalog): shoppers on this instance see it at once, on others within seconds.
 */
export async function setSizeStock(db: DB, staff: Staff, item: ScopedItem, f: Fields, ip: string | null, now: Date) {
  const size = requireString(f, 'size', 50);
  const stock = requireInt(f, 'stock', 0, MAX_STOCK);
  const before = await changeCatalog(db, item.brand_id, async (trx) => {
    const row = await trx.selectFrom('item_sizes').select('stock').where('item_id', '=', item.id).where('size', '=', size).executeTakeFirst();
    if (!row) throw notFound('size: not found');
    const was = Number(row.stock);
    await trx.updateTable('item_sizes').set({ stock }).where('item_id', '=', item.id).where('size', '=', size).execute();
    await trx.insertInto('stock_changes').values({ staff_id: staff.id, item_id: item.id, size, before: was, after: stock, at: now.toISOString() }).execute();
    await writeAudit(trx, {
      staffId: staff.id, action: 'item.stock', recordType: 'item', recordId: String(item.id), brandId: item.brand_id,
      before: { size, stock: was }, after: { size, stock }, ip,
    }, now);
    return was;
  });
  return { size, before, stock };
}
