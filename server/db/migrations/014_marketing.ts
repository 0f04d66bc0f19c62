import type { Kysely } from 'kysely';
import { withSerialId, type DialectName } from './columns';

/**
 * The marketing layer's server side (issue 24, docs/analytics.md):
 * - utm_events (001, unused until now) gets the landing: its path, the key that makes a repeat of
 *   the same landing in a session a no-op (unique per session), and whether it is a newsletter click.
 * - session_attribution: per session, the first touch (kept) and the last touch (replaced), as
 *   ids of utm_events rows.
 * - conversion_attributions: what an order or a club join was attributed to, copied from the
 *   session's touches in the transaction that placed it (touch rows go with their session).
 * - pixel_events (001, unused until now): limited data use, the session, and the Conversions API
 *   outbox (forward status, attempts, backoff, claim); one row per event id (uuid) and brand.
 * - split_test_exposures / split_test_conversions: once per session and test (and kind).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('utm_events').addColumn('landing_path', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('utm_events').addColumn('landing_key', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('utm_events').addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('utm_events_landing').unique().on('utm_events').columns(['brand_id', 'session_id', 'landing_key']).execute();

  await db.schema
    .createTable('session_attribution')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('first_event_id', 'integer', (c) => c.notNull())
    .addColumn('last_event_id', 'integer', (c) => c.notNull())
    .addColumn('touches', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withSerialId(db.schema.createTable('conversion_attributions'), dialect)
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_source', 'text')
    .addColumn('first_medium', 'text')
    .addColumn('first_campaign', 'text')
    .addColumn('first_json', 'text')
    .addColumn('last_source', 'text')
    .addColumn('last_medium', 'text')
    .addColumn('last_campaign', 'text')
    .addColumn('last_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('conversion_attributions_ref').unique().on('conversion_attributions').columns(['kind', 'ref_id']).execute();
  await db.schema.createIndex('conversion_attributions_brand').on('conversion_attributions').columns(['brand_id', 'created_at']).execute();

  const addPixel = (name: string, type: 'integer' | 'text', notNullDefault?: string | number) =>
    db.schema
      .alterTable('pixel_events')
      .addColumn(name, type, (c) => (notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault)))
      .execute();
  await addPixel('ldu', 'integer', 0);
  await addPixel('session_id', 'text');
  await addPixel('client_ip', 'text');
  await addPixel('user_agent', 'text');
  // none (no Conversions API token when stored) | pending | sending | sent | failed
  await addPixel('forward_status', 'text', 'none');
  await addPixel('attempts', 'integer', 0);
  await addPixel('next_attempt_at', 'text');
  await addPixel('claimed_by', 'text');
  await addPixel('claimed_at', 'text');
  await addPixel('last_error', 'text');
  await addPixel('forwarded_at', 'text');
  await db.schema.createIndex('pixel_events_uuid').unique().on('pixel_events').columns(['brand_id', 'uuid']).execute();
  await db.schema.createIndex('pixel_events_outbox').on('pixel_events').columns(['forward_status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('split_test_exposures')
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('test_key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('split_test_exposures_pk', ['brand_id', 'session_id', 'test_key'])
    .execute();
  await db.schema
    .createTable('split_test_conversions')
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('test_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('split_test_conversions_pk', ['brand_id', 'session_id', 'test_key', 'kind'])
    .execute();
}
