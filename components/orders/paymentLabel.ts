import { cardBrandName } from '../../lib/payments/cardLabels';

/** 'Visa ending in 4242', 'Pay in 4 on Visa ending in 4242', or 'Card' when nothing more is known. */
export function paymentLabel(p: { brand: string; last4: string; method: string }): string {
  const card = cardBrandName(p.brand);
  const ending = /^\d{4}$/.test(p.last4) ? `${card} ending in ${p.last4}` : card;
  if (p.method === 'afterpay') return /^\d{4}$/.test(p.last4) ? `Pay in 4 on ${ending}` : 'Pay in 4';
  return p.method === 'wallet' ? `${ending} (wallet)` : ending;
}
