import { formatMoney, fromCents, toCents } from '../format/money';
import { INSTALMENT_COUNT, instalmentPartCents } from '../payments/instalmentRule';

export interface AfterpayTerms {
  afterpay: boolean;
  afterpayMin: number;
  afterpayMax: number;
}

export const INSTALMENTS = INSTALMENT_COUNT;

/** One of the INSTALMENTS payments for a price, rounded up to the cent so they cover it (lib/payments/instalments.ts). */
export function instalmentAmount(price: number): number {
  return fromCents(instalmentPartCents(toCents(price)));
}

/**
 * 'or 4 interest-free payments of $12.25' when buy-now-pay-later is on and the price lies within
 * [afterpayMin, afterpayMax]; otherwise null. The first three payments are rounded up to the cent
 * and the last takes what is left (lib/payments/instalments.ts), so a price that does not divide
 * evenly reads 'of up to $12.25'.
 */
export function instalmentLine(price: number, terms: AfterpayTerms): string | null {
  if (!terms.afterpay || !(price > 0)) return null;
  if (price < terms.afterpayMin || price > terms.afterpayMax) return null;
  const even = toCents(price) % INSTALMENTS === 0;
  return `or ${INSTALMENTS} interest-free payments of ${even ? '' : 'up to '}${formatMoney(instalmentAmount(price))}`;
}
