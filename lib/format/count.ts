/**
 * Whole numbers with thousands commas, US English: 1204 → '1,204'. Written out rather than
 * Intl.NumberFormat or toLocaleString because the first Intl formatter a page builds loads the
 * browser's locale data, 35–110 ms of main thread measured in Chromium (docs/performance.md);
 * a page that only needs commas should not pay that.
 */
/** '1204' → '1,204': commas between groups of three in a string of digits. */
export function withThousands(digits: string): string {
  return digits.length < 4 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(n)));
  return sign + withThousands(digits);
}
