import type { Kysely } from 'kysely';

/**
 * Sessions expire (server/http/session.ts SESSION_LIFETIME) and the cleanup job deletes them by
 * last use and by age (server/maintenance/cleanup.ts): an index on each, so the purge does not
 * read every session a shop ever issued.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sessions_last_seen').on('sessions').column('last_seen_at').execute();
  await db.schema.createIndex('sessions_created').on('sessions').column('created_at').execute();
}
