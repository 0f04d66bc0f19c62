import { loadingCache, type LoadingCache } from '../../lib/cache/loadingCache';
import type { DB } from '../db';
import { log } from '../ops/log';
import { loadCatalogRows } from './load';
import { buildSnapshot, type CatalogSnapshot } from './snapshot';
import { clearSizeGuideCache } from './sizeGuide';
import { catalogChangedLater, readCatalogVersion } from './version';

/** How long a brand's catalog stays cached in-process. */
export const CATALOG_TTL_MS = 30_000;
/**
 * How often, at most, an instance serving a brand's catalog reads the brand's version
 * (catalog_versions) to learn of changes made on other instances.
 */
export const CATALOG_CHECK_MS = 2_000;

interface VersionCheck {
  /** The version last read; null before the first read. */
  seen: number | null;
  /** When the last read finished (Date.now()). */
  checkedAt: number;
  /** The read under way, which every caller meanwhile waits for. */
  pending: Promise<void> | null;
}

interface CatalogCacheState {
  cache: LoadingCache<CatalogSnapshot, DB>;
  checks: Map<string, VersionCheck>;
}

// Kept on globalThis, as the database is (server/db/index.ts): Next bundles every page and API route
// with its own copy of this module, and one process must hold one snapshot per brand, or a write
// through /admin/api would not reach the item page rendered by the same process.
const g = globalThis as typeof globalThis & { __shopCatalog?: CatalogCacheState };
const { cache, checks } = (g.__shopCatalog ??= {
  cache: loadingCache<CatalogSnapshot, DB>({
    max: 1_000,
    ttlMs: CATALOG_TTL_MS,
    load: (brandId, db) => {
      const now = Date.now();
      return loadCatalogRows(db, brandId).then((rows) => buildSnapshot(brandId, rows, now));
    },
  }),
  checks: new Map(),
});

/**
 * Reads the brand's version when the last read is CATALOG_CHECK_MS old, dropping the cached
 * snapshot when it moved. null (nothing to wait for) on the hot path: no read, no promise.
 */
function versionCheck(db: DB, brandId: string): Promise<void> | null {
  let c = checks.get(brandId);
  if (!c) {
    c = { seen: null, checkedAt: -Infinity, pending: null };
    checks.set(brandId, c);
  }
  if (c.pending) return c.pending;
  if (Date.now() - c.checkedAt < CATALOG_CHECK_MS) return null;
  const state = c;
  state.pending = readCatalogVersion(db, brandId)
    .then(
      (version) => {
        if (version !== state.seen) cache.delete(brandId);
        state.seen = version;
      },
      (err: unknown) => {
        // Keep serving the snapshot; the next read after the interval tries again.
        log().warn({ err, brandId }, 'catalog version check failed');
      },
    )
    .finally(() => {
      state.checkedAt = Date.now();
      state.pending = null;
    });
  return state.pending;
}

/**
 * The brand's catalog (categories, groups, items), loaded at most once per TTL; concurrent callers
 * share one load. A change on any instance (catalog_versions) reaches it within CATALOG_CHECK_MS.
 */
export function getCatalog(db: DB, brandId: string): Promise<CatalogSnapshot> {
  const check = versionCheck(db, brandId);
  return check ? check.then(() => cache.get(brandId, db)) : cache.get(brandId, db);
}

/** Drops this instance's snapshot of the brand now; its next read checks the version first. */
export function dropLocalCatalog(brandId: string): void {
  cache.delete(brandId);
  const c = checks.get(brandId);
  if (c) c.checkedAt = -Infinity;
  clearSizeGuideCache();
}

/**
 * Invalidation after a catalog write: drops the brand's snapshot on this instance at once and moves
 * the brand's version so every other instance drops its own within CATALOG_CHECK_MS (the returned
 * promise settles when the version has moved; it never rejects). Without a brand: drops every
 * brand's snapshot on this instance only (tests). A back-office write should rather go through
 * changeCatalog (server/catalog/change.ts), which moves the version in the change's transaction.
 */
export function clearCatalogCache(brandId?: string): Promise<void> {
  if (!brandId) {
    cache.clear();
    checks.clear();
    clearSizeGuideCache();
    return Promise.resolve();
  }
  dropLocalCatalog(brandId);
  return catalogChangedLater(brandId);
}
