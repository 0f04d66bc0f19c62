import { DEFAULT_SORT } from '../../lib/catalog/types';
import { buildListing } from './listing';
import type { ItemRecord } from './snapshot';

/** The parts of a record the listing reads. */
const record = (id: number, sizes: string[], family: string) =>
  ({
    inStock: new Set(sizes), family, colors: [{ name: family, hex: '#000000', parts: [family] }],
    listed: { id, price: 10 }, row: { id, created_at: '2026-01-01' },
  }) as unknown as ItemRecord;
const q = (size: string | null = null) => ({ size, color: null, sort: DEFAULT_SORT, page: 1 });

test('a listing sold in one size only offers no size filter (one chip chooses nothing)', () => {
  const socks = [record(1, ['One Size'], 'black'), record(2, ['One Size'], 'orange')];
  expect(buildListing(socks, q()).filters.sizes).toEqual([]);
  expect(buildListing(socks, q('One Size')).filters.sizes).toEqual([{ value: 'One Size', label: 'One Size', count: 2 }]);
});

test('two sizes are a choice', () => {
  const tees = [record(1, ['S', 'M'], 'black')];
  expect(buildListing(tees, q()).filters.sizes.map((o) => o.value)).toEqual(['S', 'M']);
});
