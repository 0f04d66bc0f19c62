import type { CatalogSnapshot } from '../catalog/snapshot';
import type { ListingQuery } from '../../lib/catalog/query';
import type { Suggestions, SuggestLink } from '../../lib/search/types';
import { normaliseQuery } from './query';
import type { SearchResult } from './service';
import { SnapshotMemo } from './snapshotMemo';

/** Distinct queries kept per catalog snapshot (what shoppers type repeats: 'le', 'leg', 'legg'…). */
export const SUGGEST_CACHE_SIZE = 5_000;
/** Distinct results pages (query × filters × sort × page) kept per catalog snapshot. */
export const RESULTS_CACHE_SIZE = 1_000;

const suggestions = new SnapshotMemo<Suggestions>(SUGGEST_CACHE_SIZE);
const results = new SnapshotMemo<SearchResult>(RESULTS_CACHE_SIZE);

/**
 * Suggestions hold nothing personal, so every shopper typing the same words gets the same answer:
 * computed once per catalog snapshot (reloaded every 30 s, server/catalog/cache.ts) and content
 * page list.
 */
export function cachedSuggestions(
  snap: CatalogSnapshot,
  rawQuery: string,
  pages: readonly SuggestLink[],
  compute: () => Promise<Suggestions>,
): Promise<Suggestions> {
  return suggestions.get(snap, normaliseQuery(rawQuery), compute, pages);
}

/**
 * A results page holds nothing personal either (VIP-only items are listed to everyone, as on the
 * category pages): computed once per snapshot, query, filters, sort, page and page size. The caller
 * still counts every zero-result answer it gives (server/search/misses.ts).
 */
export function cachedResults(
  snap: CatalogSnapshot,
  rawQuery: string,
  q: ListingQuery,
  sizeOrder: readonly string[],
  pageSize: number,
  compute: () => Promise<SearchResult>,
): Promise<SearchResult> {
  const key = JSON.stringify([normaliseQuery(rawQuery), q.size, q.color, q.sort, q.page, sizeOrder, pageSize]);
  return results.get(snap, key, compute);
}
