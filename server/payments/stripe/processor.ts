import Stripe from 'stripe';
import { HttpError, badRequest, conflict } from '../../http/errors';
import type {
  CreatePaymentRequest, OffSessionChargeRequest, PaymentMethodDetails, PaymentProcessor, PaymentShipping, PaymentState, ProcessorCustomer,
  RefundRequest, RefundState, SavePaymentMethodRequest, SavedPaymentMethod,
} from '../processor';
import { stripeClient } from './client';
import type { StripeKeys } from './config';
import { META, methodDetails, paymentStateOf, referenceMetadata, refundStateOf } from './map';

export const STRIPE_MESSAGES = {
  unknownMethod: 'method: is not a payment method of this store',
  otherCustomer: "method: belongs to another customer",
  keyReused: 'idempotencyKey: was used for a different request',
  unknownPayment: 'paymentId: unknown payment',
  notCapturable: 'paymentId: only an authorized payment can be captured',
  captured: 'paymentId: is captured; refund it instead',
  notRefundable: 'paymentId: only a captured payment can be refunded',
  tooMuch: 'amountCents: is more than is left to refund on this payment',
  amount: 'amountCents: must be a positive whole number of cents',
  needsReturnUrl: 'returnUrl: is required for a payment method that redirects the payer',
  needsShipping: 'shipping: is required for Afterpay/Clearpay',
  notSaveable: 'method: only a card can be saved',
} as const;

/** What every PaymentIntent call expands, so one answer holds the state, the charge's refunds and the card. */
const EXPAND = ['latest_charge', 'payment_method'];

const isStripeError = (err: unknown, type: string): err is Stripe.errors.StripeError =>
  err instanceof Stripe.errors.StripeError && err.type === type;

/** Stripe's refusals of the shop's own requests as the shop's 4xx answers; anything else (network, keys) is thrown as is. */
function refusal(err: unknown, onInvalid: (e: Stripe.errors.StripeError) => HttpError | null = () => null): never {
  if (isStripeError(err, 'StripeIdempotencyError')) throw conflict(STRIPE_MESSAGES.keyReused);
  if (isStripeError(err, 'StripeInvalidRequestError')) {
    const mapped = onInvalid(err);
    if (mapped) throw mapped;
  }
  throw err;
}

const ownerOf = (pm: Stripe.PaymentMethod): string | null => (typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null));

function shippingOf(s: PaymentShipping): Stripe.PaymentIntentCreateParams.Shipping {
  return {
    name: s.name,
    phone: s.phone,
    address: { line1: s.line1, line2: s.line2, city: s.city, state: s.state, postal_code: s.postalCode, country: s.country },
  };
}

/**
 * A brand's Stripe account as its PaymentProcessor (server/payments/processor.ts), through the
 * official `stripe` library. Payments are PaymentIntents carrying the shop's reference and
 * idempotency key in their metadata; every call passes the shop's idempotency key to Stripe, so a
 * retry (the library's own, or the shop's after a crash) never moves money twice. Card data never
 * reaches the shop: the browser's Stripe.js turns it into a PaymentMethod id, which is all the shop
 * sees, keeps (payment_methods.gateway_token) and charges.
 */
export class StripeProcessor implements PaymentProcessor {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(
    readonly brandId: string,
    readonly keys: StripeKeys,
  ) {
    this.stripe = stripeClient(keys.secretKey);
  }

  private async method(id: string): Promise<Stripe.PaymentMethod> {
    if (typeof id !== 'string' || !/^pm_\w{1,200}$/.test(id)) throw badRequest(STRIPE_MESSAGES.unknownMethod);
    try {
      return await this.stripe.paymentMethods.retrieve(id);
    } catch (err) {
      refusal(err, (e) => (e.statusCode === 404 ? badRequest(STRIPE_MESSAGES.unknownMethod) : null));
    }
  }

  async describeMethod(method: string): Promise<PaymentMethodDetails> {
    return methodDetails(await this.method(method));
  }

  /** The brand's Stripe Customer for a shop customer: found by its metadata, or created once (the key makes two concurrent creations one). */
  async customerId(customer: ProcessorCustomer): Promise<string> {
    const tag = `${this.brandId}:${customer.customerId}`;
    const found = await this.stripe.customers.search({ query: `metadata['shop_customer']:'${tag}'`, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const created = await this.stripe.customers.create(
      { email: customer.email, name: customer.name, metadata: { shop_customer: tag, brand_id: this.brandId } },
      { idempotencyKey: `${this.brandId}:customer:${customer.customerId}` },
    );
    return created.id;
  }

  async createPayment(req: CreatePaymentRequest): Promise<PaymentState> {
    if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) throw badRequest(STRIPE_MESSAGES.amount);
    const pm = await this.method(req.method);
    if (pm.type === 'afterpay_clearpay' && !req.returnUrl) throw badRequest(STRIPE_MESSAGES.needsReturnUrl);
    if (pm.type === 'afterpay_clearpay' && !req.shipping) throw badRequest(STRIPE_MESSAGES.needsShipping);
    const save = Boolean(req.saveForLater && req.customer && pm.type === 'card');
    // A method attached to a customer pays only with that customer named; one to keep is attached to the shopper's.
    const owner = ownerOf(pm);
    const customer = owner ?? (save && req.customer ? await this.customerId(req.customer) : null);
    return this.confirm(
      {
        amount: req.amountCents,
        currency: req.currency,
        payment_method: req.method,
        allowed_payment_method_types: [pm.type],
        confirm: true,
        capture_method: req.capture,
        customer: customer ?? undefined,
        setup_future_usage: save ? 'off_session' : undefined,
        return_url: req.returnUrl,
        shipping: req.shipping ? shippingOf(req.shipping) : undefined,
        description: req.description,
        metadata: referenceMetadata(req.reference, req.idempotencyKey),
        expand: EXPAND,
      },
      req.idempotencyKey,
      pm,
    );
  }

  async chargeSavedMethod(req: OffSessionChargeRequest): Promise<PaymentState> {
    if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) throw badRequest(STRIPE_MESSAGES.amount);
    const pm = await this.method(req.method);
    // A method is charged off session only for the customer it was saved for.
    const customer = ownerOf(pm);
    if (!customer) throw badRequest(STRIPE_MESSAGES.unknownMethod);
    if (req.customer && customer !== (await this.customerId(req.customer))) throw badRequest(STRIPE_MESSAGES.otherCustomer);
    return this.confirm(
      {
        amount: req.amountCents,
        currency: req.currency,
        customer,
        payment_method: pm.id,
        allowed_payment_method_types: [pm.type],
        confirm: true,
        off_session: true,
        description: req.description,
        metadata: referenceMetadata(req.reference, req.idempotencyKey),
        expand: EXPAND,
      },
      req.idempotencyKey,
      pm,
    );
  }

  /** Creates and confirms a PaymentIntent; a decline (Stripe's 402) is an answer, not an error. */
  private async confirm(params: Stripe.PaymentIntentCreateParams, idempotencyKey: string, pm: Stripe.PaymentMethod): Promise<PaymentState> {
    try {
      return paymentStateOf(await this.stripe.paymentIntents.create(params, { idempotencyKey }), pm);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError && err.payment_intent) return paymentStateOf(err.payment_intent, pm);
      if (err instanceof Stripe.errors.StripeCardError) throw badRequest(`method: ${err.message}`);
      refusal(err, (e) => badRequest(`method: ${e.message}`));
    }
  }

  async capturePayment(paymentId: string, idempotencyKey: string, amountCents?: number): Promise<PaymentState> {
    const now = await this.getPayment(paymentId);
    if (!now) throw badRequest(STRIPE_MESSAGES.unknownPayment);
    if (now.status === 'succeeded') return now;
    if (now.status !== 'authorized') throw conflict(STRIPE_MESSAGES.notCapturable);
    try {
      const pi = await this.stripe.paymentIntents.capture(paymentId, { amount_to_capture: amountCents, expand: EXPAND }, { idempotencyKey });
      return paymentStateOf(pi);
    } catch (err) {
      refusal(err, (e) => (e.param === 'amount_to_capture' ? badRequest(STRIPE_MESSAGES.amount) : conflict(STRIPE_MESSAGES.notCapturable)));
    }
  }

  async cancelPayment(paymentId: string, idempotencyKey: string): Promise<PaymentState> {
    const now = await this.getPayment(paymentId);
    if (!now) throw badRequest(STRIPE_MESSAGES.unknownPayment);
    if (now.status === 'canceled') return now;
    if (now.status === 'succeeded') throw conflict(STRIPE_MESSAGES.captured);
    try {
      return paymentStateOf(await this.stripe.paymentIntents.cancel(paymentId, { expand: EXPAND }, { idempotencyKey }));
    } catch (err) {
      refusal(err, () => conflict(STRIPE_MESSAGES.captured));
    }
  }

  async refundPayment(req: RefundRequest): Promise<RefundState> {
    if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) throw badRequest(STRIPE_MESSAGES.amount);
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: req.paymentId, amount: req.amountCents, reason: 'requested_by_customer', metadata: req.reason ? { reason: req.reason.slice(0, 500) } : undefined },
        { idempotencyKey: req.idempotencyKey },
      );
      return refundStateOf(refund);
    } catch (err) {
      refusal(err, (e) => {
        if (e.statusCode === 404) return badRequest(STRIPE_MESSAGES.unknownPayment);
        if (e.code === 'amount_too_large') return badRequest(STRIPE_MESSAGES.tooMuch);
        return conflict(STRIPE_MESSAGES.notRefundable);
      });
    }
  }

  /**
   * Keeps a method for the customer's off-session charges: attached to the brand's Customer for
   * them. The browser confirms a SetupIntent first (setupIntent below; Stripe.js runs any 3-D
   * Secure challenge), which attaches it; a method given without one is attached here.
   */
  async savePaymentMethod(req: SavePaymentMethodRequest): Promise<SavedPaymentMethod> {
    const pm = await this.method(req.method);
    if (pm.type !== 'card') throw badRequest(STRIPE_MESSAGES.notSaveable);
    const customer = await this.customerId(req.customer);
    const owner = ownerOf(pm);
    if (owner && owner !== customer) throw badRequest(STRIPE_MESSAGES.otherCustomer);
    let kept = pm;
    if (!owner) {
      try {
        kept = await this.stripe.paymentMethods.attach(pm.id, { customer }, { idempotencyKey: req.idempotencyKey });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) throw badRequest(`method: ${err.message}`);
        refusal(err, (e) => badRequest(`method: ${e.message}`));
      }
    }
    const d = methodDetails(kept);
    return { method: d.method, brand: d.brand, last4: d.last4, expMonth: d.expMonth, expYear: d.expYear, wallet: d.wallet };
  }

  /** A SetupIntent for the browser to confirm with Stripe.js (saving a card in the account, 3-D Secure included): its client secret. */
  async setupIntent(customer: ProcessorCustomer, idempotencyKey: string): Promise<{ id: string; clientSecret: string }> {
    const si = await this.stripe.setupIntents.create(
      { customer: await this.customerId(customer), usage: 'off_session', allowed_payment_method_types: ['card'], metadata: { [META.brand]: this.brandId } },
      { idempotencyKey },
    );
    return { id: si.id, clientSecret: si.client_secret ?? '' };
  }

  async getPayment(paymentId: string): Promise<PaymentState | null> {
    if (typeof paymentId !== 'string' || !/^pi_\w{1,200}$/.test(paymentId)) return null;
    try {
      return paymentStateOf(await this.stripe.paymentIntents.retrieve(paymentId, { expand: EXPAND }));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return null;
      throw err;
    }
  }

  /** Stripe's search finds a PaymentIntent by its metadata within about a minute of its creation (the reconciliation job runs later than that). */
  async findPayment(idempotencyKey: string): Promise<PaymentState | null> {
    const quoted = idempotencyKey.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    const found = await this.stripe.paymentIntents.search({ query: `metadata['${META.key}']:'${quoted}'`, limit: 1 });
    return found.data[0] ? this.getPayment(found.data[0].id) : null;
  }
}
