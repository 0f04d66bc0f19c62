import type { PaymentProcessor } from '../processor';
import { stripeKeysFor, type Env } from './config';
import { StripeProcessor } from './processor';

/**
 * The brand's Stripe processor when STRIPE_SECRET_KEY_<BRAND> is set, else null (the registry,
 * server/payments/processors.ts, then serves the sandbox). A malformed key throws: a brand meant to
 * take real money must not fall back to the sandbox quietly.
 */
export function stripeProcessorFor(brandId: string, env: Env = process.env): PaymentProcessor | null {
  const keys = stripeKeysFor(brandId, env);
  return keys ? new StripeProcessor(brandId, keys) : null;
}
