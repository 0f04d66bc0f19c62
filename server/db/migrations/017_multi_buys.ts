import type { Kysely } from 'kysely';
import { withSerialId, type DialectName } from './columns';

/**
 * Multi-buy promotions (issue 25): mix-and-match sets by category, "any `quantity` for `price_cents`"
 * (server/cart/multiBuy.ts prices them in every cart), and the saving an order got from them
 * (orders.multi_buy_cents, so the order's amounts add up to its total).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withSerialId(db.schema.createTable('multi_buys'), dialect)
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('multi_buys_brand').on('multi_buys').columns(['brand_id', 'active']).execute();
  await db.schema.alterTable('orders').addColumn('multi_buy_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
