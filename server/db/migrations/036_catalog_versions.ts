import type { Kysely } from 'kysely';

/**
 * Cross-instance catalog invalidation (issue 38): one row per brand whose `version` goes up in the
 * same transaction as every back-office catalog change (server/catalog/version.ts). Each instance
 * reads its brand's version at most every CATALOG_CHECK_MS while serving catalog reads and drops
 * its cached snapshot when the number moved. A brand without a row is at version 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_versions')
    .addColumn('brand_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
