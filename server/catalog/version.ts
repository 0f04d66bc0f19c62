import { sql } from 'kysely';
import { getDb, type DB } from '../db';
import type { Trx } from '../db/tx';
import { log } from '../ops/log';

/**
 * A brand's catalog version (migration 036): every catalog change moves it, and every instance
 * compares it with the one it saw, at most every CATALOG_CHECK_MS while it serves catalog reads
 * (server/catalog/cache.ts), to drop a snapshot another instance's change made stale.
 */

/** The brand's version; 0 before its first change. One primary-key read. */
export async function readCatalogVersion(db: DB, brandId: string): Promise<number> {
  const row = await db.selectFrom('catalog_versions').select('version').where('brand_id', '=', brandId).executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/**
 * Moves the brand's version on. Call it in the change's own transaction (server/catalog/change.ts
 * does), so the version moves exactly when the change is committed.
 */
export async function catalogChanged(trx: DB | Trx, brandId: string): Promise<void> {
  await trx
    .insertInto('catalog_versions')
    .values({ brand_id: brandId, version: 1 })
    .onConflict((oc) => oc.column('brand_id').doUpdateSet({ version: sql<number>`catalog_versions.version + 1` }))
    .execute();
}

/**
 * For a change already committed elsewhere (clearCatalogCache(brand) without a transaction): moves
 * the version on the process's database. Never throws: a failure is logged, and other instances
 * then see the change when their snapshot expires (CATALOG_TTL_MS).
 */
export async function catalogChangedLater(brandId: string): Promise<void> {
  try {
    await catalogChanged(await getDb(), brandId);
  } catch (err) {
    log().warn({ err, brandId }, 'catalog version not moved; other instances see the change within the catalog TTL');
  }
}
