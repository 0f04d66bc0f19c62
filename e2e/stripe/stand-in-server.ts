/**
 * The Stripe stand-in for the Playwright suite (tests/helpers/stripe/server.ts, Stripe's HTTP API as
 * the shop uses it): one account per brand with e2e/servers.ts's keys, each delivering its signed
 * webhooks to the Stripe shop as they happen. Payers' browsers open its authentication pages at
 * https://hooks.stripe.com (e2e/stripe/routes.ts forwards that origin here).
 */
import { StripeStandIn } from '../../tests/helpers/stripe/server';
import { STRIPE_API_PORT, STRIPE_BRANDS, STRIPE_SHOP_PORT, stripeKeysOf } from '../servers';

async function main() {
  const standIn = await new StripeStandIn().start(STRIPE_API_PORT, 'https://hooks.stripe.com');
  for (const brand of STRIPE_BRANDS) {
    const k = stripeKeysOf(brand);
    const account = standIn.addAccount(k.secretKey, k.publishableKey);
    standIn.setWebhook(account, { url: `http://127.0.0.1:${STRIPE_SHOP_PORT}/api.php/payments/stripe-webhook?host=${brand}.localhost`, secret: k.webhookSecret }, true);
  }
  console.log(`Stripe stand-in on ${standIn.url}`);
}

void main();
