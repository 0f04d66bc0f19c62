import { LRUCache } from 'lru-cache';

export interface LoadingCache<V, C> {
  /** The cached value for key, loading it (with context) when it is missing or expired. */
  get(key: string, context: C): Promise<V>;
  delete(key: string): void;
  clear(): void;
}

/**
 * An in-process cache of loaded values, on lru-cache's fetch(): concurrent callers of a key share
 * one load, a failed load is not kept (the next caller tries again), entries expire after ttlMs,
 * and past max entries the least recently used go first. A clear during a load lets that load's
 * callers have its result, which is not cached (ignoreFetchAbort; otherwise they fail with
 * 'deleted'). The context carries what a load needs (a database, a loader) without keying on it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- lru-cache's own bound: any value but null and undefined
export function loadingCache<V extends {}, C>(opts: { max: number; ttlMs: number; load: (key: string, context: C) => Promise<V> }): LoadingCache<V, C> {
  // The context is typed here, on get(); lru-cache's own context types are conditional on C, which
  // TypeScript cannot resolve for a generic C.
  const cache = new LRUCache<string, V, unknown>({
    max: opts.max,
    ttl: opts.ttlMs,
    ignoreFetchAbort: true,
    fetchMethod: (key, _stale, { context }) => opts.load(key, context as C),
  });
  return {
    // load resolves to a value or rejects, so fetch() never yields undefined.
    get: (key, context) => cache.fetch(key, { context }) as Promise<V>,
    delete: (key) => void cache.delete(key),
    clear: () => cache.clear(),
  };
}
