import type { DB } from '../db';

// TTL expiry is checked with Jest's fake clock, which lru-cache reads through performance.now().
// The fake performance.now() starts at 0, which lru-cache takes for 'no start time' (never
// stale), so the clock is moved on first; a real process's clock is never 0.
jest.useFakeTimers();
jest.advanceTimersByTime(1_000);

// eslint-disable-next-line @typescript-eslint/no-require-imports -- required after the fake clock is installed
const { getSizeGuide, clearSizeGuideCache, toSizingGuideEntry } = require('./sizeGuide') as typeof import('./sizeGuide');

const TTL_MS = 60_000;

const guideRow = { name: 'XS-S', front_url: '/f.svg', side_url: '/s.svg', back_url: '/b.svg', bust: ' 32" ', waist: null, hip: '', pant: '28"', shoe: null as string | null };

/** A stand-in for the size_guides query of one brand. */
function fakeDb(load: (brandId: string) => Promise<(typeof guideRow)[]>) {
  const execute = jest.fn(load);
  const chain = (brandId: string) => {
    const q = { orderBy: () => q, execute: () => execute(brandId) };
    return q;
  };
  const db = {
    selectFrom: (table: string) => {
      expect(table).toBe('size_guides');
      return { select: () => ({ where: (_c: string, _op: string, brandId: string) => chain(brandId) }) };
    },
  } as unknown as DB;
  return { db, execute };
}

beforeEach(() => clearSizeGuideCache());

test('toSizingGuideEntry keeps the measurement lines present, trimmed', () => {
  expect(toSizingGuideEntry(guideRow).lines).toEqual([
    { label: 'Bust', value: '32"' },
    { label: 'Pant', value: '28"' },
  ]);
});

test("a socks guide's shoe-size range is its Shoe size line, not a Pant line", () => {
  const sock = { ...guideRow, name: 'One Size', bust: null, pant: null, shoe: "Women's 5–11 / Men's 4–10" };
  expect(toSizingGuideEntry(sock).lines).toEqual([{ label: 'Shoe size', value: "Women's 5–11 / Men's 4–10" }]);
});

test('concurrent callers share one query; the guide is cached per brand', async () => {
  const { db, execute } = fakeDb(async () => [guideRow]);
  const [a, b] = await Promise.all([getSizeGuide(db, 'pf'), getSizeGuide(db, 'pf')]);
  expect(a.map((e) => e.name)).toEqual(['XS-S']);
  expect(b).toBe(a);
  expect(await getSizeGuide(db, 'pf')).toBe(a);
  await getSizeGuide(db, 'ckb');
  expect(execute.mock.calls).toEqual([['pf'], ['ckb']]);
});

test('a failed query is not cached', async () => {
  const { db, execute } = fakeDb(async () => [guideRow]);
  execute.mockRejectedValueOnce(new Error('db down'));
  await expect(getSizeGuide(db, 'pf')).rejects.toThrow('db down');
  await expect(getSizeGuide(db, 'pf')).resolves.toHaveLength(1);
  expect(execute).toHaveBeenCalledTimes(2);
});

test('the guide is read again after the TTL and after clearSizeGuideCache', async () => {
  const { db, execute } = fakeDb(async () => [guideRow]);
  const first = await getSizeGuide(db, 'pf');
  jest.advanceTimersByTime(TTL_MS - 1_000);
  expect(await getSizeGuide(db, 'pf')).toBe(first);
  jest.advanceTimersByTime(2_000);
  const second = await getSizeGuide(db, 'pf');
  expect(second).not.toBe(first);
  clearSizeGuideCache();
  expect(await getSizeGuide(db, 'pf')).not.toBe(second);
  expect(execute).toHaveBeenCalledTimes(3);
});
