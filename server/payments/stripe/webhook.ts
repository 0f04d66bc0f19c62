import type Stripe from 'stripe';
import type { DB } from '../../db';
import { inTransaction, isUniqueViolation, nowIso } from '../../db/tx';
import { abandonOrder } from '../../checkout/confirm';
import { confirmPaidLater } from '../../checkout/settleLater';
import type { PaymentState } from '../processor';
import { badRequest, notFound } from '../../http/errors';
import type { WebhookReceipt } from '../../../lib/payments/types';
import { stripeClient } from './client';
import { stripeKeysFor } from './config';
import { StripeProcessor } from './processor';
import { applyPaymentState, recordDispute } from './applyState';

export const WEBHOOK_MESSAGES = {
  notConfigured: 'payments/stripe-webhook: this store does not take payments through Stripe',
  noSignature: 'Stripe-Signature: is required',
  badSignature: "Stripe-Signature: does not match this store's webhook signing secret",
} as const;

type Related = { object?: string; id?: string; payment_intent?: string | { id: string } | null };

/** The PaymentIntent an event is about: the intent itself, or the one behind a charge, refund or dispute. */
export function paymentIntentOf(event: Stripe.Event): string | null {
  const o = event.data.object as Related;
  if (o.object === 'payment_intent') return o.id ?? null;
  const pi = o.payment_intent;
  if (!pi) return null;
  return typeof pi === 'string' ? pi : pi.id;
}

async function applied(db: DB, eventId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('processor_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst());
}

async function markApplied(db: DB, brandId: string, event: Stripe.Event, paymentId: string | null): Promise<void> {
  try {
    await db.insertInto('processor_events').values({ event_id: event.id, brand_id: brandId, type: event.type, payment_id: paymentId, received_at: nowIso() }).execute();
  } catch (err) {
    // Delivered twice at once: the other delivery recorded it; applying was the same either way.
    if (!isUniqueViolation(err)) throw err;
  }
}

/**
 * A checkout left waiting for its payer (3-D Secure, Afterpay; orders.payment_id) whose payment has
 * now ended: succeeded, the order is confirmed at once (the shopper may have closed the tab after
 * confirming with their bank), and the shopper's cart emptied of what was ordered; failed or canceled, the order is let go and its stock returned. The
 * same as checkout/complete and the reconciliation job would do, whichever comes first; the others
 * then find it settled.
 */
async function settleWaitingCheckout(db: DB, brandId: string, state: PaymentState): Promise<void> {
  if (state.reference.kind !== 'order') return;
  const order = await db.selectFrom('orders').selectAll().where('brand_id', '=', brandId).where('payment_id', '=', state.id).where('status', '=', 'pending').executeTakeFirst();
  if (!order) return;
  if (state.status === 'succeeded') await confirmPaidLater(db, order, state);
  else if (state.status === 'declined' || state.status === 'canceled') await inTransaction(db, (trx) => abandonOrder(trx, order.id));
}

/**
 * POST payments/stripe-webhook on a brand's host. The signature is checked with the official
 * library against the raw body and the brand's STRIPE_WEBHOOK_SECRET_<BRAND> (anything else: 400,
 * and nothing is read from the body). Stripe is the source of truth for a payment's state: the
 * event says which payment changed, and its state now is read back from Stripe and applied
 * (applyState.ts), so events that arrive late or out of order converge on the same state and
 * never move it backwards. An event applied before (its id is kept) has no second effect.
 */
export async function handleStripeWebhook(db: DB, brandId: string, rawBody: string | undefined, signature: string | undefined): Promise<WebhookReceipt> {
  const keys = stripeKeysFor(brandId);
  if (!keys) throw notFound(WEBHOOK_MESSAGES.notConfigured);
  if (!signature || rawBody === undefined) throw badRequest(WEBHOOK_MESSAGES.noSignature);
  let event: Stripe.Event;
  try {
    event = stripeClient(keys.secretKey).webhooks.constructEvent(rawBody, signature, keys.webhookSecret);
  } catch {
    throw badRequest(WEBHOOK_MESSAGES.badSignature);
  }
  if (await applied(db, event.id)) return { received: true, duplicate: true };
  const paymentId = paymentIntentOf(event);
  if (paymentId) {
    const state = await new StripeProcessor(brandId, keys).getPayment(paymentId);
    if (state) {
      await applyPaymentState(db, brandId, state);
      await settleWaitingCheckout(db, brandId, state);
    }
  }
  if (event.type.startsWith('charge.dispute.')) await recordDispute(db, brandId, event.data.object as Stripe.Dispute);
  await markApplied(db, brandId, event, paymentId);
  return { received: true, duplicate: false };
}
