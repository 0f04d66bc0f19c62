import { toCents } from '../../../lib/format/money';

export type RefundAsk =
  | { kind: 'rest' }
  | { kind: 'amount'; cents: number }
  | { kind: 'lines'; lineIds: number[] };

/**
 * What a refund form asks for: `amount` in dollars (12.50), or `lines` (order line ids, comma
 * separated, refunded at what they cost), or neither (everything not refunded yet). Both at once,
 * or a malformed value, is an error message naming the field.
 */
export function readRefundAsk(amount: string | undefined, lines: string | undefined): RefundAsk | { error: string } {
  if (amount && lines) return { error: 'amount: give an amount or lines, not both' };
  if (amount) {
    if (!/^\$?\d{1,7}(\.\d{1,2})?$/.test(amount)) return { error: 'amount: must be an amount in dollars, such as 12.50' };
    const cents = toCents(Number(amount.replace('$', '')));
    return cents > 0 ? { kind: 'amount', cents } : { error: 'amount: must be more than $0.00' };
  }
  if (lines) {
    const parts = lines.split(',').map((s) => s.trim());
    if (parts.length > 100 || parts.some((p) => !/^\d{1,10}$/.test(p))) return { error: 'lines: must be order line ids separated by commas' };
    return { kind: 'lines', lineIds: [...new Set(parts.map(Number))] };
  }
  return { kind: 'rest' };
}

/** A support member's limit on one refund: null means none (owners have none). */
export function overLimit(cents: number, limitCents: number | null): boolean {
  return limitCents !== null && cents > limitCents;
}
