import type { ExperimentGroupView, ExperimentView } from '../../../lib/admin/reportTypes';

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const points = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(2)}`;

/** A group's rate and 95% interval, or a dash without exposures. */
export function rateText(g: ExperimentGroupView): string {
  return g.rate === null ? '–' : pct(g.rate);
}

export function intervalText(g: ExperimentGroupView): string {
  return g.low === null || g.high === null ? '–' : `${pct(g.low)} to ${pct(g.high)}`;
}

/** A variant against the control: the difference in points with its interval, or "not enough data" and why; the control says so. */
export function versusText(g: ExperimentGroupView): string {
  const v = g.versusControl;
  if (!v) return 'Control';
  if (v.kind === 'not-enough-data') return `Not enough data (${v.reason})`;
  return `${points(v.difference)} points (95% interval ${points(v.low)} to ${points(v.high)})${v.kind === 'winner' ? '' : ', includes 0'}`;
}

/** The test's call in one line: the winner, not enough data, or no winner yet. */
export function callText(e: ExperimentView): string {
  if (e.winner) return `Winner: ${e.winner}`;
  const short = e.groups.find((g) => g.versusControl?.kind === 'not-enough-data');
  if (short?.versusControl?.kind === 'not-enough-data') return `Not enough data: ${short.versusControl.reason}`;
  return 'No winner yet: every difference\'s 95% interval includes 0';
}
