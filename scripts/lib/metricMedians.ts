/**
 * Each metric's own median over a page's runs (npm run lighthouse, issue 35). Lighthouse's median run
 * (computeMedianRun) is the run nearest the median FCP and TTI, and its TBT is whatever that one run
 * had: on ckb category two runs of one build against itself (an A/A) read 8 points and 298 ms apart
 * that way, and 2 points and 87 ms apart by each metric's median. The main thread's whole work
 * (mainthread-work-breakdown) is printed beside them: it moves less from run to run than blocking time.
 */
import { median } from '../bench/paired';

export interface RunMetrics {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

export interface MetricMedians {
  perf: number;
  tbt: number;
  mainThreadMs: number;
}

function mainThreadMs(r: RunMetrics): number {
  const items = (r.audits['mainthread-work-breakdown']?.details as { items?: { duration?: number }[] } | undefined)?.items ?? [];
  return items.reduce((s, i) => s + (i.duration ?? 0), 0);
}

export function metricMedians(runs: RunMetrics[]): MetricMedians {
  return {
    perf: median(runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100))),
    tbt: Math.round(median(runs.map((r) => r.audits['total-blocking-time']?.numericValue ?? 0))),
    mainThreadMs: Math.round(median(runs.map(mainThreadMs))),
  };
}

const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}`;

/** One page's line: both configurations' medians and their difference. */
export function medianDiffLine(name: string, a: MetricMedians, b: MetricMedians): string {
  return `${name.padEnd(14)} performance ${a.perf} vs ${b.perf} (${signed(a.perf - b.perf)}), TBT ${a.tbt} vs ${b.tbt} ms (${signed(a.tbt - b.tbt)} ms), main thread ${a.mainThreadMs} vs ${b.mainThreadMs} ms (${signed(a.mainThreadMs - b.mainThreadMs)} ms)`;
}
