import { sql, type Kysely } from 'kysely';
import { SEED_MULTI_BUYS } from '../../seed/data';
import { withSerialId, type DialectName } from './columns';
import { toCents } from '../../../lib/format/money';

/**
 * Multi-buy promotions (issue 25): mix-and-match sets by category, "any `quantity` for `price_cents`"
 * (server/cart/multiBuy.ts prices them in every cart), and the saving an order got from them
 * (orders.multi_buy_cents, so the order's amounts add up to its total). A database seeded before
 * this migration gets the seed's sets here (the sets its copy already advertised); a fresh one from the seed.
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
  for (const m of SEED_MULTI_BUYS) {
    await sql`INSERT INTO multi_buys (brand_id, category_id, quantity, price_cents)
      SELECT brand_id, id, ${m.quantity}, ${toCents(m.price)} FROM categories WHERE brand_id = ${m.brandId} AND slug = ${m.category}`.execute(db);
  }
}
