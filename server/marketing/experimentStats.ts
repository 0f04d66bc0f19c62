/** Split-test arithmetic for npm run report:experiments (pure; server/marketing/reports.ts reads the counts). */

/** At least this many exposures in each group before a winner may be called. */
export const MIN_EXPOSURES_PER_VARIANT = 100;
/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Comparison {
  /** Conversion rates (0–1) of the control and the variant. */
  controlRate: number;
  variantRate: number;
  /** variantRate − controlRate, and its 95% confidence interval (two-proportion normal approximation). */
  difference: number;
  low: number;
  high: number;
}

/**
 * Compares a variant with the control: the difference of the two conversion rates and its 95%
 * confidence interval, diff ± z·√(p₁(1−p₁)/n₁ + p₂(1−p₂)/n₂) (Wald, unpooled). Null when either
 * group has no exposures.
 */
export function compareProportions(control: { exposures: number; conversions: number }, variant: { exposures: number; conversions: number }): Comparison | null {
  if (control.exposures <= 0 || variant.exposures <= 0) return null;
  const p1 = Math.min(1, control.conversions / control.exposures);
  const p2 = Math.min(1, variant.conversions / variant.exposures);
  const se = Math.sqrt((p1 * (1 - p1)) / control.exposures + (p2 * (1 - p2)) / variant.exposures);
  const difference = p2 - p1;
  return { controlRate: p1, variantRate: p2, difference, low: difference - Z95 * se, high: difference + Z95 * se };
}

export type Verdict = { kind: 'not-enough-data'; reason: string } | { kind: 'winner'; winner: 'control' | 'variant' };

/**
 * When a winner may be called (the spec's `winner` UI flag): both groups have at least
 * MIN_EXPOSURES_PER_VARIANT exposures and the 95% interval of the difference excludes 0. Otherwise
 * there is not enough data yet, and the reason says which part is missing.
 */
export function verdict(control: { exposures: number; conversions: number }, variant: { exposures: number; conversions: number }): Verdict {
  const short = Math.min(control.exposures, variant.exposures);
  if (short < MIN_EXPOSURES_PER_VARIANT) {
    return { kind: 'not-enough-data', reason: `each group needs at least ${MIN_EXPOSURES_PER_VARIANT} exposures (fewest: ${short})` };
  }
  const c = compareProportions(control, variant);
  if (!c) return { kind: 'not-enough-data', reason: 'no exposures' };
  if (c.low <= 0 && c.high >= 0) return { kind: 'not-enough-data', reason: 'the 95% interval of the difference includes 0' };
  return { kind: 'winner', winner: c.difference > 0 ? 'variant' : 'control' };
}
