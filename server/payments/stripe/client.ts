import Stripe from 'stripe';
import { stripeApiTarget } from './config';

/** The API version the adapter is written against (pinned: a Stripe account's default may move). */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

const clients = new Map<string, Stripe>();

/** One official Stripe client per secret key (a brand's account), reused across requests. */
export function stripeClient(secretKey: string): Stripe {
  let client = clients.get(secretKey);
  if (!client) {
    client = new Stripe(secretKey, {
      apiVersion: STRIPE_API_VERSION,
      // Retries carry the same idempotency key: a lost answer never charges twice.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'storefront' },
      ...stripeApiTarget(),
    });
    clients.set(secretKey, client);
  }
  return client;
}

/** Tests: forget the clients (after STRIPE_API_BASE changes). */
export function resetStripeClients(): void {
  clients.clear();
}
