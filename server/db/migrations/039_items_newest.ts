import type { Kysely } from 'kysely';

/**
 * The cart's featured items (server/cart/suggestions.ts featuredItemIds, on every cart answer) are a brand's newest
 * active items: with this index the database walks them newest first and stops at the first few in stock, where
 * items_brand (brand_id, active) made it read and sort every item of the brand (SQLite: 0.3 ms of the 1 ms a POST
 * cart/add spent in SQL with 114 items; it grows with the catalog). docs/performance.md, "cart/add against checkout".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('items_brand_newest').on('items').columns(['brand_id', 'active', 'created_at', 'id']).execute();
}
