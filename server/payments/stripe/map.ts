import type Stripe from 'stripe';
import type { DeclineCode, PaymentMethodDetails, PaymentReference, PaymentState, PaymentStatus, RefundState } from '../processor';
import { DECLINE_MESSAGES } from '../sandbox';

/** The metadata every PaymentIntent carries: what it pays for and its key (PaymentReference, findPayment). */
export const META = { brand: 'brand_id', kind: 'reference_kind', id: 'reference_id', key: 'idempotency_key' } as const;

export function referenceMetadata(ref: PaymentReference, idempotencyKey: string): Record<string, string> {
  return { [META.brand]: ref.brandId, [META.kind]: ref.kind, [META.id]: ref.id, [META.key]: idempotencyKey };
}

/** What the shop tells a payer whose payment did not go through (the same words as the sandbox's). */
export const STRIPE_DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: DECLINE_MESSAGES.card_declined,
  insufficient_funds: DECLINE_MESSAGES.insufficient_funds,
  expired_card: DECLINE_MESSAGES.expired_card,
  invalid_card: 'This card can no longer be charged',
  authentication_required: 'Your bank needs you to confirm this payment',
};

/** Stripe's error and decline codes, in the shop's five. */
export function declineCodeOf(code: string | undefined, declineCode: string | undefined): DeclineCode {
  if (declineCode === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'expired_card' || declineCode === 'expired_card') return 'expired_card';
  if (code === 'authentication_required' || declineCode === 'authentication_required') return 'authentication_required';
  if (code === 'incorrect_number' || code === 'invalid_number' || code === 'invalid_expiry_month' || code === 'invalid_expiry_year' || code === 'invalid_cvc') {
    return 'invalid_card';
  }
  return 'card_declined';
}

type Expandable<T> = string | T | null | undefined;
const expanded = <T extends { id: string }>(v: Expandable<T>): T | null => (v && typeof v === 'object' ? v : null);

export function cardOf(pm: Stripe.PaymentMethod | null): PaymentState['card'] {
  if (!pm?.card) return null;
  return { brand: pm.card.brand, last4: pm.card.last4, wallet: pm.card.wallet?.type ?? null };
}

export function methodDetails(pm: Stripe.PaymentMethod): PaymentMethodDetails {
  return {
    method: pm.id,
    brand: pm.card?.brand ?? pm.type,
    last4: pm.card?.last4 ?? '',
    expMonth: pm.card?.exp_month ?? 0,
    expYear: pm.card?.exp_year ?? 0,
    wallet: pm.card?.wallet?.type ?? null,
    // Stripe binds a method to its customer: one attached to another customer cannot pay for this one.
    holder: null,
  };
}

function statusOf(pi: Stripe.PaymentIntent): PaymentStatus {
  switch (pi.status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_capture':
      return 'authorized';
    case 'requires_action':
      return 'requires_action';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      // requires_payment_method / requires_confirmation: nothing was taken, and the shop will not confirm it again on its own.
      // An off-session charge the bank wants the payer to confirm: they can still complete it (Stripe.js, the client secret).
      return pi.last_payment_error?.code === 'authentication_required' ? 'requires_action' : 'declined';
  }
}

/**
 * A PaymentIntent (retrieved with expand latest_charge and payment_method) as the shop's PaymentState.
 * An off-session payment that needs the payer's authentication is `requires_action` with its decline
 * (authentication_required) and the client secret: until the payer completes it on a shop page with
 * Stripe.js, it is handled as a decline.
 */
export function paymentStateOf(pi: Stripe.PaymentIntent, methodFallback: Stripe.PaymentMethod | null = null): PaymentState {
  const status = statusOf(pi);
  const charge = expanded<Stripe.Charge>(pi.latest_charge);
  const pm = expanded<Stripe.PaymentMethod>(pi.payment_method) ?? expanded<Stripe.PaymentMethod>(pi.last_payment_error?.payment_method) ?? methodFallback;
  const error = pi.last_payment_error;
  const declined = status === 'declined' || (status === 'requires_action' && error);
  const code = declined ? (error ? declineCodeOf(error.code, error.decline_code) : 'card_declined') : null;
  const md = pi.metadata ?? {};
  return {
    id: pi.id,
    status,
    amountCents: pi.amount,
    capturedCents: pi.amount_received ?? 0,
    refundedCents: charge?.amount_refunded ?? 0,
    currency: pi.currency,
    reference: { brandId: md[META.brand] ?? '', kind: (md[META.kind] ?? 'order') as PaymentReference['kind'], id: md[META.id] ?? '' },
    idempotencyKey: md[META.key] ?? '',
    decline: code ? { code, message: STRIPE_DECLINE_MESSAGES[code] } : null,
    clientSecret: status === 'requires_action' ? pi.client_secret : null,
    actionUrl: pi.next_action?.type === 'redirect_to_url' ? (pi.next_action.redirect_to_url?.url ?? null) : null,
    card: cardOf(pm),
  };
}

export function refundStateOf(r: Stripe.Refund): RefundState {
  const status = r.status === 'succeeded' ? 'succeeded' : r.status === 'failed' || r.status === 'canceled' ? 'failed' : 'pending';
  const pi = typeof r.payment_intent === 'string' ? r.payment_intent : (r.payment_intent?.id ?? '');
  return { id: r.id, paymentId: pi, amountCents: r.amount, status };
}
