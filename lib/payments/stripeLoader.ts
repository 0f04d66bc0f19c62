import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

// The pure entry loads Stripe.js (js.stripe.com) only when asked, so it runs on the checkout pages
// that take a payment and never on a catalog page; one load per publishable key.
const loads = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let p = loads.get(publishableKey);
  if (!p) {
    p = loadStripe(publishableKey);
    loads.set(publishableKey, p);
  }
  return p;
}
