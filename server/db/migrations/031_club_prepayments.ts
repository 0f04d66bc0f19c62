import type { Kysely } from 'kysely';
import { withSerialId, type DialectName } from './columns';

/**
 * Prepaid plans sold (issue 36, server/club/prepay.ts): one row per prepayment, its charge, and what
 * was given back when the membership ended with prepaid months unused. idempotency_key is the charge's
 * key, so a repeat (a double click, a retry after the bank's confirmation) records it once.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withSerialId(db.schema.createTable('club_prepayments'), dialect)
    .addColumn('membership_id', 'integer', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('charge_id', 'text', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_prepayments_key').unique().on('club_prepayments').columns(['idempotency_key']).execute();
}
