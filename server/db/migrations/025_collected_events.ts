import type { Kysely } from 'kysely';
import { withSerialId, type DialectName } from './columns';

/**
 * First-party collection (issue 35, server/marketing/collect.ts): collected_events is the product
 * analytics outbox, one row per event id and brand (a beacon sent twice stores its events once),
 * drained by the collect-forward job and right after each beacon. distinct_id is derived from the
 * session (never a customer's data beyond their numeric id); client address and browser are never stored.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withSerialId(db.schema.createTable('collected_events'), dialect)
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('props_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('distinct_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('ldu', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // none (no product analytics token when stored) | pending | sending | sent | failed
    .addColumn('forward_status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('forwarded_at', 'text')
    .execute();
  await db.schema.createIndex('collected_events_event').unique().on('collected_events').columns(['brand_id', 'event_id']).execute();
  await db.schema.createIndex('collected_events_forward').on('collected_events').columns(['forward_status', 'next_attempt_at']).execute();
}
