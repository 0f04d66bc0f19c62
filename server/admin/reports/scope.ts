import { notFound, badRequest } from '../../http/errors';
import { optionalString } from '../../http/input';
import type { Fields } from '../../http/types';
import { nextDay, validDate } from '../../marketing/reports';
import { visibleBrandIds } from '../orders/scope';
import type { Staff } from '../staffAccounts';

/** The longest range a report covers, in days (a year, leap day included). */
export const MAX_REPORT_DAYS = 366;
/** Days covered when the request names none: the last 30, today included. */
export const DEFAULT_REPORT_DAYS = 30;
export const BRAND_NOT_FOUND = 'brand: not found';

export interface ReportRequest {
  /** The brand asked for, or all of the staff member's; never a brand outside their scope. */
  brandIds: string[];
  /** Inclusive whole UTC days. */
  from: string;
  to: string;
  /** Every day from `from` to `to`. */
  days: string[];
  csv: boolean;
}

const today = (now: Date) => now.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function dayField(f: Fields, name: 'from' | 'to'): string | undefined {
  const v = optionalString(f, name, 10);
  if (v !== undefined && !validDate(v)) throw badRequest(`${name}: must be a date such as 2026-01-31`);
  return v;
}

/**
 * Reads a report's `brand`, `from`, `to` and `format`: a brand not the staff member's is a 404 like
 * one that does not exist; a bad date, `from` after `to` or more than MAX_REPORT_DAYS days a 400
 * naming the field; `to` defaults to today (UTC), `from` to
 * DEFAULT_REPORT_DAYS days before `to` (both ends counted).
 */
export function readReportRequest(f: Fields, staff: Staff, now: Date): ReportRequest {
  const visible = visibleBrandIds(staff);
  const brand = optionalString(f, 'brand', 40);
  if (brand !== undefined && !visible.includes(brand)) throw notFound(BRAND_NOT_FOUND);
  const to = dayField(f, 'to') ?? today(now);
  const from = dayField(f, 'from') ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  if (from > to) throw badRequest('from: must not be after to');
  const days: string[] = [];
  for (let d = from; d <= to; d = nextDay(d)) {
    days.push(d);
    if (days.length > MAX_REPORT_DAYS) throw badRequest(`from: a report covers at most ${MAX_REPORT_DAYS} days`);
  }
  const format = optionalString(f, 'format', 10);
  if (format !== undefined && format !== 'csv' && format !== 'json') throw badRequest('format: must be csv or json');
  return { brandIds: brand !== undefined ? [brand] : visible, from, to, days, csv: format === 'csv' };
}
