import type { Kysely } from 'kysely';

/**
 * Refunds that put the units back in stock (issue 38, the back office's order page):
 * - stock_changes (033) gets `order_id`: set when the change is a refund's restock of that order
 *   (null: a staff member set the number on the item page), so an item's stock history says why.
 * - order_line_restocks: one row per order line whose units went back to stock on a refund; the
 *   line is its primary key, so a line refunded and restocked twice adds its units once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stock_changes').addColumn('order_id', 'integer').execute();
  await db.schema
    .createTable('order_line_restocks')
    .addColumn('order_item_id', 'integer', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_line_restocks_order').on('order_line_restocks').columns(['order_id']).execute();
}
