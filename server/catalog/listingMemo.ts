import { LRUCache } from 'lru-cache';
import type { Listing } from '../../lib/catalog/types';
import type { ListingQuery } from '../../lib/catalog/query';

/** Most distinct listings (scope × filters × sort × page) kept per catalog snapshot. */
export const MAX_LISTINGS_PER_SNAPSHOT = 500;

// Keyed weakly by the snapshot: when the catalog cache replaces a brand's snapshot (TTL or a
// catalog write), that snapshot's listings go with it, so there is no second invalidation path.
const bySnapshot = new WeakMap<object, LRUCache<string, Listing>>();

/** The memo key of one listing: what it lists (a category or group), the query and the size order. */
export function listingKey(scope: string, q: ListingQuery, sizeOrder: readonly string[]): string {
  return JSON.stringify([scope, q.size, q.color, q.sort, q.page, sizeOrder]);
}

function freezeListing(l: Listing): Listing {
  Object.freeze(l.items);
  Object.freeze(l.filters.sizes);
  Object.freeze(l.filters.colors);
  Object.freeze(l.filters);
  Object.freeze(l.applied);
  return Object.freeze(l);
}

/**
 * The listing for key within one catalog snapshot, built at most once while the snapshot lives.
 * A listing is a pure function of the snapshot and the key, so every shopper asking for the same
 * filters gets the same (frozen, shared) object.
 */
export function memoListing(snapshot: object, key: string, build: () => Listing): Listing {
  let listings = bySnapshot.get(snapshot);
  if (!listings) {
    listings = new LRUCache<string, Listing>({ max: MAX_LISTINGS_PER_SNAPSHOT });
    bySnapshot.set(snapshot, listings);
  }
  let listing = listings.get(key);
  if (!listing) {
    listing = freezeListing(build());
    listings.set(key, listing);
  }
  return listing;
}
