import { LRUCache } from 'lru-cache';
import type { DB } from '../db';
import { loadCatalogRows } from './load';
import { buildSnapshot, type CatalogSnapshot } from './snapshot';
import { clearSizeGuideCache } from './sizeGuide';

/** How long a brand's catalog stays cached in-process. */
export const CATALOG_TTL_MS = 30_000;

// lru-cache's fetch() shares one load between concurrent callers and never caches a failure.
// ignoreFetchAbort: a clear during a load lets that load's callers have its result (it is not
// cached) instead of failing them with 'deleted'.
const cache = new LRUCache<string, CatalogSnapshot, DB>({
  max: 1_000,
  ttl: CATALOG_TTL_MS,
  ignoreFetchAbort: true,
  fetchMethod: (brandId, _stale, { context: db }) => {
    const now = Date.now();
    return loadCatalogRows(db, brandId).then((rows) => buildSnapshot(brandId, rows, now));
  },
});

/** The brand's catalog (categories, groups, items), loaded at most once per TTL; concurrent callers share one load. */
export function getCatalog(db: DB, brandId: string): Promise<CatalogSnapshot> {
  // The fetchMethod always resolves to a snapshot (or rejects), so fetch() never yields undefined.
  return cache.fetch(brandId, { context: db }) as Promise<CatalogSnapshot>;
}

/** Invalidation hook: drops one brand's cached catalog, or every brand's. Call after catalog writes. */
export function clearCatalogCache(brandId?: string): void {
  if (brandId) cache.delete(brandId);
  else cache.clear();
  clearSizeGuideCache();
}
