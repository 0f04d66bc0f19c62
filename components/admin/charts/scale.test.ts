import { labelIndexes, niceTicks } from './scale';

test('niceTicks: round steps from 0 past the maximum', () => {
  expect(niceTicks(87)).toEqual([0, 25, 50, 75, 100]);
  expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
  expect(niceTicks(8001)).toEqual([0, 2500, 5000, 7500, 10000]);
  expect(niceTicks(0.25)).toEqual([0, 0.1, 0.2, 0.3]);
  expect(niceTicks(3, 4, true)).toEqual([0, 1, 2, 3]);
  expect(niceTicks(0)).toEqual([0, 1]);
  expect(niceTicks(Number.NaN)).toEqual([0, 1]);
});

test('labelIndexes: first and last always, evenly spaced between', () => {
  expect(labelIndexes(3)).toEqual([0, 1, 2]);
  expect(labelIndexes(30)).toEqual([0, 6, 12, 18, 24, 29]);
  expect(labelIndexes(0)).toEqual([]);
  for (const n of [7, 31, 90, 366]) {
    const l = labelIndexes(n);
    expect([l[0], l[l.length - 1], l.length <= 6]).toEqual([0, n - 1, true]);
  }
});
