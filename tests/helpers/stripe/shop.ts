import { resetStripeClients } from '../../../server/payments/stripe/client';
import { setProcessorFor } from '../../../server/payments/processors';
import { brandEnvSuffix } from '../../../server/payments/stripe/config';
import type { StripeAccount } from './account';
import { startStripeStandIn, type StripeStandIn } from './server';

export interface StripeBrand {
  account: StripeAccount;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/**
 * Starts the Stripe stand-in and configures `brandIds` for Stripe the way an operator does, through
 * the environment (STRIPE_SECRET_KEY_<BRAND>, STRIPE_WEBHOOK_SECRET_<BRAND>,
 * STRIPE_PUBLISHABLE_KEY_<BRAND>), with STRIPE_API_BASE pointing the official library at the stand-in.
 * `stop` puts the environment back.
 */
export async function stripeForBrands(...brandIds: string[]): Promise<{ standIn: StripeStandIn; brands: Record<string, StripeBrand>; stop(): Promise<void> }> {
  const standIn = await startStripeStandIn();
  const saved: Record<string, string | undefined> = {};
  const set = (name: string, value: string) => {
    if (!(name in saved)) saved[name] = process.env[name];
    process.env[name] = value;
  };
  set('STRIPE_API_BASE', standIn.url);
  const brands: Record<string, StripeBrand> = {};
  for (const id of brandIds) {
    const suffix = brandEnvSuffix(id);
    const secretKey = `sk_test_${id.replace(/\W/g, '')}${Date.now().toString(36)}`;
    const b: StripeBrand = { account: standIn.addAccount(secretKey), secretKey, publishableKey: secretKey.replace(/^sk_/, 'pk_'), webhookSecret: `whsec_${id.replace(/\W/g, '')}secret` };
    set(`STRIPE_SECRET_KEY_${suffix}`, b.secretKey);
    set(`STRIPE_PUBLISHABLE_KEY_${suffix}`, b.publishableKey);
    set(`STRIPE_WEBHOOK_SECRET_${suffix}`, b.webhookSecret);
    brands[id] = b;
  }
  resetStripeClients();
  // The processor registry asks the environment again for these brands (it keeps one processor per brand and process).
  for (const id of brandIds) setProcessorFor(id, null);
  return {
    standIn,
    brands,
    async stop() {
      await standIn.stop();
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetStripeClients();
      for (const id of brandIds) setProcessorFor(id, null);
    },
  };
}

/** What Stripe.js does in the payer's browser with the publishable key: confirm a SetupIntent with a card. */
export async function confirmSetupInBrowser(standIn: StripeStandIn, publishableKey: string, setupIntentId: string, clientSecret: string, paymentMethod: string) {
  const res = await fetch(`${standIn.url}/v1/setup_intents/${setupIntentId}/confirm`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }).toString(),
  });
  return { status: res.status, body: (await res.json()) as { status?: string; payment_method?: string; error?: { code: string } } };
}

/** What Stripe.js does with the Payment Element's fields: a PaymentMethod made with the publishable key (Afterpay: the billing details). */
export async function createMethodInBrowser(standIn: StripeStandIn, publishableKey: string, fields: Record<string, string>): Promise<string> {
  const res = await fetch(`${standIn.url}/v1/payment_methods`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const body = (await res.json()) as { id?: string; error?: { message: string } };
  if (!body.id) throw new Error(`stand-in refused the payment method: ${body.error?.message}`);
  return body.id;
}

/**
 * A test file's Stripe brand: the stand-in started and the brand configured for Stripe before the
 * file's tests (beforeAll), put back after them. The getters are valid inside tests.
 */
export function withStripeBrand(brandId: string): { readonly standIn: StripeStandIn; readonly brand: StripeBrand } {
  let env: Awaited<ReturnType<typeof stripeForBrands>> | null = null;
  beforeAll(async () => {
    env = await stripeForBrands(brandId);
  });
  afterAll(() => env?.stop());
  const running = () => {
    if (!env) throw new Error('the Stripe stand-in is not running (used outside the tests?)');
    return env;
  };
  return {
    get standIn() {
      return running().standIn;
    },
    get brand() {
      return running().brands[brandId];
    },
  };
}
