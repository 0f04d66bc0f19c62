import { longDateUtc, monthNameUtc, monthYearUtc } from '../format/dates';

// Club months are 'YYYY-MM' and billing dates 'YYYY-MM-DD' (UTC calendar dates, no time of day).

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (v: string): boolean => MONTH.test(v);

/** '2025-07-15' → '2025-07'. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** '2025-07' moved by `by` months: ('2025-12', 1) → '2026-01'. */
export function shiftMonth(month: string, by: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** The given day of a month, or the month's last day when it is shorter: ('2025-02', 31) → '2025-02-28'. */
export function dayIn(month: string, day: number): string {
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return `${month}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** '2025-01-31' → '2025-02-28': the same day one month later, or that month's last day (a skip moves the billing date so). */
export function addOneMonth(date: string): string {
  return dayIn(shiftMonth(monthOf(date), 1), Number(date.slice(8, 10)));
}


function monthDate(month: string): Date | null {
  const m = MONTH.exec(month);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) : null;
}

/** '2025-07' → 'July'. */
export function monthName(month: string): string {
  const d = monthDate(month);
  return d ? monthNameUtc(d) : month;
}

/** '2025-07' → 'July 2025'. */
export function monthLabel(month: string): string {
  const d = monthDate(month);
  return d ? monthYearUtc(d) : month;
}

/** '2025-07-15' → 'July 15, 2025'. */
export function billingDateLabel(date: string): string {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  return d && !Number.isNaN(d.getTime()) ? longDateUtc(d) : date;
}

/** 'July, August and September'. */
export function monthList(months: string[]): string {
  const names = months.map(monthLabel);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
