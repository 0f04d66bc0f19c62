import { formatMoney, fromCents, toCents } from '../format/money';

export interface AfterpayTerms {
  afterpay: boolean;
  afterpayMin: number;
  afterpayMax: number;
}

export const INSTALMENTS = 4;

/**
 * 'or 4 interest-free payments of $12.25' when buy-now-pay-later is on and the price lies within
 * [afterpayMin, afterpayMax]; otherwise null. Instalments are rounded up to the cent so four of
 * them cover the price.
 */
/** One of the INSTALMENTS payments for a price, rounded up to the cent so they cover it. */
export function instalmentAmount(price: number): number {
  return fromCents(Math.ceil(toCents(price) / INSTALMENTS));
}

export function instalmentLine(price: number, terms: AfterpayTerms): string | null {
  if (!terms.afterpay || !(price > 0)) return null;
  if (price < terms.afterpayMin || price > terms.afterpayMax) return null;
  return `or ${INSTALMENTS} interest-free payments of ${formatMoney(instalmentAmount(price))}`;
}
