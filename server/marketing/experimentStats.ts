/**
 * Split-test arithmetic for npm run report:experiments and the back office's split-test report
 * (pure; server/marketing/reports.ts reads the counts). Intervals that behave at small counts:
 * Wilson's score interval for one rate, Newcombe's hybrid score interval for a difference.
 */

/** At least this many exposures in each group before a difference is estimated or a winner called. */
export const MIN_EXPOSURES_PER_VARIANT = 100;
/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Counts {
  exposures: number;
  conversions: number;
}

export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson's score interval for a proportion of `successes` in `n` (Wilson 1927; Newcombe 1998,
 * "Two-sided confidence intervals for the single proportion", method 3):
 * (p + z²/2n ± z·√(p(1−p)/n + z²/4n²)) / (1 + z²/n). Stays inside [0, 1] and is not zero-width
 * at 0 or n successes, unlike p ± z·√(p(1−p)/n). Null for n = 0.
 */
export function wilsonInterval(successes: number, n: number, z = Z95): Interval | null {
  if (!(n > 0)) return null;
  const p = Math.min(1, Math.max(0, successes / n));
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  // At 0 or n successes the bound is exactly 0 or 1; rounding must not push it past.
  return { low: p === 0 ? 0 : Math.max(0, centre - half), high: p === 1 ? 1 : Math.min(1, centre + half) };
}

export interface Comparison {
  /** Conversion rates (0–1) of the control and the variant. */
  controlRate: number;
  variantRate: number;
  /** variantRate − controlRate, and its 95% interval (Newcombe's hybrid score). */
  difference: number;
  low: number;
  high: number;
}

/**
 * The difference variant − control and its 95% interval by Newcombe's hybrid score method
 * (Newcombe 1998, "Interval estimation for the difference between independent proportions",
 * method 10), built from each group's Wilson interval (l, u):
 * δ − √((p_v − l_v)² + (u_c − p_c)²) to δ + √((u_v − p_v)² + (p_c − l_c)²).
 * Null when either group has no exposures.
 */
export function compareProportions(control: Counts, variant: Counts, z = Z95): Comparison | null {
  const wc = wilsonInterval(control.conversions, control.exposures, z);
  const wv = wilsonInterval(variant.conversions, variant.exposures, z);
  if (!wc || !wv) return null;
  const pc = Math.min(1, control.conversions / control.exposures);
  const pv = Math.min(1, variant.conversions / variant.exposures);
  const difference = pv - pc;
  return {
    controlRate: pc,
    variantRate: pv,
    difference,
    low: Math.max(-1, difference - Math.sqrt((pv - wv.low) ** 2 + (wc.high - pc) ** 2)),
    high: Math.min(1, difference + Math.sqrt((wv.high - pv) ** 2 + (pc - wc.low) ** 2)),
  };
}

export type Verdict =
  | { kind: 'not-enough-data'; reason: string }
  | { kind: 'no-difference'; comparison: Comparison }
  | { kind: 'winner'; winner: 'control' | 'variant'; comparison: Comparison };

/**
 * What a comparison of a variant with the control may say (the spec's `winner` UI flag):
 * - not enough data: a group has fewer than MIN_EXPOSURES_PER_VARIANT exposures, or neither group
 *   has a conversion (an interval then says nothing); the reason says which;
 * - no difference yet: the 95% interval of the difference includes 0;
 * - a winner: the interval excludes 0, the higher rate wins.
 */
export function verdict(control: Counts, variant: Counts): Verdict {
  const short = Math.min(control.exposures, variant.exposures);
  if (short < MIN_EXPOSURES_PER_VARIANT) {
    return { kind: 'not-enough-data', reason: `each group needs at least ${MIN_EXPOSURES_PER_VARIANT} exposures (fewest: ${short})` };
  }
  if (control.conversions <= 0 && variant.conversions <= 0) return { kind: 'not-enough-data', reason: 'no conversions in either group' };
  const comparison = compareProportions(control, variant);
  if (!comparison) return { kind: 'not-enough-data', reason: 'no exposures' };
  if (comparison.low <= 0 && comparison.high >= 0) return { kind: 'no-difference', comparison };
  return { kind: 'winner', winner: comparison.difference > 0 ? 'variant' : 'control', comparison };
}
