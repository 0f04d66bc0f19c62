import type { DB } from '../db';
import type { CatalogRows } from './rows';
import type { CatalogSnapshot } from './snapshot';
import { deferred } from '../../tests/helpers/deferred';

// TTL expiry is checked with Jest's fake clock, which lru-cache reads through performance.now().
// The fake performance.now() starts at 0, which lru-cache takes for 'no start time' (never
// stale), so the clock is moved on first; a real process's clock is never 0.
jest.useFakeTimers();
jest.advanceTimersByTime(1_000);

const loadCatalogRows = jest.fn<Promise<CatalogRows>, [DB, string]>();
const buildSnapshot = jest.fn((brandId: string, _rows: CatalogRows, now: number) => ({ brandId, now }) as unknown as CatalogSnapshot);
jest.mock('./load', () => ({ loadCatalogRows: (db: DB, brandId: string) => loadCatalogRows(db, brandId) }));
jest.mock('./snapshot', () => ({ buildSnapshot: (b: string, r: CatalogRows, n: number) => buildSnapshot(b, r, n) }));
const clearSizeGuideCache = jest.fn();
jest.mock('./sizeGuide', () => ({ clearSizeGuideCache: () => clearSizeGuideCache() }));
const readCatalogVersion = jest.fn<Promise<number>, [DB, string]>();
const catalogChangedLater = jest.fn<Promise<void>, [string]>();
jest.mock('./version', () => ({
  readCatalogVersion: (db: DB, brandId: string) => readCatalogVersion(db, brandId),
  catalogChangedLater: (brandId: string) => catalogChangedLater(brandId),
}));
jest.mock('../ops/log', () => ({ log: () => ({ warn: jest.fn() }) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- required after the fake clock is installed
const { getCatalog, clearCatalogCache, CATALOG_TTL_MS, CATALOG_CHECK_MS } = require('./cache') as typeof import('./cache');

const db = {} as DB;
const rows = {} as CatalogRows;

beforeEach(() => {
  clearCatalogCache();
  loadCatalogRows.mockReset();
  buildSnapshot.mockClear();
  clearSizeGuideCache.mockClear();
  readCatalogVersion.mockReset().mockResolvedValue(0);
  catalogChangedLater.mockReset().mockResolvedValue(undefined);
});

/** Lets pending promise callbacks run until the load has been asked for. */
async function untilLoadStarted(): Promise<void> {
  for (let i = 0; i < 100 && !loadCatalogRows.mock.calls.length; i++) await Promise.resolve();
  expect(loadCatalogRows).toHaveBeenCalled();
}

test('concurrent callers share one load; later callers get the cached snapshot', async () => {
  const d = deferred<CatalogRows>();
  loadCatalogRows.mockReturnValueOnce(d.promise);
  const a = getCatalog(db, 'pf');
  const b = getCatalog(db, 'pf');
  await untilLoadStarted();
  d.resolve(rows);
  const [sa, sb] = await Promise.all([a, b]);
  expect(sa).toBe(sb);
  expect(await getCatalog(db, 'pf')).toBe(sa);
  expect(loadCatalogRows).toHaveBeenCalledTimes(1);
  expect(loadCatalogRows).toHaveBeenCalledWith(db, 'pf');
  expect(buildSnapshot).toHaveBeenCalledWith('pf', rows, expect.any(Number));
});

test('brands are cached separately', async () => {
  loadCatalogRows.mockResolvedValue(rows);
  const pf = await getCatalog(db, 'pf');
  const ckb = await getCatalog(db, 'ckb');
  expect(pf).not.toBe(ckb);
  expect((ckb as unknown as { brandId: string }).brandId).toBe('ckb');
  expect(loadCatalogRows).toHaveBeenCalledTimes(2);
});

test('a failed load is not cached: every waiting caller sees the error, the next call loads again', async () => {
  const d = deferred<CatalogRows>();
  loadCatalogRows.mockReturnValueOnce(d.promise).mockResolvedValueOnce(rows);
  const a = getCatalog(db, 'pf');
  const b = getCatalog(db, 'pf');
  d.reject(new Error('db down'));
  await expect(a).rejects.toThrow('db down');
  await expect(b).rejects.toThrow('db down');
  await expect(getCatalog(db, 'pf')).resolves.toMatchObject({ brandId: 'pf' });
  expect(loadCatalogRows).toHaveBeenCalledTimes(2);
});

test('the snapshot is reloaded after CATALOG_TTL_MS, and buildSnapshot gets the load time', async () => {
  loadCatalogRows.mockResolvedValue(rows);
  const first = await getCatalog(db, 'pf');
  jest.advanceTimersByTime(CATALOG_TTL_MS - 1_000);
  expect(await getCatalog(db, 'pf')).toBe(first);
  jest.advanceTimersByTime(2_000);
  const second = await getCatalog(db, 'pf');
  expect(second).not.toBe(first);
  expect(loadCatalogRows).toHaveBeenCalledTimes(2);
  const [, , t1] = buildSnapshot.mock.calls[0];
  const [, , t2] = buildSnapshot.mock.calls[1];
  expect(t2 - t1).toBeGreaterThanOrEqual(CATALOG_TTL_MS);
});

test('clearCatalogCache drops one brand or all, and clears the size guides', async () => {
  loadCatalogRows.mockResolvedValue(rows);
  const pf = await getCatalog(db, 'pf');
  const ckb = await getCatalog(db, 'ckb');
  clearCatalogCache('pf');
  expect(clearSizeGuideCache).toHaveBeenCalledTimes(1);
  expect(await getCatalog(db, 'pf')).not.toBe(pf);
  expect(await getCatalog(db, 'ckb')).toBe(ckb);
  clearCatalogCache();
  expect(await getCatalog(db, 'ckb')).not.toBe(ckb);
  expect(clearSizeGuideCache).toHaveBeenCalledTimes(2);
});

test('a clear during a load: its callers still get the result, which is not cached', async () => {
  const d = deferred<CatalogRows>();
  loadCatalogRows.mockReturnValueOnce(d.promise).mockResolvedValue(rows);
  const pending = getCatalog(db, 'pf');
  await untilLoadStarted();
  clearCatalogCache();
  d.resolve(rows);
  const old = await pending;
  expect(old).toMatchObject({ brandId: 'pf' });
  const fresh = await getCatalog(db, 'pf');
  expect(fresh).not.toBe(old);
  expect(loadCatalogRows).toHaveBeenCalledTimes(2);
});

test('the brand\'s version is read at most once per CATALOG_CHECK_MS, by one read that concurrent callers share', async () => {
  loadCatalogRows.mockResolvedValue(rows);
  const v = deferred<number>();
  readCatalogVersion.mockReturnValueOnce(v.promise);
  const waiting = [getCatalog(db, 'pf'), getCatalog(db, 'pf')];
  v.resolve(0);
  const [first, second] = await Promise.all(waiting);
  expect(second).toBe(first);
  for (let i = 0; i < 1_000; i++) expect(await getCatalog(db, 'pf')).toBe(first);
  expect(readCatalogVersion).toHaveBeenCalledTimes(1);
  expect(readCatalogVersion).toHaveBeenCalledWith(db, 'pf');
  jest.advanceTimersByTime(CATALOG_CHECK_MS);
  expect(await getCatalog(db, 'pf')).toBe(first);
  expect(readCatalogVersion).toHaveBeenCalledTimes(2);
  expect(loadCatalogRows).toHaveBeenCalledTimes(1);
});

test('a version moved by another instance drops the snapshot at the next check, and only then', async () => {
  loadCatalogRows.mockResolvedValue(rows);
  const first = await getCatalog(db, 'pf');
  const ckb = await getCatalog(db, 'ckb');
  readCatalogVersion.mockImplementation(async (_db, brandId) => (brandId === 'pf' ? 7 : 0));
  jest.advanceTimersByTime(CATALOG_CHECK_MS - 100);
  expect(await getCatalog(db, 'pf')).toBe(first);
  jest.advanceTimersByTime(100);
  const second = await getCatalog(db, 'pf');
  expect(second).not.toBe(first);
  expect(await getCatalog(db, 'ckb')).toBe(ckb);
  jest.advanceTimersByTime(CATALOG_CHECK_MS);
  expect(await getCatalog(db, 'pf')).toBe(second);
});

test('a failed version check keeps serving the snapshot and is tried again after the interval', async () => {
  loadCatalogRows.mockResolvedValue(rows);
  const first = await getCatalog(db, 'pf');
  jest.advanceTimersByTime(CATALOG_CHECK_MS);
  readCatalogVersion.mockRejectedValueOnce(new Error('db down')).mockResolvedValue(3);
  expect(await getCatalog(db, 'pf')).toBe(first);
  expect(await getCatalog(db, 'pf')).toBe(first);
  jest.advanceTimersByTime(CATALOG_CHECK_MS);
  expect(await getCatalog(db, 'pf')).not.toBe(first);
  expect(readCatalogVersion).toHaveBeenCalledTimes(3);
});

test('clearCatalogCache(brand) moves the brand\'s version for the other instances; a clear of all does not', async () => {
  loadCatalogRows.mockResolvedValue(rows);
  await getCatalog(db, 'pf');
  await clearCatalogCache('pf');
  expect(catalogChangedLater).toHaveBeenCalledWith('pf');
  await clearCatalogCache();
  expect(catalogChangedLater).toHaveBeenCalledTimes(1);
});
