import { ADMIN_API_BASE } from '../../../lib/admin/shared';
import type { ReportName } from '../../../lib/admin/reportTypes';

/** What the page's range picker chose: a brand ('' for all of the staff member's) and whole UTC days. */
export interface ReportFilters {
  brand: string;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** The last `days` days up to today (UTC), both ends counted: the presets 7, 30 and 90. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  return { from: new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10), to };
}

export function reportQuery(f: ReportFilters): Record<string, string> {
  return { ...(f.brand ? { brand: f.brand } : {}), from: f.from, to: f.to };
}

/** The report's CSV download: the same table, from the same route, with format=csv. */
export function csvHref(name: ReportName, f: ReportFilters): string {
  return `${ADMIN_API_BASE}/reports/${name}?${new URLSearchParams({ ...reportQuery(f), format: 'csv' })}`;
}
