import { randomBytes } from 'node:crypto';
import type { CardBehaviour } from './cards';

/** An answer Stripe gives as an error: HTTP status and the `error` object of its body. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });

export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id like Stripe's: a prefix and 24 random letters and digits. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card' | 'afterpay_clearpay';
  created: number;
  customer: string | null;
  billing_details: Record<string, unknown>;
  card: null | {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    funding: 'credit';
    country: 'US';
    wallet: null | { type: 'apple_pay' | 'google_pay' };
  };
  afterpay_clearpay?: Record<string, never>;
  metadata: Metadata;
  livemode: false;
}

/** What the stand-in knows of a payment method and Stripe never shows: how its card behaves, whether it was set up. */
export interface PaymentMethodState {
  behaviour: CardBehaviour;
  /** Authenticated once for later off-session use (a SetupIntent, or a payment with setup_future_usage). */
  setUp: boolean;
}

export type LastError = {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  payment_method?: PaymentMethod;
} | null;

export type NextAction =
  | null
  | { type: 'use_stripe_sdk'; use_stripe_sdk: { type: 'three_d_secure_redirect'; stripe_js: string } }
  | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } };

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  created: number;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';
  capture_method: 'automatic' | 'manual';
  confirmation_method: 'automatic';
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  setup_future_usage: 'off_session' | 'on_session' | null;
  latest_charge: string | null;
  last_payment_error: LastError;
  next_action: NextAction;
  canceled_at: number | null;
  cancellation_reason: string | null;
  description: string | null;
  receipt_email: string | null;
  shipping: Record<string, unknown> | null;
  metadata: Metadata;
  livemode: false;
}

export interface Charge {
  id: string;
  object: 'charge';
  created: number;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  disputed: boolean;
  paid: boolean;
  status: 'succeeded' | 'failed';
  currency: string;
  customer: string | null;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: string; card?: { brand: string; last4: string; wallet: { type: string } | null } };
  failure_code: string | null;
  failure_message: string | null;
  metadata: Metadata;
  livemode: false;
}

export interface Refund {
  id: string;
  object: 'refund';
  created: number;
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Metadata;
}

export interface SetupIntent {
  id: string;
  object: 'setup_intent';
  created: number;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'canceled' | 'succeeded';
  usage: 'off_session' | 'on_session';
  last_setup_error: LastError;
  next_action: NextAction;
  metadata: Metadata;
  livemode: false;
}

export interface Dispute {
  id: string;
  object: 'dispute';
  created: number;
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: string;
  status: 'needs_response' | 'won' | 'lost';
  livemode: false;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}
