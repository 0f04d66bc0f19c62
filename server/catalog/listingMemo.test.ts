import type { Listing } from '../../lib/catalog/types';
import type { ListingQuery } from '../../lib/catalog/query';
import { MAX_LISTINGS_PER_SNAPSHOT, listingKey, memoListing } from './listingMemo';

const query = (q: Partial<ListingQuery> = {}): ListingQuery => ({ size: null, color: null, sort: 'featured', page: 1, ...q });

function listing(total: number): Listing {
  return {
    items: [],
    filters: { sizes: [{ value: 'M', label: 'M', count: total }], colors: [] },
    applied: { size: null, color: null, sort: 'featured', page: 1 },
    total,
    page: 1,
    pageSize: 24,
    pageCount: 1,
  };
}

test('one snapshot builds a listing once per key and hands every caller the same object', () => {
  const snapshot = {};
  const build = jest.fn(() => listing(3));
  const key = listingKey('category:1', query({ size: 'M' }), ['S', 'M']);
  const first = memoListing(snapshot, key, build);
  expect(memoListing(snapshot, key, build)).toBe(first);
  expect(build).toHaveBeenCalledTimes(1);
});

test('keys differ by scope, each query field and the size order', () => {
  const keys = new Set([
    listingKey('category:1', query(), []),
    listingKey('category:2', query(), []),
    listingKey('group:1', query(), []),
    listingKey('category:1', query({ size: 'M' }), []),
    listingKey('category:1', query({ color: 'black' }), []),
    listingKey('category:1', query({ sort: 'newest' }), []),
    listingKey('category:1', query({ page: 2 }), []),
    listingKey('category:1', query(), ['S', 'M']),
    listingKey('category:1', query(), ['M', 'S']),
  ]);
  expect(keys.size).toBe(9);
});

test('a new snapshot (catalog reloaded or changed) builds its listings afresh', () => {
  const key = listingKey('category:1', query(), []);
  const before = memoListing({}, key, () => listing(1));
  const after = memoListing({}, key, () => listing(2));
  expect(after).not.toBe(before);
  expect(after.total).toBe(2);
});

test('shared listings are frozen, so no request can change another shopper’s answer', () => {
  const l = memoListing({}, 'k', () => listing(5));
  expect(Object.isFrozen(l)).toBe(true);
  expect(Object.isFrozen(l.items)).toBe(true);
  expect(Object.isFrozen(l.filters.sizes)).toBe(true);
  expect(() => (l.filters.sizes as unknown[]).push({})).toThrow(TypeError);
});

test('at most MAX_LISTINGS_PER_SNAPSHOT listings are kept; the least recently used go first', () => {
  const snapshot = {};
  const build = jest.fn(() => listing(0));
  memoListing(snapshot, 'oldest', build);
  for (let i = 0; i < MAX_LISTINGS_PER_SNAPSHOT; i++) memoListing(snapshot, `k${i}`, build);
  expect(build).toHaveBeenCalledTimes(MAX_LISTINGS_PER_SNAPSHOT + 1);
  memoListing(snapshot, `k${MAX_LISTINGS_PER_SNAPSHOT - 1}`, build);
  expect(build).toHaveBeenCalledTimes(MAX_LISTINGS_PER_SNAPSHOT + 1);
  memoListing(snapshot, 'oldest', build);
  expect(build).toHaveBeenCalledTimes(MAX_LISTINGS_PER_SNAPSHOT + 2);
});
