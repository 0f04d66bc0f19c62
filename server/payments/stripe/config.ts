/**
 * A brand's Stripe account, from the environment (never from the database or the code):
 * STRIPE_SECRET_KEY_<BRAND> (sk_… or a restricted rk_…) makes Stripe the brand's processor;
 * STRIPE_WEBHOOK_SECRET_<BRAND> (whsec_…) verifies the webhooks Stripe sends to the brand's host;
 * STRIPE_PUBLISHABLE_KEY_<BRAND> (pk_…) is what the browser's Stripe.js uses (the `stripeJs` setting);
 * STRIPE_APPLE_PAY_<BRAND>=1 offers wallets (the `stripeJsApplePay` setting) once the brand's
 * domain is registered for Apple Pay in its Stripe dashboard. <BRAND> is the brand id in capitals
 * (`uncommonpair` -> `UNCOMMONPAIR`).
 */
/** The environment, or a part of it (tests). */
export type Env = Record<string, string | undefined>;

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  wallets: boolean;
}

/** `pf` -> `PF`, `my-brand` -> `MY_BRAND`. */
export const brandEnvSuffix = (brandId: string) => brandId.toUpperCase().replace(/[^A-Z0-9]/g, '_');

const value = (env: Env, name: string) => (env[name] ?? '').trim() || null;

/** The brand's Stripe keys, or null when the brand has no STRIPE_SECRET_KEY_<BRAND> (the sandbox serves it). A malformed key is an error at start, not at the first payment. */
export function stripeKeysFor(brandId: string, env: Env = process.env): StripeKeys | null {
  const suffix = brandEnvSuffix(brandId);
  const secretKey = value(env, `STRIPE_SECRET_KEY_${suffix}`);
  if (!secretKey) return null;
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) throw new Error(`STRIPE_SECRET_KEY_${suffix} is not a Stripe secret key (sk_test_…, sk_live_… or rk_…)`);
  // All three or none: without the publishable key the checkout cannot take a card, without the
  // webhook secret the shop never learns of payments completed after the checkout (3-D Secure, Afterpay).
  const webhookSecret = value(env, `STRIPE_WEBHOOK_SECRET_${suffix}`);
  if (!webhookSecret) throw new Error(`STRIPE_WEBHOOK_SECRET_${suffix} is required with STRIPE_SECRET_KEY_${suffix} (docs/payments.md)`);
  if (!/^whsec_\w+$/.test(webhookSecret)) throw new Error(`STRIPE_WEBHOOK_SECRET_${suffix} is not a webhook signing secret (whsec_…)`);
  const publishableKey = value(env, `STRIPE_PUBLISHABLE_KEY_${suffix}`);
  if (!publishableKey) throw new Error(`STRIPE_PUBLISHABLE_KEY_${suffix} is required with STRIPE_SECRET_KEY_${suffix} (docs/payments.md)`);
  if (!/^pk_(test|live)_\w+$/.test(publishableKey)) throw new Error(`STRIPE_PUBLISHABLE_KEY_${suffix} is not a publishable key (pk_…)`);
  if (publishableKey.split('_')[1] !== secretKey.split('_')[1]) {
    throw new Error(`STRIPE_PUBLISHABLE_KEY_${suffix} and STRIPE_SECRET_KEY_${suffix} are not both test or both live keys`);
  }
  return { secretKey, webhookSecret, publishableKey, wallets: value(env, `STRIPE_APPLE_PAY_${suffix}`) === '1' };
}

/**
 * Where the Stripe library sends its calls: api.stripe.com, or STRIPE_API_BASE
 * (`http://127.0.0.1:12111`: a local stand-in for tests and offline development).
 */
export function stripeApiTarget(env: Env = process.env): { host: string; port: number; protocol: 'http' | 'https' } | null {
  const base = value(env, 'STRIPE_API_BASE');
  if (!base) return null;
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** Every brand's Stripe configuration problem (empty when each brand has all its keys or none): checked at start. */
export function stripeConfigProblems(brandIds: string[], env: Env = process.env): string[] {
  const problems: string[] = [];
  for (const id of brandIds) {
    try {
      stripeKeysFor(id, env);
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  return problems;
}
