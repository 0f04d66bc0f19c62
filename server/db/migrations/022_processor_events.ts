import type { Kysely } from 'kysely';

/**
 * Stripe's webhooks (issue 34, server/payments/stripe/webhook.ts):
 * - processor_events: every event applied, by the processor's event id, so the same event delivered
 *   again (Stripe retries for three days) has no second effect.
 * - payment_disputes: a payer's chargeback on a payment (Stripe's charge.dispute.* events), one row a
 *   dispute; status only moves forward (needs_response -> under_review -> won | lost).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('processor_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payment_disputes')
    .addColumn('dispute_id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_disputes_payment_idx').on('payment_disputes').column('payment_id').execute();
}
