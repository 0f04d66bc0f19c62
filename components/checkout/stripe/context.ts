import { createContext, useContext } from 'react';
import type { StripeSlot } from '../../../lib/payments/stripeHandle';

/** Set on the checkout of a brand that takes payments through Stripe (its publishable key); null on the sandbox. */
export interface StripeCheckout {
  publishableKey: string;
  /** What is charged now, in cents. */
  amountCents: number;
  slot: StripeSlot;
}

export const StripeCheckoutContext = createContext<StripeCheckout | null>(null);

export const useStripeCheckout = () => useContext(StripeCheckoutContext);
