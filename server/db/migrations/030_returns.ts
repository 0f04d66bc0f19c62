import type { Kysely } from 'kysely';
import { withSerialId, type DialectName } from './columns';

/**
 * Returns and exchanges (issue 36, server/returns): a return authorization (`returns`, its code the
 * `rma` on the label) with the lines sent back (`return_lines`: a refund, or an exchange for another
 * size reserved when the return is started). items.final_sale marks what cannot be returned.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withSerialId(db.schema.createTable('returns'), dialect)
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('rma', 'text', (c) => c.notNull())
    // open (label sent, on its way) | received (refunded and/or exchange shipped) | cancelled
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text')
    .addColumn('refund_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('exchange_order_id', 'integer')
    .execute();
  await db.schema.createIndex('returns_rma').unique().on('returns').columns(['brand_id', 'rma']).execute();
  await db.schema.createIndex('returns_order').on('returns').columns(['order_id']).execute();
  await withSerialId(db.schema.createTable('return_lines'), dialect)
    .addColumn('return_id', 'integer', (c) => c.notNull())
    .addColumn('order_item_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // refund | exchange
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('exchange_size', 'text')
    .execute();
  await db.schema.alterTable('items').addColumn('final_sale', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
