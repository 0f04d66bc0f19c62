import { loadingCache } from '../../lib/cache/loadingCache';
import type { DB } from '../db';
import { loadCatalogRows } from './load';
import { buildSnapshot, type CatalogSnapshot } from './snapshot';
import { clearSizeGuideCache } from './sizeGuide';

/** How long a brand's catalog stays cached in-process. */
export const CATALOG_TTL_MS = 30_000;

const cache = loadingCache<CatalogSnapshot, DB>({
  max: 1_000,
  ttlMs: CATALOG_TTL_MS,
  load: (brandId, db) => {
    const now = Date.now();
    return loadCatalogRows(db, brandId).then((rows) => buildSnapshot(brandId, rows, now));
  },
});

/** The brand's catalog (categories, groups, items), loaded at most once per TTL; concurrent callers share one load. */
export function getCatalog(db: DB, brandId: string): Promise<CatalogSnapshot> {
  return cache.get(brandId, db);
}

/** Invalidation hook: drops one brand's cached catalog, or every brand's. Call after catalog writes. */
export function clearCatalogCache(brandId?: string): void {
  if (brandId) cache.delete(brandId);
  else cache.clear();
  clearSizeGuideCache();
}
