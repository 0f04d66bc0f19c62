import type { Item } from '../../lib/catalog/types';
import type { DB } from '../db';

/**
 * The item with its stock read now (one primary-key lookup on item_sizes), not from the catalog
 * snapshot cached for CATALOG_TTL_MS per instance: a size sold out through another instance (or
 * another process) shows as sold out on every instance's item page at once, so what the page
 * offers is what the cart accepts. The cached item is not changed.
 */
export async function withFreshStock(db: DB, item: Item): Promise<Item> {
  const rows = await db.selectFrom('item_sizes').select(['size', 'stock']).where('item_id', '=', item.id).execute();
  const stock = new Map(rows.map((r) => [r.size, Math.max(0, Number(r.stock) || 0)]));
  const sizes = item.sizes.map((s) => {
    const n = stock.get(s.size) ?? 0;
    return { ...s, stock: n, soldOut: n <= 0 };
  });
  return { ...item, sizes, soldOut: sizes.length > 0 && sizes.every((s) => s.soldOut) };
}
