import type { Kysely } from 'kysely';

/**
 * rate_limits: the shop API's throttle counters (server/throttle), one row per limited key
 * ('login-email-client:pf:sam@example.com:203.0.113.7'): the points used and when they expire
 * (milliseconds since the epoch; null never). Every instance of the app shares them. They replace
 * login_failures, whose per-email rows the throttle no longer reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expire').on('rate_limits').column('expire').execute();
  await db.schema.dropTable('login_failures').execute();
}
