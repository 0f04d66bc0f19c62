import type { RouteHandlers } from '../../routes';
import { handleStripeWebhook } from './webhook';

/** Stripe's webhook for the brand of the host it is sent to (docs/payments.md: the URL to give Stripe). */
export const stripeWebhookRoutes = {
  'POST payments/stripe-webhook': async (ctx) => handleStripeWebhook(ctx.db, ctx.brand.id, ctx.req.rawBody, ctx.req.stripeSignature),
} satisfies RouteHandlers;
