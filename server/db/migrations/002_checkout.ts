import { type Kysely, sql } from 'kysely';

/**
 * Cart and checkout funnel (issue 4):
 * - one shopper line per (cart, item, colour, size), so concurrent adds merge into one line
 *   (bundled children, offer lines and fixed lines such as free gifts are exempt);
 * - the funnel's answers to special offers per order (accepted once, never charged twice);
 * - the checkout flow an order was placed in, and the instalment count of a payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('cart_lines_shopper_unique')
    .unique()
    .on('cart_lines')
    .columns(['cart_id', 'item_id', 'color', 'size'])
    .where(sql<boolean>`bundled_with IS NULL AND offer_id IS NULL AND quantity_fixed = 0`)
    .execute();

  await db.schema
    .createTable('order_offer_responses')
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('offer_id', 'integer', (c) => c.notNull())
    // accepted | declined
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('child_order_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_offer_responses_pk', ['order_id', 'offer_id'])
    .execute();

  await db.schema.alterTable('orders').addColumn('checkout_flow', 'text', (c) => c.notNull().defaultTo('free_flow')).execute();
  await db.schema.alterTable('payments').addColumn('instalments', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('orders_parent').on('orders').column('parent_order_id').execute();
}
