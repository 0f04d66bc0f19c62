import { loadingCache } from './loadingCache';
import { deferred } from '../../tests/helpers/deferred';

test('concurrent callers of a key share one load; the context reaches the load', async () => {
  const d = deferred<string>();
  const load = jest.fn((key: string, ctx: { prefix: string }) => d.promise.then((v) => `${ctx.prefix}${key}${v}`));
  const cache = loadingCache({ max: 10, ttlMs: 60_000, load });
  const a = cache.get('k', { prefix: '<' });
  const b = cache.get('k', { prefix: 'ignored' });
  d.resolve('>');
  expect(await Promise.all([a, b])).toEqual(['<k>', '<k>']);
  expect(await cache.get('k', { prefix: 'ignored' })).toBe('<k>');
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is not kept: the next caller loads again', async () => {
  const load = jest.fn<Promise<string>, [string, null]>().mockRejectedValueOnce(new Error('down')).mockResolvedValue('up');
  const cache = loadingCache({ max: 10, ttlMs: 60_000, load });
  await expect(cache.get('k', null)).rejects.toThrow('down');
  await expect(cache.get('k', null)).resolves.toBe('up');
  expect(load).toHaveBeenCalledTimes(2);
});

test('a clear during a load gives its callers the result without caching it; delete drops one key', async () => {
  const d = deferred<string>();
  const load = jest.fn<Promise<string>, [string, null]>().mockReturnValueOnce(d.promise).mockResolvedValue('fresh');
  const cache = loadingCache({ max: 10, ttlMs: 60_000, load });
  const pending = cache.get('k', null);
  cache.clear();
  d.resolve('old');
  await expect(pending).resolves.toBe('old');
  await expect(cache.get('k', null)).resolves.toBe('fresh');
  cache.delete('k');
  await cache.get('k', null);
  expect(load).toHaveBeenCalledTimes(3);
});
