import { MIN_EXPOSURES_PER_VARIANT, compareProportions, verdict, wilsonInterval } from './experimentStats';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

describe('wilsonInterval', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Stat Med 17:857, Table I, method 3.
  test.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i: %f to %f', (x, n, low, high) => {
    const w = wilsonInterval(x, n)!;
    expect([round4(w.low), round4(w.high)]).toEqual([low, high]);
  });
  test('all successes reach exactly 1; no trials give no interval', () => {
    expect(wilsonInterval(20, 20)).toEqual({ low: expect.closeTo(1 - 0.1611, 4), high: 1 });
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('compareProportions (Newcombe hybrid score)', () => {
  // Newcombe (1998), "Interval estimation for the difference between independent proportions",
  // Stat Med 17:873, Table II, method 10: (a) 56/70 − 48/80 … (h) 10/10 − 0/10; the variant is the first.
  test.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [0, 10, 0, 10, -0.2775, 0.2775],
    [10, 10, 0, 20, 0.6791, 1],
    [10, 10, 0, 10, 0.6075, 1],
  ])('%i/%i − %i/%i: %f to %f', (xv, nv, xc, nc, low, high) => {
    const c = compareProportions({ conversions: xc, exposures: nc }, { conversions: xv, exposures: nv })!;
    expect(c.difference).toBeCloseTo(xv / nv - xc / nc, 10);
    expect([round4(c.low), round4(c.high)]).toEqual([low, high]);
  });
  test('a group without exposures gives no comparison', () => {
    expect(compareProportions({ exposures: 0, conversions: 0 }, { exposures: 10, conversions: 1 })).toBeNull();
    expect(compareProportions({ exposures: 10, conversions: 1 }, { exposures: 0, conversions: 0 })).toBeNull();
  });
  test('rates of 0 and 1 still give an interval of some width, not a point', () => {
    const c = compareProportions({ exposures: 50, conversions: 0 }, { exposures: 50, conversions: 50 })!;
    expect(c.difference).toBe(1);
    expect(c.low).toBeLessThan(0.95);
    expect(c.high).toBe(1);
  });
});

describe('verdict', () => {
  test('not enough data below the minimum exposures per group, however large the gap', () => {
    const v = verdict({ exposures: MIN_EXPOSURES_PER_VARIANT - 1, conversions: 0 }, { exposures: 5000, conversions: 4000 });
    expect(v).toEqual({ kind: 'not-enough-data', reason: `each group needs at least ${MIN_EXPOSURES_PER_VARIANT} exposures (fewest: 99)` });
  });
  test('not enough data with no conversion on either side (never a "+0.00 to +0.00" interval)', () => {
    expect(verdict({ exposures: 500, conversions: 0 }, { exposures: 500, conversions: 0 })).toEqual({ kind: 'not-enough-data', reason: 'no conversions in either group' });
  });
  test('no difference yet while the interval includes 0', () => {
    expect(verdict({ exposures: 1000, conversions: 100 }, { exposures: 1000, conversions: 110 })).toMatchObject({ kind: 'no-difference' });
  });
  test('a winner once the interval excludes 0, either way', () => {
    expect(verdict({ exposures: 1000, conversions: 100 }, { exposures: 1000, conversions: 150 })).toMatchObject({ kind: 'winner', winner: 'variant' });
    expect(verdict({ exposures: 1000, conversions: 150 }, { exposures: 1000, conversions: 100 })).toMatchObject({ kind: 'winner', winner: 'control' });
  });
  test('exactly the minimum is enough', () => {
    expect(verdict({ exposures: 100, conversions: 0 }, { exposures: 100, conversions: 30 })).toMatchObject({ kind: 'winner', winner: 'variant' });
  });
});
