/**
 * Fixed dates for the seed (never Date.now): everything is placed relative to BASE_DATE, so two
 * runs, or two machines, produce identical rows. The exception is what must sit next to the day
 * the shop is used (the club's next billing date, the demo customer's recent orders and their
 * tracking): that is placed from the seeding day (seedToday).
 */
export const BASE_DATE = '2026-10-01T12:00:00.000Z';

const BASE_MS = Date.parse(BASE_DATE);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** ISO timestamp `days` days (plus optional minutes) before the base date. */
export function daysBefore(days: number, minutes = 0): string {
  return new Date(BASE_MS - days * DAY - minutes * MINUTE).toISOString();
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day the database is seeded (UTC, YYYY-MM-DD). Dates that must sit next to "now" (the demo
 * club membership's next billing date, the demo customer's orders) are placed from it rather than
 * from BASE_DATE, so a demo shop seeded on any day shows a billing date still to come and orders
 * whose status fits their age. The seed stays deterministic for a
 * given day: `runSeed(db, { today })` (tests) or SEED_TODAY=YYYY-MM-DD (a reproducible demo
 * database) fix it; otherwise it is the current UTC day.
 */
export function seedToday(now = new Date()): string {
  const fixed = process.env.SEED_TODAY?.trim();
  if (fixed) return checkedDay(fixed, 'SEED_TODAY');
  return now.toISOString().slice(0, 10);
}

/** The day itself when it is a real YYYY-MM-DD calendar day; throws otherwise. */
export function checkedDay(day: string, what = 'seed day'): string {
  if (!DAY_RE.test(day) || new Date(`${day}T00:00:00.000Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`${what}: ${JSON.stringify(day)} is not a YYYY-MM-DD day`);
  }
  return day;
}

/** ISO timestamp `days` days (plus optional minutes) before noon (UTC) of `day`, as daysBefore is to BASE_DATE. */
export function beforeDay(day: string, days: number, minutes = 0): string {
  return new Date(Date.parse(`${day}T12:00:00.000Z`) - days * DAY - minutes * MINUTE).toISOString();
}

/** Noon (UTC) of `day` moved by `days` days, as an ISO timestamp. */
export function noonOf(day: string, days = 0): string {
  return beforeDay(day, -days);
}

/** `day` (YYYY-MM-DD) moved by `days` days; negative goes back. */
export function dayFrom(day: string, days: number): string {
  return noonOf(day, days).slice(0, 10);
}
