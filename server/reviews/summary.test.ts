import { summarizeRatings } from './summary';

test('average to one decimal, histogram 5 → 1', () => {
  const s = summarizeRatings([
    { rating: 5, n: 3 },
    { rating: 4, n: 1 },
    { rating: 1, n: 1 },
  ]);
  expect(s.count).toBe(5);
  expect(s.average).toBe(4); // (15 + 4 + 1) / 5
  expect(s.histogram).toEqual([
    { stars: 5, count: 3 },
    { stars: 4, count: 1 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 1 },
  ]);
});

test('no reviews, and out-of-range ratings are ignored', () => {
  expect(summarizeRatings([])).toMatchObject({ average: 0, count: 0 });
  expect(summarizeRatings([{ rating: 9, n: 4 }, { rating: 4, n: 2 }, { rating: 5, n: 1 }]).average).toBe(4.3);
});
