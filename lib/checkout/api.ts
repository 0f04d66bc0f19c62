// The checkout funnel's shop API calls (docs/api.md, "Checkout" and "Special offers"). Client-safe:
// takes the ApiClient, so the browser passes useShopApi() and the server serverApi(…).
import type { ApiClient } from '../api/client';
import type { FieldValues } from '../api/contract';
import type { StripeBilling, StripeSlot } from '../payments/stripeHandle';
import { checkoutFields, sessionCardOrderOf, tokenizeFields, type CheckoutFormValues } from './fields';
import type { CheckoutAnswer, PlacedAnswer } from './types';

/** Stripe.js is not ready (still loading, or blocked): nothing was sent. */
export class PaymentFormNotReadyError extends Error {
  constructor() {
    super('The payment form is still loading. Please wait a moment and try again.');
  }
}

/** The payer left a 3-D Secure challenge (or it failed) and the order was not paid. */
export class ActionIncompleteError extends Error {
  constructor() {
    super('Your bank’s verification was not completed. Please try again or use another card.');
  }
}

export interface PayOptions {
  idempotencyKey: string;
  /** Set when the brand takes payments through Stripe (the checkout's Stripe chunk fills it). */
  stripe?: StripeSlot | null;
}

type Payment = { paymentToken: string } | { savedCardId: string } | { sessionCardOrderId: string };

function billingOf(values: CheckoutFormValues): StripeBilling {
  const a = values.billingSameAsShipping || !values.billing ? values.shipping : values.billing;
  return {
    name: a.fullName.trim(),
    email: values.email.trim(),
    phone: a.phone || undefined,
    address: { line1: a.address, line2: a.address2 || undefined, city: a.city, state: a.state || undefined, postal_code: a.zip, country: a.country },
  };
}

/** What pays: a saved card's id or the last order's id for its card (nothing else about them is sent), a wallet's or Stripe's PaymentMethod, or the sandbox's token for the typed card. */
async function paymentFor(api: ApiClient, values: CheckoutFormValues, opts: PayOptions): Promise<Payment> {
  // Afterpay through Stripe is its own method; in the sandbox, Pay in 4 runs on a card, saved or typed.
  const afterpayAtStripe = Boolean(opts.stripe) && values.paymentMethod === 'afterpay';
  if (values.paymentMethod !== 'wallet' && !afterpayAtStripe && values.savedCardId) {
    const orderId = sessionCardOrderOf(values.savedCardId);
    return orderId ? { sessionCardOrderId: orderId } : { savedCardId: values.savedCardId };
  }
  if (opts.stripe) {
    if (values.paymentMethod === 'wallet') {
      if (!opts.stripe.walletMethod) throw new PaymentFormNotReadyError();
      return { paymentToken: opts.stripe.walletMethod };
    }
    if (!opts.stripe.handle) throw new PaymentFormNotReadyError();
    return { paymentToken: await opts.stripe.handle.createMethod(billingOf(values)) };
  }
  // The sandbox: card and 'Pay in 4' (installments on the card) both tokenize the typed card.
  return { paymentToken: (await api.post('payments/tokenize', tokenizeFields(values))).token };
}

/**
 * Pays for the cart: a payment method (tokenized, Stripe's, or a saved card), then one idempotent
 * checkout. When the payer must act (Stripe: 3-D Secure), Stripe.js runs the challenge and
 * checkout/complete confirms the order; an Afterpay redirect leaves the page and completes on
 * /checkout/return.
 */
export async function placeOrder(api: ApiClient, values: CheckoutFormValues, opts: PayOptions): Promise<PlacedAnswer> {
  const payment = await paymentFor(api, values, opts);
  const answer = await api.post('checkout', { ...checkoutFields(values), ...payment, idempotencyKey: opts.idempotencyKey });
  return completeAction(api, answer, opts.stripe?.handle ?? null);
}

/** Runs the payer's action of an answer that asks for one, then asks the shop for the order's outcome. */
export async function completeAction(api: ApiClient, answer: CheckoutAnswer, handle: StripeSlot['handle']): Promise<PlacedAnswer> {
  if (!answer.requiresAction) return answer;
  if (!handle) throw new PaymentFormNotReadyError();
  await handle.handleAction(answer.requiresAction.clientSecret);
  const after = await api.post('checkout/complete', { orderId: answer.orderId });
  if (after.requiresAction) throw new ActionIncompleteError();
  return after;
}

export const checkoutApi = {
  completePayment: (api: ApiClient, orderId: number | string) => api.post('checkout/complete', { orderId }),
  acceptOffer: (api: ApiClient, orderId: number | string, fields: FieldValues) => api.post('order/:id/accept-offer', { ...fields, id: orderId }),
  declineOffer: (api: ApiClient, orderId: number | string, offerId: number) => api.post('order/:id/decline-offer', { id: orderId, offerId }),
  saveStyleProfile: (api: ApiClient, answers: Record<string, string>) => api.post('style-profile', answers),
};
