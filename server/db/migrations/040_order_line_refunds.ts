import type { Kysely } from 'kysely';

/**
 * order_line_refunds (issue 38, the back office's refund by lines): one row per order line refunded
 * at what it cost, the line its primary key, so a line is refunded once: a second refund of it (two
 * tabs, two support agents) is refused instead of paying the shopper again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_line_refunds')
    .addColumn('order_item_id', 'integer', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_line_refunds_order').on('order_line_refunds').columns(['order_id']).execute();
}
