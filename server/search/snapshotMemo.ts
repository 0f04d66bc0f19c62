import { LRUCache } from 'lru-cache';
import type { CatalogSnapshot } from '../catalog/snapshot';

/**
 * Answers computed at most once per catalog snapshot and key, kept with the snapshot (the catalog
 * cache replaces it every 30 s or on a catalog write, and its answers go with it: no second
 * invalidation path). Concurrent askers of one key share one computation; a failure is not kept.
 */
export class SnapshotMemo<T> {
  private readonly bySnapshot = new WeakMap<CatalogSnapshot, LRUCache<string, { tag: unknown; value: Promise<T> }>>();

  constructor(private readonly maxPerSnapshot: number) {}

  /** The value for key on snap, computed when missing or when it was computed with another `tag` (e.g. another content list). */
  get(snap: CatalogSnapshot, key: string, compute: () => Promise<T>, tag: unknown = null): Promise<T> {
    let cache = this.bySnapshot.get(snap);
    if (!cache) {
      cache = new LRUCache({ max: this.maxPerSnapshot });
      this.bySnapshot.set(snap, cache);
    }
    const hit = cache.get(key);
    if (hit && hit.tag === tag) return hit.value;
    const entry = { tag, value: compute() };
    cache.set(key, entry);
    entry.value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return entry.value;
  }
}
