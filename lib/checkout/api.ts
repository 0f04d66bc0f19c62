// The checkout funnel's shop API calls (docs/api.md, "Checkout" and "Special offers"). Client-safe:
// takes the ApiClient, so the browser passes useShopApi() and the server serverApi(…).
import type { ApiClient } from '../api/client';
import type { FieldValues } from '../api/contract';
import { checkoutFields, tokenizeFields, type CheckoutFormValues } from './fields';
import type { CheckoutAnswer } from './types';

/** A card the browser's wallet sheet returned (tokenized like a typed card). */
export interface WalletCardFields {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/** The shopper closed the wallet sheet without paying. */
export class WalletCanceledError extends Error {
  constructor() {
    super('Wallet payment was canceled.');
  }
}

export interface PayOptions {
  idempotencyKey: string;
  /** Opens the wallet sheet for the amount; null when the shopper cancels it. */
  walletCard: () => Promise<WalletCardFields | null>;
  walletKind: () => 'apple_pay' | 'google_pay';
}

type Payment = { paymentToken: string } | { savedCardId: string };

/** What pays: a saved card's id (nothing else about it is sent), or a token for the wallet's or the typed card. */
async function paymentFor(api: ApiClient, values: CheckoutFormValues, opts: PayOptions): Promise<Payment> {
  if (values.paymentMethod !== 'wallet' && values.savedCardId) return { savedCardId: values.savedCardId };
  if (values.paymentMethod === 'wallet') {
    const card = await opts.walletCard();
    if (!card) throw new WalletCanceledError();
    return { paymentToken: (await api.post('payments/tokenize', { ...card, wallet: opts.walletKind() })).token };
  }
  // Card and 'Pay in 4' (instalments on the card) both tokenize the typed card.
  return { paymentToken: (await api.post('payments/tokenize', tokenizeFields(values))).token };
}

/** Pays for the cart: tokenize (unless a saved card pays), then one idempotent checkout. */
export async function placeOrder(api: ApiClient, values: CheckoutFormValues, opts: PayOptions): Promise<CheckoutAnswer> {
  const payment = await paymentFor(api, values, opts);
  return api.post('checkout', { ...checkoutFields(values), ...payment, idempotencyKey: opts.idempotencyKey });
}

export const checkoutApi = {
  acceptOffer: (api: ApiClient, orderId: number | string, fields: FieldValues) => api.post('order/:id/accept-offer', { ...fields, id: orderId }),
  declineOffer: (api: ApiClient, orderId: number | string, offerId: number) => api.post('order/:id/decline-offer', { id: orderId, offerId }),
  saveStyleProfile: (api: ApiClient, answers: Record<string, string>) => api.post('style-profile', answers),
};
