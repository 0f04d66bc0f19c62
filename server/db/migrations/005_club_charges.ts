import type { CreateTableBuilder, Kysely } from 'kysely';
import { withSerialId, type DialectName } from './columns';

/**
 * The club's monthly charges (server/club/billing.ts, settle.ts): one row per membership and billing
 * date. The unique key is what keeps a second billing run (or two at once) from charging a date
 * twice. status: paid | declined; failure: the gateway's decline code, or no_card; attempts counts
 * charges tried for the date (each try has its own gateway idempotency key).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const serial = <T extends string>(t: CreateTableBuilder<T, never>) => withSerialId(t, dialect);
  await serial(db.schema.createTable('club_charges'))
    .addColumn('membership_id', 'integer', (c) => c.notNull())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('billing_date', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway_charge_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('last4', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addUniqueConstraint('club_charges_membership_date', ['membership_id', 'billing_date'])
    .execute();
  await db.schema.createIndex('club_charges_customer').on('club_charges').columns(['brand_id', 'customer_id']).execute();
}
