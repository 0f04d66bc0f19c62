/**
 * Fixed dates for the seed (never Date.now): everything is placed relative to BASE_DATE, so two
 * runs, or two machines, produce identical rows.
 */
export const BASE_DATE = '2026-10-01T12:00:00.000Z';

const BASE_MS = Date.parse(BASE_DATE);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** ISO timestamp `days` days (plus optional minutes) before the base date. */
export function daysBefore(days: number, minutes = 0): string {
  return new Date(BASE_MS - days * DAY - minutes * MINUTE).toISOString();
}

/** ISO timestamp `days` days after the base date. */
export function daysAfter(days: number): string {
  return new Date(BASE_MS + days * DAY).toISOString();
}

/** Date only (YYYY-MM-DD) `days` days after the base date; negative goes back. */
export function dateAfter(days: number): string {
  return daysAfter(days).slice(0, 10);
}
