/**
 * Calendar dates in US English and UTC, the same on server and client: 'March 5, 2025',
 * 'March 5, 2025 at 8:10 AM UTC', 'July 2025', 'July'. Written out rather than Intl.DateTimeFormat:
 * the first Intl formatter a page builds loads the browser's locale data (35–110 ms of main thread
 * measured in Chromium, docs/performance.md), and Node's and the browser's ICU versions need not
 * agree on separators (',' or ' at', a narrow no-break space before AM), which would break hydration.
 */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'March 5, 2025' for a Date (its UTC calendar day). */
export function longDateUtc(d: Date): string {
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** '8:10 AM', '12:05 AM', '12:00 PM' (UTC). */
export function shortTimeUtc(d: Date): string {
  const h = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'July 2025' (UTC). */
export function monthYearUtc(d: Date): string {
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'July' (UTC). */
export function monthNameUtc(d: Date): string {
  return MONTH_NAMES[d.getUTCMonth()];
}
