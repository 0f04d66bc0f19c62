import type { ExperimentView } from '../../../lib/admin/reportTypes';
import type { ExperimentReading } from '../../marketing/reports';

/** A read split test as the back office answers it (plain numbers, the verdict flattened). */
export function experimentView(r: ExperimentReading): ExperimentView {
  return {
    brandId: r.brandId, testKey: r.testKey, kind: r.kind, winner: r.winner,
    groups: r.groups.map((g) => {
      const v = g.versusControl;
      return {
        value: g.value, exposures: g.exposures, conversions: g.conversions, rate: g.rate,
        low: g.interval?.low ?? null, high: g.interval?.high ?? null,
        versusControl: v === null ? null : v.kind === 'not-enough-data'
          ? { kind: v.kind, reason: v.reason }
          : { kind: v.kind, difference: v.comparison.difference, low: v.comparison.low, high: v.comparison.high },
      };
    }),
  };
}
