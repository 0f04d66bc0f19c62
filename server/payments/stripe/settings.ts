import type { StoreSettings } from '../../settings/store';
import { stripeKeysFor, type Env } from './config';

/**
 * The spec's `stripeJs` and `stripeJsApplePay` settings come from the brand's Stripe keys, never
 * from the database: `stripeJs` is the publishable key the checkout's Stripe.js uses ('' when the
 * brand is on the sandbox: the checkout then shows the sandbox card form), `stripeJsApplePay`
 * whether the Express Checkout Element offers wallets (STRIPE_APPLE_PAY_<BRAND>=1). A brand on the
 * sandbox keeps its seeded `stripeJsApplePay` (the sandbox's test wallet).
 */
export function withStripeSettings(brandId: string, settings: StoreSettings, env: Env = process.env): StoreSettings {
  const keys = stripeKeysFor(brandId, env);
  if (!keys) return settings.stripeJs ? { ...settings, stripeJs: '' } : settings;
  return { ...settings, stripeJs: keys.publishableKey, stripeJsApplePay: keys.wallets };
}
