import type { CreateTableBuilder, Kysely } from 'kysely';
import { withSerialId, type DialectName } from './columns';

/**
 * Customers and the club in the back office (issue 38). `club_events`: a membership's changes
 * (skip, unskip, pause, resume, cancel) as they happen, by the member (staff_id null) or by staff on
 * their behalf; the customer page's history. `club_charge_refunds`: money given back on a monthly
 * club charge through the payment layer, one row per refund (idempotency key unique).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const serial = <T extends string>(t: CreateTableBuilder<T, never>) => withSerialId(t, dialect);
  await serial(db.schema.createTable('club_events'))
    .addColumn('membership_id', 'integer', (c) => c.notNull())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_events_customer').on('club_events').columns(['customer_id', 'id']).execute();
  await serial(db.schema.createTable('club_charge_refunds'))
    .addColumn('charge_id', 'integer', (c) => c.notNull())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('processor_refund_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_charge_refunds_key').unique().on('club_charge_refunds').columns(['idempotency_key']).execute();
  await db.schema.createIndex('club_charge_refunds_charge').on('club_charge_refunds').columns(['charge_id']).execute();
}
