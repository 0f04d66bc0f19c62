const CARD_NAMES: Record<string, string> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', dinersclub: 'Diners Club', jcb: 'JCB',
  unionpay: 'UnionPay', maestro: 'Maestro',
};

/** 'Visa ending in 4242', 'Afterpay instalments', or 'Card' when nothing more is known. */
export function paymentLabel(p: { brand: string; last4: string; method: string }): string {
  if (p.method === 'afterpay') return 'Afterpay instalments';
  const card = CARD_NAMES[p.brand] ?? 'Card';
  const ending = /^\d{4}$/.test(p.last4) ? `${card} ending in ${p.last4}` : card;
  return p.method === 'wallet' ? `${ending} (wallet)` : ending;
}
