/**
 * The origins Stripe.js needs on a page that takes a payment through Stripe (Stripe's published
 * Content-Security-Policy requirements): its script and element frames, its 3-D Secure frames, its
 * API. Only the checkout pages of a brand on Stripe get them (pages/checkout*.tsx record them);
 * every other page's policy stays without.
 */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export interface PaymentOrigins {
  script: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
}

const NONE: PaymentOrigins = { script: [], frame: [], connect: [] };
const byResponse = new WeakMap<object, PaymentOrigins>();

/** A checkout page of a brand on Stripe records Stripe's origins on its response; _document's policy reads them. */
export function rememberStripeOrigins(res: object): void {
  byResponse.set(res, STRIPE_ORIGINS);
}

export function paymentOriginsOf(res: object | undefined): PaymentOrigins {
  return (res && byResponse.get(res)) || NONE;
}
