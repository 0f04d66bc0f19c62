import { LogBudget } from './logBudget';

test('allows the limit per window, counts what it refuses and reports it with the next allowed line', () => {
  let now = 1_000;
  const budget = new LogBudget(2, 60_000, () => now);
  expect(budget.take()).toEqual({ allowed: true, droppedBefore: 0 });
  expect(budget.take()).toEqual({ allowed: true, droppedBefore: 0 });
  expect(budget.take()).toEqual({ allowed: false, droppedBefore: 0 });
  expect(budget.take().allowed).toBe(false);
  now += 59_999;
  expect(budget.take().allowed).toBe(false);
  now += 1;
  expect(budget.take()).toEqual({ allowed: true, droppedBefore: 3 });
  expect(budget.take()).toEqual({ allowed: true, droppedBefore: 0 });
});
