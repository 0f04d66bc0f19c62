// The wallet button: the browser's Payment Request sheet returns card details, which are then
// tokenized like a typed card. Only offered when window.PaymentRequest exists and the brand enables it.
import type { WalletCardFields } from '../../lib/checkout/api';

export function walletSupported(): boolean {
  return typeof window !== 'undefined' && typeof (window as { PaymentRequest?: unknown }).PaymentRequest === 'function';
}

interface BasicCardResponse {
  cardNumber?: string;
  expiryMonth?: string;
  expiryYear?: string;
  cardSecurityCode?: string;
  cardholderName?: string;
}

/** Opens the wallet sheet for the total; resolves with the card, or null when the shopper closes it. */
export async function requestWalletCard(total: number, label: string): Promise<WalletCardFields | null> {
  const request = new PaymentRequest([{ supportedMethods: 'basic-card' }], {
    total: { label, amount: { currency: 'USD', value: total.toFixed(2) } },
  });
  if (!(await request.canMakePayment().catch(() => false))) throw new Error('No wallet is set up in this browser. Please pay by card.');
  let response: PaymentResponse;
  try {
    response = await request.show();
  } catch {
    return null;
  }
  const d = response.details as BasicCardResponse;
  await response.complete('success');
  return {
    number: d.cardNumber ?? '',
    expMonth: Number(d.expiryMonth),
    expYear: Number(d.expiryYear),
    cvc: d.cardSecurityCode ?? '',
    name: d.cardholderName ?? '',
  };
}

/** Which wallet the sheet is: Apple Pay in Safari, Google Pay elsewhere. */
export function walletKind(): 'apple_pay' | 'google_pay' {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return /Safari/.test(ua) && !/Chrome|Chromium|Android/.test(ua) ? 'apple_pay' : 'google_pay';
}
