import type { CatalogSnapshot } from '../catalog/snapshot';
import type { Suggestions } from '../../lib/search/types';
import type { ListingQuery } from '../../lib/catalog/query';
import type { SearchResult } from './service';
import { cachedResults, cachedSuggestions } from './suggestCache';

const snap = () => ({ brandId: 'pf' }) as unknown as CatalogSnapshot;
const answer = (query: string): Suggestions => ({ query, items: [], categories: [], pages: [] });

test('the same words on the same snapshot are computed once, whoever asks and however they are typed', async () => {
  const s = snap();
  const pages = [{ name: 'FAQ', path: '/faq' }];
  const compute = jest.fn(async () => answer('high waisted'));
  const first = await cachedSuggestions(s, 'High  Waisted', pages, compute);
  const second = await cachedSuggestions(s, ' high waisted ', pages, compute);
  expect(second).toBe(first);
  expect(compute).toHaveBeenCalledTimes(1);
  // Asked at once: one computation.
  const other = jest.fn(async () => answer('leg'));
  await Promise.all([cachedSuggestions(s, 'leg', pages, other), cachedSuggestions(s, 'LEG', pages, other)]);
  expect(other).toHaveBeenCalledTimes(1);
});

test('a reloaded catalog, another content page list or another query computes again', async () => {
  const pages = [{ name: 'FAQ', path: '/faq' }];
  const compute = jest.fn(async () => answer('leg'));
  await cachedSuggestions(snap(), 'leg', pages, compute);
  await cachedSuggestions(snap(), 'leg', pages, compute);
  const s = snap();
  await cachedSuggestions(s, 'leg', pages, compute);
  await cachedSuggestions(s, 'leg', [...pages], compute);
  await cachedSuggestions(s, 'legg', [...pages], compute);
  expect(compute).toHaveBeenCalledTimes(5);
});

test('a failed computation is not kept: the next asker tries again', async () => {
  const s = snap();
  const failing = jest.fn(async (): Promise<Suggestions> => {
    throw new Error('database busy');
  });
  await expect(cachedSuggestions(s, 'leg', [], failing)).rejects.toThrow('database busy');
  const ok = jest.fn(async () => answer('leg'));
  await expect(cachedSuggestions(s, 'leg', [], ok)).resolves.toEqual(answer('leg'));
  expect(ok).toHaveBeenCalledTimes(1);
});

test('a results page is computed once per snapshot, query and listing; another filter, sort, page or size computes again', async () => {
  const s = snap();
  const result = { query: 'leg', total: 0 } as unknown as SearchResult;
  const compute = jest.fn(async () => result);
  const q: ListingQuery = { size: null, color: null, sort: 'featured', page: 1 };
  expect(await cachedResults(s, 'Leg', q, ['S', 'M'], 24, compute)).toBe(result);
  expect(await cachedResults(s, ' leg', q, ['S', 'M'], 24, compute)).toBe(result);
  expect(compute).toHaveBeenCalledTimes(1);
  await cachedResults(s, 'leg', { ...q, page: 2 }, ['S', 'M'], 24, compute);
  await cachedResults(s, 'leg', { ...q, color: 'black' }, ['S', 'M'], 24, compute);
  await cachedResults(s, 'leg', q, ['S', 'M'], 48, compute);
  await cachedResults(snap(), 'leg', q, ['S', 'M'], 24, compute);
  expect(compute).toHaveBeenCalledTimes(5);
});
