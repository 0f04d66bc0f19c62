import type { ContentClient } from './client';
import { deferred } from '../../tests/helpers/deferred';

// TTL expiry is checked with Jest's fake clock, which lru-cache reads through performance.now().
// The fake performance.now() starts at 0, which lru-cache takes for 'no start time' (never
// stale), so the clock is moved on first; a real process's clock is never 0.
jest.useFakeTimers();
jest.advanceTimersByTime(1_000);

const fetchContent = jest.fn<Promise<unknown>, [string, Record<string, unknown>?]>();
const client: ContentClient = { mode: 'local', fetch: <T>(query: string, params?: Record<string, unknown>) => fetchContent(query, params) as Promise<T> };
jest.mock('./client', () => ({ getContentClient: () => client }));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- required after the fake clock is installed
const pages = require('./pages') as typeof import('./pages');
const { CONTENT_CACHE_TTL_MS, clearContentCache, getContentPage, getLanding, listIndexablePages } = pages;

const doc = (slug: string) => ({ _id: slug, _type: 'page', brand: 'pf', slug, title: slug, blocks: [] });

beforeEach(() => {
  clearContentCache();
  fetchContent.mockReset();
});

test('concurrent callers share one query; the page is cached per brand and slug', async () => {
  const d = deferred<unknown>();
  fetchContent.mockReturnValueOnce(d.promise).mockResolvedValue(doc('vip'));
  const a = getContentPage('pf', 'about-us');
  const b = getContentPage('pf', '/page/about-us');
  d.resolve(doc('about-us'));
  const [pa, pb] = await Promise.all([a, b]);
  expect(pa).toMatchObject({ slug: 'about-us' });
  expect(pb).toBe(pa);
  expect(await getContentPage('pf', 'about-us')).toBe(pa);
  expect(fetchContent).toHaveBeenCalledTimes(1);
  await getContentPage('ckb', 'about-us');
  expect(fetchContent).toHaveBeenCalledTimes(2);
});

test('a miss (null) is cached like a page', async () => {
  fetchContent.mockResolvedValue(null);
  expect(await getContentPage('pf', 'nope')).toBeNull();
  expect(await getLanding('pf', 'nope')).toBeNull();
  expect(await getContentPage('pf', 'nope')).toBeNull();
  expect(await getLanding('pf', 'nope')).toBeNull();
  expect(fetchContent).toHaveBeenCalledTimes(2);
});

test('a failed query is not cached: waiting callers see the error, the next call queries again', async () => {
  const d = deferred<unknown>();
  fetchContent.mockReturnValueOnce(d.promise).mockResolvedValueOnce([{ slug: 'vip', updatedAt: '2024-01-01T00:00:00Z' }]);
  const a = listIndexablePages('pf');
  const b = listIndexablePages('pf');
  d.reject(new Error('content down'));
  await expect(a).rejects.toThrow('content down');
  await expect(b).rejects.toThrow('content down');
  await expect(listIndexablePages('pf')).resolves.toEqual([{ slug: 'vip', updatedAt: '2024-01-01T00:00:00Z' }]);
  expect(fetchContent).toHaveBeenCalledTimes(2);
});

test('a page is queried again after CONTENT_CACHE_TTL_MS', async () => {
  fetchContent.mockImplementation(async () => doc('about-us'));
  const first = await getContentPage('pf', 'about-us');
  jest.advanceTimersByTime(CONTENT_CACHE_TTL_MS - 1_000);
  expect(await getContentPage('pf', 'about-us')).toBe(first);
  jest.advanceTimersByTime(2_000);
  const second = await getContentPage('pf', 'about-us');
  expect(second).not.toBe(first);
  expect(second).toEqual(first);
  expect(fetchContent).toHaveBeenCalledTimes(2);
});

test('clearContentCache empties the cache, also during a query (whose callers still get its result)', async () => {
  const d = deferred<unknown>();
  fetchContent.mockReturnValueOnce(d.promise).mockImplementation(async () => doc('about-us'));
  const pending = getContentPage('pf', 'about-us');
  clearContentCache();
  d.resolve(doc('about-us'));
  const old = await pending;
  expect(old).toMatchObject({ slug: 'about-us' });
  const fresh = await getContentPage('pf', 'about-us');
  expect(fresh).not.toBe(old);
  expect(await getContentPage('pf', 'about-us')).toBe(fresh);
  clearContentCache();
  expect(await getContentPage('pf', 'about-us')).not.toBe(fresh);
  expect(fetchContent).toHaveBeenCalledTimes(3);
});
