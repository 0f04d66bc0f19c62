/**
 * The one door every money movement of a brand goes through (issue 34). `processorFor(brandId)`
 * (processors.ts) answers the brand's processor: Stripe when the brand is configured for it, the
 * sandbox otherwise. Nothing else in the shop talks to a processor.
 *
 * Rules every implementation keeps:
 * - Amounts are integer cents, in the currency named (lower-case ISO 4217, 'usd').
 * - Every call that moves money carries an idempotency key derived from what it pays for
 *   (`paymentKey` below): the same key answers the first call's result again and never moves
 *   money twice; the same key with another amount is an error (a 409 HttpError).
 * - Every payment carries its `reference` (what it pays for, and the key): the reconciliation job
 *   (payments-reconcile) finds a payment by its key with `findPayment` after a crash between the
 *   charge and the order's confirmation.
 * - A decline is an answer (`status: 'declined'`), not a thrown error. A payment method the
 *   processor refuses to recognise (forged, another processor's) is a 400 HttpError.
 * - No call is made inside an open database transaction (a processor is a network call).
 */

/** What a payment pays for. Stored with the payment (Stripe: metadata) so that it can be found again. */
export interface PaymentReference {
  kind: 'order' | 'offer' | 'club' | 'instalment';
  /** The shop's id of the thing paid for: order id, membership id, `<orderId>:<n>` for an instalment. */
  id: string;
  brandId: string;
}

/** The customer a payment method is saved for (Stripe: a Customer object, created on first need). */
export interface ProcessorCustomer {
  /** The shop's customers.id (customers are per brand). */
  customerId: number;
  email: string;
  name?: string;
}

/** The card behind a payment method, as the processor describes it (nothing else of the card is ever kept). */
export interface PaymentMethodDetails {
  /** The processor's handle on the method: a sandbox token, a Stripe PaymentMethod id. Opaque to the shop. */
  method: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  wallet: string | null;
  /**
   * Who may present this method (sandbox: the digest of the session that tokenized it, see
   * holder.ts; null when the server made it for itself or the processor does not bind methods to a
   * session).
   */
  holder: string | null;
}

export type PaymentStatus =
  /** Captured: the money is the shop's (less refunds). */
  | 'succeeded'
  /** Authorized only (capture: 'manual'): capture or cancel it. */
  | 'authorized'
  /** The payer must act (3-D Secure): on session, the browser completes it with `clientSecret`; off session, `actionUrl` is mailed. */
  | 'requires_action'
  /** Not final yet (some methods settle later); read it again. */
  | 'processing'
  | 'declined'
  /** Cancelled before capture: nothing was taken. */
  | 'canceled';

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'invalid_card' | 'authentication_required';

/** A payment as the processor knows it now. */
export interface PaymentState {
  /** The processor's id (sandbox 'pay_sb_…', Stripe 'pi_…'). */
  id: string;
  status: PaymentStatus;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  currency: string;
  reference: PaymentReference;
  idempotencyKey: string;
  /** Set when declined. */
  decline: { code: DeclineCode; message: string } | null;
  /** requires_action on session: what the browser needs to complete the payment (Stripe's client secret). */
  clientSecret: string | null;
  /** requires_action off session: a page where the payer completes it (mailed to them). */
  actionUrl: string | null;
  /** The card it was paid with, when known. */
  card: Pick<PaymentMethodDetails, 'brand' | 'last4' | 'wallet'> | null;
}

export interface CreatePaymentRequest {
  amountCents: number;
  currency: string;
  /** The method the shopper gave at checkout (sandbox token, Stripe PaymentMethod/ConfirmationToken id). */
  method: string;
  /** 'automatic': charge now; 'manual': authorize only (capturePayment or cancelPayment later). */
  capture: 'automatic' | 'manual';
  reference: PaymentReference;
  idempotencyKey: string;
  /** Set when the method is to be kept for later off-session charges (club, offers). */
  customer?: ProcessorCustomer | null;
  saveForLater?: boolean;
  /** Where the payer comes back after a 3-D Secure redirect. */
  returnUrl?: string;
  description?: string;
  /** Where the order ships: buy-now-pay-later providers (Afterpay/Clearpay) require it. */
  shipping?: PaymentShipping;
}

/** A shipping address as a processor takes it (Stripe: PaymentIntent.shipping). */
export interface PaymentShipping {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone?: string;
}

export interface OffSessionChargeRequest {
  amountCents: number;
  currency: string;
  /** A saved method's handle (payment_methods.gateway_token / SavedPaymentMethod.method), or an order's method for a post-purchase offer. */
  method: string;
  customer: ProcessorCustomer | null;
  reference: PaymentReference;
  idempotencyKey: string;
  description?: string;
}

export interface RefundRequest {
  paymentId: string;
  /** Cents to give back; never more than captured less earlier refunds (the processor refuses with a 400). */
  amountCents: number;
  idempotencyKey: string;
  reason?: string;
}

export interface RefundState {
  /** The processor's id (sandbox 're_sb_…', Stripe 're_…'). */
  id: string;
  paymentId: string;
  amountCents: number;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface SavePaymentMethodRequest {
  /** The method the customer gave (sandbox token, Stripe PaymentMethod id after a SetupIntent). */
  method: string;
  customer: ProcessorCustomer;
  idempotencyKey: string;
}

/** A method kept for off-session charges: `method` is what payment_methods.gateway_token stores. */
export type SavedPaymentMethod = Omit<PaymentMethodDetails, 'holder'>;

export interface PaymentProcessor {
  /** Written to payments.gateway: 'sandbox' | 'stripe'. */
  readonly name: string;
  /** Reads a method back (card brand, last four, expiry, holder); a 400 HttpError when the processor does not know it. */
  describeMethod(method: string): Promise<PaymentMethodDetails>;
  /** Creates and confirms a payment on session (checkout). */
  createPayment(req: CreatePaymentRequest): Promise<PaymentState>;
  /** Captures an authorized payment (all of it, or `amountCents` of it). */
  capturePayment(paymentId: string, idempotencyKey: string, amountCents?: number): Promise<PaymentState>;
  /** Cancels a payment not captured yet; an already cancelled one answers its state again. */
  cancelPayment(paymentId: string, idempotencyKey: string): Promise<PaymentState>;
  /** Refunds all or part of a captured payment. */
  refundPayment(req: RefundRequest): Promise<RefundState>;
  /** Keeps a method for the customer's later off-session charges. */
  savePaymentMethod(req: SavePaymentMethodRequest): Promise<SavedPaymentMethod>;
  /** Charges a saved method without the payer present (club billing, instalments, post-purchase offers). */
  chargeSavedMethod(req: OffSessionChargeRequest): Promise<PaymentState>;
  /** A payment's state now; null when the processor does not know the id. */
  getPayment(paymentId: string): Promise<PaymentState | null>;
  /** The payment made with this idempotency key, if any (the reconciliation job's question after a crash). */
  findPayment(idempotencyKey: string): Promise<PaymentState | null>;
}

/** The shop's currency: every amount the shop stores is US cents. */
export const SHOP_CURRENCY = 'usd';

/**
 * The idempotency key of a payment, from what it pays for: `<brand>:<kind>:<id>[:<part>…]`.
 * `parts` tell apart the attempts that are meant to be separate charges (a retry with another card
 * after a decline, a club member's second try at an overdue balance).
 */
export function paymentKey(ref: PaymentReference, ...parts: (string | number)[]): string {
  return [ref.brandId, ref.kind, ref.id, ...parts].join(':');
}
