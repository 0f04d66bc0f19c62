// Money display (spec section 9): 2 decimals, thousands commas, optional $, optional removal of
// .00, negatives in parentheses. The $ goes inside the parentheses: "($1,234.50)".
import { parseNumber } from '../validation/parse';
import { withThousands } from './count';

export interface MoneyFormatOptions {
  /** Prefix with $ (default true). */
  dollar?: boolean;
  /** Drop ".00" from whole amounts, e.g. "$12" (default false). */
  stripZeroCents?: boolean;
  /** Show negatives as "($1.00)"; when false, as "-$1.00" (default true). */
  parens?: boolean;
}

/**
 * Whole cents, rounded half away from zero. Goes through toPrecision(15) so that binary float
 * error does not flip the rounding (1.005 -> 101, not 100). Non-finite input gives 0.
 */
export function toCents(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const scaled = Math.abs(value * 100);
  const nearest = Math.round(scaled);
  // Only a product that lands near a half cent can round the wrong way through binary error
  // (1.005 * 100 = 100.49999…); those go through 15 significant digits first.
  const cents = Math.abs(Math.abs(scaled - nearest) - 0.5) > 1e-6 ? nearest : Math.round(Number(scaled.toPrecision(15)));
  return value < 0 && cents !== 0 ? -cents : cents;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Cents rounded down to a whole dollar (for x.99 price points): 2345 -> 2300. */
export function floorToDollar(cents: number): number {
  return Math.floor(cents / 100) * 100;
}

/** An amount in dollars rounded to the cent (half away from zero, as toCents). */
export function roundMoney(value: number): number {
  return fromCents(toCents(value));
}

/** The sum of dollar amounts, added as whole cents so float error cannot build up. */
export function sumMoney(values: readonly number[]): number {
  return fromCents(values.reduce((sum, v) => sum + toCents(v), 0));
}

/**
 * Number from typed money such as '$1,234.50' or '($1,234.50)' (parentheses mean negative).
 * Returns NaN when the text is not a number.
 */
export function parseMoneyInput(value: string | null | undefined): number {
  const text = String(value ?? '').trim();
  const negative = /^\(.*\)$/.test(text);
  const parsed = parseNumber(negative ? text.slice(1, -1) : text);
  return negative ? -parsed : parsed;
}

/**
 * Formats an amount in dollars. null, undefined, NaN and unparseable strings show as 0; a negative
 * amount that rounds to 0.00 shows as plain zero, without parentheses.
 */
export function formatMoney(value: number | string | null | undefined, opts: MoneyFormatOptions = {}): string {
  const { dollar = true, stripZeroCents = false, parens = true } = opts;
  const amount = typeof value === 'string' ? parseMoneyInput(value) : value ?? 0;
  const cents = toCents(Number.isNaN(amount) ? 0 : amount);

  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const whole = withThousands(String(dollars));
  const fraction = String(abs % 100).padStart(2, '0');
  const number = stripZeroCents && fraction === '00' ? whole : `${whole}.${fraction}`;
  const body = (dollar ? '$' : '') + number;

  if (cents >= 0) return body;
  return parens ? `(${body})` : `-${body}`;
}

/** formatMoney for an amount held in cents, e.g. 123450 -> "$1,234.50". */
export function formatCents(cents: number, opts: MoneyFormatOptions = {}): string {
  return formatMoney(fromCents(cents), opts);
}
