import { LRUCache } from 'lru-cache';
import type { CatalogSnapshot } from '../catalog/snapshot';
import type { Suggestions, SuggestLink } from '../../lib/search/types';
import { normaliseQuery } from './query';

/** Distinct queries kept per catalog snapshot (what shoppers type repeats: 'le', 'leg', 'legg'…). */
export const SUGGEST_CACHE_SIZE = 5_000;

interface Entry {
  pages: readonly SuggestLink[];
  answer: Promise<Suggestions>;
}

const bySnapshot = new WeakMap<CatalogSnapshot, LRUCache<string, Entry>>();

/**
 * Suggestions hold nothing personal, so every shopper typing the same words gets the same answer:
 * it is computed once per catalog snapshot (reloaded every 30 s, server/catalog/cache.ts) and
 * content page list, and kept with the snapshot (a reloaded catalog starts afresh). Concurrent
 * askers of one query share one computation; a failed one is not kept.
 */
export function cachedSuggestions(
  snap: CatalogSnapshot,
  rawQuery: string,
  pages: readonly SuggestLink[],
  compute: () => Promise<Suggestions>,
): Promise<Suggestions> {
  let cache = bySnapshot.get(snap);
  if (!cache) {
    cache = new LRUCache<string, Entry>({ max: SUGGEST_CACHE_SIZE });
    bySnapshot.set(snap, cache);
  }
  const key = normaliseQuery(rawQuery);
  const hit = cache.get(key);
  if (hit && hit.pages === pages) return hit.answer;
  const answer = compute();
  const entry = { pages, answer };
  cache.set(key, entry);
  answer.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return answer;
}
