import { MIN_EXPOSURES_PER_VARIANT, compareProportions, verdict } from './experimentStats';

describe('compareProportions', () => {
  test('difference and 95% interval by the two-proportion normal approximation', () => {
    // p1 = 0.10 (n 1000), p2 = 0.15 (n 1000): se = sqrt(.09/1000 + .1275/1000) = 0.014748; 1.96·se = 0.028906
    const c = compareProportions({ exposures: 1000, conversions: 100 }, { exposures: 1000, conversions: 150 });
    expect(c).not.toBeNull();
    expect(c!.controlRate).toBeCloseTo(0.1, 10);
    expect(c!.variantRate).toBeCloseTo(0.15, 10);
    expect(c!.difference).toBeCloseTo(0.05, 10);
    expect(c!.low).toBeCloseTo(0.05 - 0.028906, 5);
    expect(c!.high).toBeCloseTo(0.05 + 0.028906, 5);
  });
  test('a group without exposures gives no comparison', () => {
    expect(compareProportions({ exposures: 0, conversions: 0 }, { exposures: 10, conversions: 1 })).toBeNull();
    expect(compareProportions({ exposures: 10, conversions: 1 }, { exposures: 0, conversions: 0 })).toBeNull();
  });
  test('rates of 0 and 1 give a zero-width interval, not NaN', () => {
    const c = compareProportions({ exposures: 50, conversions: 0 }, { exposures: 50, conversions: 50 })!;
    expect(c.difference).toBe(1);
    expect(c.low).toBe(1);
    expect(c.high).toBe(1);
  });
});

describe('verdict', () => {
  test('not enough data below the minimum exposures per group, however large the gap', () => {
    const v = verdict({ exposures: MIN_EXPOSURES_PER_VARIANT - 1, conversions: 0 }, { exposures: 5000, conversions: 4000 });
    expect(v).toEqual({ kind: 'not-enough-data', reason: `each group needs at least ${MIN_EXPOSURES_PER_VARIANT} exposures (fewest: 99)` });
  });
  test('not enough data while the interval includes 0', () => {
    expect(verdict({ exposures: 1000, conversions: 100 }, { exposures: 1000, conversions: 110 })).toEqual({
      kind: 'not-enough-data', reason: 'the 95% interval of the difference includes 0',
    });
  });
  test('a winner once the interval excludes 0, either way', () => {
    expect(verdict({ exposures: 1000, conversions: 100 }, { exposures: 1000, conversions: 150 })).toEqual({ kind: 'winner', winner: 'variant' });
    expect(verdict({ exposures: 1000, conversions: 150 }, { exposures: 1000, conversions: 100 })).toEqual({ kind: 'winner', winner: 'control' });
  });
  test('exactly the minimum is enough', () => {
    expect(verdict({ exposures: 100, conversions: 0 }, { exposures: 100, conversions: 30 })).toEqual({ kind: 'winner', winner: 'variant' });
  });
});
