import type { DB } from '../db';

// TTL expiry is checked with Jest's fake clock, which lru-cache reads through performance.now().
// The fake performance.now() starts at 0, which lru-cache takes for 'no start time' (never
// stale), so the clock is moved on first; a real process's clock is never 0.
jest.useFakeTimers();
jest.advanceTimersByTime(1_000);

// eslint-disable-next-line @typescript-eslint/no-require-imports -- required after the fake clock is installed
const { getStoreSettings, clearSettingsCache } = require('./store') as typeof import('./store');

const TTL_MS = 30_000;

/** A stand-in for the one query the store runs: brand_settings by brand_id. */
function fakeDb(load: (brandId: string) => Promise<{ settings_json: string } | undefined>) {
  const executeTakeFirst = jest.fn(load);
  const db = {
    selectFrom: (table: string) => {
      expect(table).toBe('brand_settings');
      return { select: () => ({ where: (_c: string, _op: string, brandId: string) => ({ executeTakeFirst: () => executeTakeFirst(brandId) }) }) };
    },
  } as unknown as DB;
  return { db, executeTakeFirst };
}

const row = (storeName: string) => ({ settings_json: JSON.stringify({ storeName, freeShippingThreshold: 75 }) });

beforeEach(() => clearSettingsCache());

test('concurrent callers share one query; later callers get the cached settings', async () => {
  const { db, executeTakeFirst } = fakeDb(async (brandId) => row(brandId));
  const [a, b] = await Promise.all([getStoreSettings(db, 'pf'), getStoreSettings(db, 'pf')]);
  expect(a).toMatchObject({ storeName: 'pf', freeShippingThreshold: 75 });
  expect(b).toBe(a);
  expect(await getStoreSettings(db, 'pf')).toBe(a);
  expect(await getStoreSettings(db, 'ckb')).toMatchObject({ storeName: 'ckb' });
  expect(executeTakeFirst).toHaveBeenCalledTimes(2);
});

test('a brand without settings is a 404 every time (not cached)', async () => {
  const { db, executeTakeFirst } = fakeDb(async () => undefined);
  await expect(getStoreSettings(db, 'zz')).rejects.toMatchObject({ message: 'No settings for brand zz' });
  await expect(getStoreSettings(db, 'zz')).rejects.toMatchObject({ message: 'No settings for brand zz' });
  expect(executeTakeFirst).toHaveBeenCalledTimes(2);
});

test('a failed query is not cached', async () => {
  const { db, executeTakeFirst } = fakeDb(async () => row('pf'));
  executeTakeFirst.mockRejectedValueOnce(new Error('db down'));
  await expect(getStoreSettings(db, 'pf')).rejects.toThrow('db down');
  await expect(getStoreSettings(db, 'pf')).resolves.toMatchObject({ storeName: 'pf' });
  expect(executeTakeFirst).toHaveBeenCalledTimes(2);
});

test('settings are read again after the TTL and after clearSettingsCache', async () => {
  const { db, executeTakeFirst } = fakeDb(async () => row('pf'));
  const first = await getStoreSettings(db, 'pf');
  jest.advanceTimersByTime(TTL_MS - 1_000);
  expect(await getStoreSettings(db, 'pf')).toBe(first);
  jest.advanceTimersByTime(2_000);
  const second = await getStoreSettings(db, 'pf');
  expect(second).not.toBe(first);
  clearSettingsCache();
  expect(await getStoreSettings(db, 'pf')).not.toBe(second);
  expect(executeTakeFirst).toHaveBeenCalledTimes(3);
});
