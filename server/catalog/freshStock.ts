import type { Item, ItemStock } from '../../lib/catalog/types';
import type { DB } from '../db';

async function stockBySize(db: DB, itemId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('item_sizes').select(['size', 'stock']).where('item_id', '=', itemId).execute();
  return new Map(rows.map((r) => [r.size, Math.max(0, Number(r.stock) || 0)]));
}

/** The item's sizes with the stock `stock` gives (a size without a row has none left). */
function restock(item: Pick<Item, 'sizes'>, stock: Map<string, number>): ItemStock {
  const sizes = item.sizes.map((s) => {
    const n = stock.get(s.size) ?? 0;
    return { ...s, stock: n, soldOut: n <= 0 };
  });
  return { sizes, soldOut: sizes.length > 0 && sizes.every((s) => s.soldOut) };
}

/**
 * The item with its stock read now (one primary-key lookup on item_sizes), not from the catalog
 * snapshot cached for CATALOG_TTL_MS per instance: a size sold out through another instance (or
 * another process) shows as sold out on every instance's item page at once, so what the page
 * offers is what the cart accepts. The cached item is not changed.
 */
export async function withFreshStock(db: DB, item: Item): Promise<Item> {
  return { ...item, ...restock(item, await stockBySize(db, item.id)) };
}

/** GET item/:id/stock: only the sizes' stock, read now (the item page asks after loading: a CDN may have kept the page). */
export async function freshStockOf(db: DB, item: Pick<Item, 'id' | 'sizes'>): Promise<ItemStock> {
  return restock(item, await stockBySize(db, item.id));
}
