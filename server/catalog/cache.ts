import type { DB } from '../db';
import { loadCatalogRows } from './load';
import { buildSnapshot, type CatalogSnapshot } from './snapshot';
import { clearSizeGuideCache } from './sizeGuide';

/** How long a brand's catalog stays cached in-process. */
export const CATALOG_TTL_MS = 30_000;

const cache = new Map<string, { at: number; value: Promise<CatalogSnapshot> }>();

/** The brand's catalog (categories, groups, items), loaded at most once per TTL; concurrent callers share one load. */
export function getCatalog(db: DB, brandId: string): Promise<CatalogSnapshot> {
  const now = Date.now();
  const hit = cache.get(brandId);
  if (hit && now - hit.at < CATALOG_TTL_MS) return hit.value;
  const value = loadCatalogRows(db, brandId).then((rows) => buildSnapshot(brandId, rows, now));
  cache.set(brandId, { at: now, value });
  // A failed load is not cached: the next request tries again.
  value.catch(() => {
    if (cache.get(brandId)?.value === value) cache.delete(brandId);
  });
  return value;
}

/** Invalidation hook: drops one brand's cached catalog, or every brand's. Call after catalog writes. */
export function clearCatalogCache(brandId?: string): void {
  if (brandId) cache.delete(brandId);
  else cache.clear();
  clearSizeGuideCache();
}
