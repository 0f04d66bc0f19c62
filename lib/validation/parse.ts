// Loose input parsing for values arriving from forms, query strings and the API (spec section 5).

/** Accepts true/false, 1/0, '1'/'0' and 'true'/'false'; anything else throws. */
export function parseBoolean(value: unknown): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw new Error('Unknown boolean value');
}

/**
 * Number from a number or a string such as '$1,234.50'. Strips $, commas and surrounding
 * whitespace. Does not throw: returns NaN when the input is empty or not a number, so callers
 * check with Number.isNaN (the spec lists no error for numbers).
 */
export function parseNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const cleaned = value.replace(/[$,]/g, '').trim();
  return cleaned === '' ? NaN : Number(cleaned);
}

/** A non-empty string or positive integer id, returned as a trimmed string; else throws. */
export function parseId(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  throw new Error('invalid ID');
}
