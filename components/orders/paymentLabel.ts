import { cardBrandName } from '../../lib/payments/cardLabels';

/** 'Visa ending in 4242', 'Afterpay instalments', or 'Card' when nothing more is known. */
export function paymentLabel(p: { brand: string; last4: string; method: string }): string {
  if (p.method === 'afterpay') return 'Afterpay installments';
  const card = cardBrandName(p.brand);
  const ending = /^\d{4}$/.test(p.last4) ? `${card} ending in ${p.last4}` : card;
  return p.method === 'wallet' ? `${ending} (wallet)` : ending;
}
