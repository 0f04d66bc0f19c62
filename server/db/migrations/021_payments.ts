import type { Kysely } from 'kysely';
import { withSerialId, type DialectName } from './columns';

/**
 * Payments go through a processor per brand (issue 34, server/payments/processor.ts):
 * - orders.charge_key, orders.payment_method: the idempotency key of the order's payment and the
 *   method chosen (card, wallet, afterpay). An order is written 'pending' before the charge and
 *   confirmed ('paid') after it; the reconciliation job asks the processor about a pending order by
 *   this key.
 * - refunds: money given back on an order's payment (server/payments/refund.ts).
 * - payment_instalments: Pay in 4 in the sandbox: four payments two weeks apart, the first at checkout.
 * - sandbox_payments, sandbox_refunds: the sandbox processor's own ledger (what a real processor
 *   keeps on its side), so a payment survives a crash and can be read back, cancelled and refunded.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('orders').addColumn('charge_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_method', 'text').execute();
  await db.schema.createIndex('orders_pending_idx').on('orders').columns(['status', 'created_at']).execute();

  await withSerialId(db.schema.createTable('refunds'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull())
    .addColumn('processor_refund_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').column('order_id').execute();

  await withSerialId(db.schema.createTable('payment_instalments'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('charge_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_instalments_order_seq', ['order_id', 'seq'])
    .execute();
  await db.schema.createIndex('payment_instalments_due_idx').on('payment_instalments').columns(['status', 'due_date']).execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('reference_kind', 'text', (c) => c.notNull())
    .addColumn('reference_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('captured_cents', 'integer', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decline_code', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('last4', 'text')
    .addColumn('wallet', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
