import type { DB } from '../db';
import { inTransaction, type Trx } from '../db/tx';
import { dropLocalCatalog } from './cache';
import { catalogChanged } from './version';

/**
 * The one way a back-office write changes a brand's catalog: runs fn in a transaction that also
 * moves the brand's catalog version (every instance drops its snapshot within CATALOG_CHECK_MS),
 * then drops this instance's snapshot at once, after the commit, so the next read here loads the
 * change.
 */
export async function changeCatalog<T>(db: DB, brandId: string, fn: (trx: Trx) => Promise<T>): Promise<T> {
  const out = await inTransaction(db, async (trx) => {
    const result = await fn(trx);
    await catalogChanged(trx, brandId);
    return result;
  });
  dropLocalCatalog(brandId);
  return out;
}
