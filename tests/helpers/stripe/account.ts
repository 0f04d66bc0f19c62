import { DECLINES, TEST_PAYMENT_METHODS, behaviourOf, brandOf, luhnValid } from './cards';
import { bool, list, obj, text, type FormObject, type FormValue } from './form';
import {
  StripeApiError, invalidRequest, newId, noSuch, nowSeconds,
  type Charge, type Customer, type Dispute, type LastError, type Metadata, type NextAction, type PaymentIntent, type PaymentMethod,
  type PaymentMethodState, type Refund, type SetupIntent, type StripeEvent,
} from './objects';

const API_VERSION = '2026-10-28.endive';
const MIN_AMOUNT = 50;
const AFTERPAY_MAX = 400_000;

const metadataOf = (v: FormValue | undefined): Metadata => {
  const out: Metadata = {};
  if (v && typeof v === 'object' && !Array.isArray(v)) for (const [k, x] of Object.entries(v)) if (typeof x === 'string') out[k] = x;
  return out;
};

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** One Stripe account (one brand's keys): its objects and the events they raised, in order. */
export class StripeAccount {
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly methodState = new Map<string, PaymentMethodState>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly setupIntents = new Map<string, SetupIntent>();
  readonly events: StripeEvent[] = [];
  /** Where a redirect (3-D Secure with return_url, Afterpay) sends the payer: the stand-in's own page. */
  authenticateUrl = (id: string) => `/_test/authenticate/${id}`;
  /** Called for every new event (the server delivers it to the webhook endpoint when asked to). */
  onEvent: (event: StripeEvent) => void = () => {};
  private request: { id: string; idempotencyKey: string | null } = { id: '', idempotencyKey: null };

  constructor(
    readonly secretKey: string,
    readonly publishableKey: string,
  ) {}

  /** The request the next events belong to (Stripe's event.request). */
  beginRequest(idempotencyKey: string | null): void {
    this.request = { id: newId('req'), idempotencyKey };
  }

  private emit(type: string, object: unknown): void {
    const event: StripeEvent = {
      id: newId('evt'), object: 'event', api_version: API_VERSION, created: nowSeconds(), type, data: { object: copy(object) },
      livemode: false, pending_webhooks: 1, request: { id: this.request.id || null, idempotency_key: this.request.idempotencyKey },
    };
    this.events.push(event);
    this.onEvent(event);
  }

  // ---------- customers

  createCustomer(p: FormObject): Customer {
    const c: Customer = {
      id: newId('cus'), object: 'customer', created: nowSeconds(), email: text(p, 'email') || null, name: text(p, 'name') || null,
      metadata: metadataOf(p.metadata), invoice_settings: { default_payment_method: null }, livemode: false,
    };
    this.customers.set(c.id, c);
    const pm = text(p, 'payment_method');
    if (pm) this.attach(this.method(pm, 'payment_method'), c.id);
    const def = text(obj(p, 'invoice_settings'), 'default_payment_method');
    if (def) c.invoice_settings.default_payment_method = this.method(def, 'invoice_settings[default_payment_method]').id;
    this.emit('customer.created', c);
    return c;
  }

  /** GET /v1/customers/search, for the one query form the shop uses: metadata['key']:'value'. */
  searchCustomers(query: string): Customer[] {
    const [field, value] = metadataQuery(query);
    return [...this.customers.values()].filter((c) => c.metadata[field] === value).reverse();
  }

  customer(id: string, param = 'id'): Customer {
    const c = this.customers.get(id);
    if (!c) throw noSuch('customer', id, param);
    return c;
  }

  updateCustomer(id: string, p: FormObject): Customer {
    const c = this.customer(id);
    if ('email' in p) c.email = text(p, 'email') || null;
    if ('name' in p) c.name = text(p, 'name') || null;
    if (p.metadata) c.metadata = { ...c.metadata, ...metadataOf(p.metadata) };
    const def = text(obj(p, 'invoice_settings'), 'default_payment_method');
    if (def) {
      const pm = this.method(def, 'invoice_settings[default_payment_method]');
      if (pm.customer !== c.id) throw invalidRequest(`No such PaymentMethod: '${def}'; It's possible this PaymentMethod exists on one of your connected accounts, in which case you should retry this request on that connected account.`, 'invoice_settings[default_payment_method]');
      c.invoice_settings.default_payment_method = pm.id;
    }
    this.emit('customer.updated', c);
    return c;
  }

  // ---------- payment methods

  /** POST /v1/payment_methods: what Stripe.js does with the card fields in Stripe's iframe. */
  createPaymentMethod(p: FormObject, wallet: 'apple_pay' | 'google_pay' | null = null): PaymentMethod {
    const type = text(p, 'type');
    if (type === 'afterpay_clearpay') return this.storeMethod(this.afterpayMethod(obj(p, 'billing_details')), 'approve');
    if (type !== 'card') throw invalidRequest('Invalid payment_method type: must be one of card, afterpay_clearpay', 'type');
    const card = obj(p, 'card');
    const number = text(card, 'number').replace(/\s/g, '');
    if (!luhnValid(number)) throw new StripeApiError(402, { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'card[number]' });
    const expMonth = Number(text(card, 'exp_month'));
    const expYear = Number(text(card, 'exp_year'));
    const now = new Date();
    if (!(expMonth >= 1 && expMonth <= 12)) throw new StripeApiError(402, { type: 'card_error', code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'card[exp_month]' });
    if (!(expYear > now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth >= now.getUTCMonth() + 1))) {
      throw new StripeApiError(402, { type: 'card_error', code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'card[exp_year]' });
    }
    const cvc = text(card, 'cvc');
    if (cvc && !/^\d{3,4}$/.test(cvc)) throw new StripeApiError(402, { type: 'card_error', code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'card[cvc]' });
    return this.storeMethod(this.cardMethod(number, expMonth, expYear, obj(p, 'billing_details'), wallet), behaviourOf(number));
  }

  private cardMethod(number: string, expMonth: number, expYear: number, billing: FormObject, wallet: 'apple_pay' | 'google_pay' | null): PaymentMethod {
    return {
      id: newId('pm'), object: 'payment_method', type: 'card', created: nowSeconds(), customer: null, billing_details: billingOf(billing),
      card: { brand: brandOf(number), last4: number.slice(-4), exp_month: expMonth, exp_year: expYear, funding: 'credit', country: 'US', wallet: wallet ? { type: wallet } : null },
      metadata: {}, livemode: false,
    };
  }

  private afterpayMethod(billing: FormObject): PaymentMethod {
    return {
      id: newId('pm'), object: 'payment_method', type: 'afterpay_clearpay', created: nowSeconds(), customer: null,
      billing_details: billingOf(billing), card: null, afterpay_clearpay: {}, metadata: {}, livemode: false,
    };
  }

  private storeMethod(pm: PaymentMethod, behaviour: PaymentMethodState['behaviour']): PaymentMethod {
    this.paymentMethods.set(pm.id, pm);
    this.methodState.set(pm.id, { behaviour, setUp: false });
    return pm;
  }

  /** GET /v1/payment_methods/:id: a `pm_card_*` test id reads as that test card, under its own id. */
  retrieveMethod(id: string): PaymentMethod {
    const testNumber = TEST_PAYMENT_METHODS[id];
    if (!testNumber) return this.method(id, 'id');
    const existing = this.paymentMethods.get(id);
    if (existing) return existing;
    return this.storeMethod({ ...this.cardMethod(testNumber, 12, new Date().getUTCFullYear() + 3, {}, null), id }, behaviourOf(testNumber));
  }

  /** A payment method to use by id; a `pm_card_*` test id makes a new one for that test card, as Stripe does. */
  method(id: string, param = 'payment_method'): PaymentMethod {
    const testNumber = TEST_PAYMENT_METHODS[id];
    if (testNumber) return this.storeMethod(this.cardMethod(testNumber, 12, new Date().getUTCFullYear() + 3, {}, null), behaviourOf(testNumber));
    const pm = this.paymentMethods.get(id);
    if (!pm) throw noSuch('PaymentMethod', id, param);
    return pm;
  }

  attach(pm: PaymentMethod, customerId: string): PaymentMethod {
    this.customer(customerId, 'customer');
    if (pm.customer && pm.customer !== customerId) throw invalidRequest('The payment method you provided has already been attached to a customer.', 'payment_method');
    const state = this.methodState.get(pm.id);
    if (pm.type === 'card' && state && state.behaviour in DECLINES) {
      const d = DECLINES[state.behaviour as keyof typeof DECLINES];
      throw new StripeApiError(402, { type: 'card_error', code: d.code, decline_code: d.declineCode, message: d.message, param: '' });
    }
    if (pm.customer !== customerId) {
      pm.customer = customerId;
      this.emit('payment_method.attached', pm);
    }
    return pm;
  }

  detach(id: string): PaymentMethod {
    const pm = this.method(id);
    if (!pm.customer) throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.');
    pm.customer = null;
    this.emit('payment_method.detached', pm);
    return pm;
  }

  customerMethods(customerId: string, type: string): PaymentMethod[] {
    this.customer(customerId);
    return [...this.paymentMethods.values()].filter((pm) => pm.customer === customerId && (!type || pm.type === type)).reverse();
  }

  // ---------- payment intents

  createPaymentIntent(p: FormObject): PaymentIntent {
    const amount = Number(text(p, 'amount'));
    if (!text(p, 'amount')) throw invalidRequest('Missing required param: amount.', 'amount');
    if (!Number.isInteger(amount) || amount < MIN_AMOUNT) throw invalidRequest('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
    const currency = text(p, 'currency').toLowerCase();
    if (!currency) throw invalidRequest('Missing required param: currency.', 'currency');
    if (bool(p, 'off_session') && !bool(p, 'confirm')) throw invalidRequest('off_session can only be used when confirm=true.', 'off_session');
    const customer = text(p, 'customer') ? this.customer(text(p, 'customer'), 'customer').id : null;
    const sfu = text(p, 'setup_future_usage');
    if (sfu && sfu !== 'off_session' && sfu !== 'on_session') throw invalidRequest('Invalid setup_future_usage', 'setup_future_usage');
    const captureMethod = text(p, 'capture_method') || 'automatic';
    if (captureMethod !== 'automatic' && captureMethod !== 'manual') throw invalidRequest('Invalid capture_method: must be one of automatic, manual', 'capture_method');
    const types = list(p, 'allowed_payment_method_types').concat(list(p, 'payment_method_types'));
    const pi: PaymentIntent = {
      id: newId('pi'), object: 'payment_intent', created: nowSeconds(), amount, amount_capturable: 0, amount_received: 0, currency,
      status: 'requires_payment_method', capture_method: captureMethod, confirmation_method: 'automatic', client_secret: '',
      customer, payment_method: null, payment_method_types: types.length ? types : ['card'],
      setup_future_usage: (sfu || null) as PaymentIntent['setup_future_usage'], latest_charge: null, last_payment_error: null, next_action: null,
      canceled_at: null, cancellation_reason: null, description: text(p, 'description') || null, receipt_email: text(p, 'receipt_email') || null,
      shipping: p.shipping ? (copy(p.shipping) as Record<string, unknown>) : null, metadata: metadataOf(p.metadata), livemode: false,
    };
    pi.client_secret = `${pi.id}_secret_${newId('x').slice(2)}`;
    this.paymentIntents.set(pi.id, pi);
    this.emit('payment_intent.created', pi);
    if (text(p, 'payment_method') || p.payment_method_data) this.usePaymentMethod(pi, p);
    if (bool(p, 'confirm')) this.confirmPaymentIntent(pi.id, p, true);
    return pi;
  }

  paymentIntent(id: string): PaymentIntent {
    const pi = this.paymentIntents.get(id);
    if (!pi) throw noSuch('payment_intent', id);
    return pi;
  }

  updatePaymentIntent(id: string, p: FormObject): PaymentIntent {
    const pi = this.paymentIntent(id);
    if (pi.status === 'succeeded' || pi.status === 'canceled') throw invalidRequest(`This PaymentIntent's amount could not be updated because it has a status of ${pi.status}.`);
    if (p.metadata) pi.metadata = { ...pi.metadata, ...metadataOf(p.metadata) };
    if (text(p, 'amount')) pi.amount = Number(text(p, 'amount'));
    if (p.shipping) pi.shipping = copy(p.shipping) as Record<string, unknown>;
    if (text(p, 'payment_method') || p.payment_method_data) this.usePaymentMethod(pi, p);
    return pi;
  }

  private usePaymentMethod(pi: PaymentIntent, p: FormObject): void {
    const data = obj(p, 'payment_method_data');
    const pm = text(p, 'payment_method') ? this.method(text(p, 'payment_method')) : this.createPaymentMethod(data);
    if (!pi.payment_method_types.includes(pm.type)) {
      throw invalidRequest(`The PaymentMethod provided (${pm.type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${pi.payment_method_types.join(', ')}.`, 'payment_method');
    }
    if (pm.customer && pm.customer !== pi.customer) {
      throw invalidRequest(`The provided PaymentMethod was previously attached to a Customer. To use it with this PaymentIntent, you must provide the customer ID ${pi.customer ? '' : 'with the `customer` parameter '}it belongs to.`, 'payment_method');
    }
    pi.payment_method = pm.id;
    if (pi.status === 'requires_payment_method' && !pi.last_payment_error) pi.status = 'requires_confirmation';
  }

  /** POST /v1/payment_intents/:id/confirm (or create with confirm=true). */
  confirmPaymentIntent(id: string, p: FormObject, creating = false): PaymentIntent {
    const pi = this.paymentIntent(id);
    if (!creating && (text(p, 'payment_method') || p.payment_method_data)) this.usePaymentMethod(pi, p);
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
      throw invalidRequest(`You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`, undefined, 'payment_intent_unexpected_state');
    }
    if (!pi.payment_method) throw invalidRequest('You cannot confirm this PaymentIntent because it\'s missing a payment method.', 'payment_method', 'payment_intent_unexpected_state');
    if (p.shipping) pi.shipping = copy(p.shipping) as Record<string, unknown>;
    const pm = this.method(pi.payment_method);
    const returnUrl = text(p, 'return_url');
    if (pm.type === 'afterpay_clearpay') {
      if (!pi.shipping) throw invalidRequest('Missing required param: shipping.', 'shipping');
      if (pi.amount > AFTERPAY_MAX) throw invalidRequest('Amount must be no more than $4,000.00 usd', 'amount', 'amount_too_large');
      if (!returnUrl) throw invalidRequest('A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed.', 'return_url');
      pi.last_payment_error = null;
      return this.requireAction(pi, returnUrl);
    }
    return this.attempt(pi, pm, { offSession: bool(p, 'off_session'), authenticated: false, returnUrl });
  }

  private requireAction(intent: PaymentIntent | SetupIntent, returnUrl: string): PaymentIntent & SetupIntent {
    intent.status = 'requires_action';
    intent.next_action = actionFor(this.authenticateUrl(intent.id), returnUrl);
    this.emit(intent.object === 'payment_intent' ? 'payment_intent.requires_action' : 'setup_intent.requires_action', intent);
    return intent as PaymentIntent & SetupIntent;
  }

  /** Tries the payment method: a decline, an authentication, or the charge. */
  private attempt(pi: PaymentIntent, pm: PaymentMethod, o: { offSession: boolean; authenticated: boolean; returnUrl: string }): PaymentIntent {
    const state = this.methodState.get(pm.id)!;
    if (pm.type === 'card' && state.behaviour in DECLINES) {
      const d = DECLINES[state.behaviour as keyof typeof DECLINES];
      this.fail(pi, pm, { type: 'card_error', code: d.code, decline_code: d.declineCode, message: d.message });
      throw new StripeApiError(402, { ...pi.last_payment_error, payment_intent: copy(pi), charge: pi.latest_charge, doc_url: `https://docs.stripe.com/error-codes/${d.code.replace(/_/g, '-')}` });
    }
    const needsAuth = pm.type === 'card' && !o.authenticated && (state.behaviour === 'authenticate_always' || (state.behaviour === 'authenticate_unless_setup' && !state.setUp));
    if (needsAuth && o.offSession) {
      const message = 'Your card was declined. This transaction requires authentication.';
      this.fail(pi, pm, { type: 'card_error', code: 'authentication_required', decline_code: 'authentication_required', message });
      throw new StripeApiError(402, { ...pi.last_payment_error, payment_intent: copy(pi), charge: pi.latest_charge });
    }
    if (needsAuth) return this.requireAction(pi, o.returnUrl);
    return this.succeed(pi, pm);
  }

  private newCharge(pi: PaymentIntent, pm: PaymentMethod, status: Charge['status']): Charge {
    const ch: Charge = {
      id: newId('ch'), object: 'charge', created: nowSeconds(), amount: pi.amount, amount_captured: 0, amount_refunded: 0, captured: false,
      refunded: false, disputed: false, paid: status === 'succeeded', status, currency: pi.currency, customer: pi.customer, payment_intent: pi.id,
      payment_method: pm.id,
      payment_method_details: pm.card ? { type: 'card', card: { brand: pm.card.brand, last4: pm.card.last4, wallet: pm.card.wallet } } : { type: pm.type },
      failure_code: null, failure_message: null, metadata: { ...pi.metadata }, livemode: false,
    };
    this.charges.set(ch.id, ch);
    pi.latest_charge = ch.id;
    return ch;
  }

  private fail(pi: PaymentIntent, pm: PaymentMethod, error: NonNullable<LastError>): void {
    const ch = this.newCharge(pi, pm, 'failed');
    ch.failure_code = error.decline_code ?? error.code;
    ch.failure_message = error.message;
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = { ...error, payment_method: copy(pm) };
    this.emit('charge.failed', ch);
    this.emit('payment_intent.payment_failed', pi);
  }

  private succeed(pi: PaymentIntent, pm: PaymentMethod): PaymentIntent {
    const ch = this.newCharge(pi, pm, 'succeeded');
    pi.last_payment_error = null;
    pi.next_action = null;
    if (pi.setup_future_usage && pi.customer) {
      this.attach(pm, pi.customer);
      this.methodState.get(pm.id)!.setUp = true;
    }
    if (pi.capture_method === 'manual') {
      pi.status = 'requires_capture';
      pi.amount_capturable = pi.amount;
      this.emit('charge.succeeded', ch);
      this.emit('payment_intent.amount_capturable_updated', pi);
      return pi;
    }
    ch.captured = true;
    ch.amount_captured = pi.amount;
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    this.emit('charge.succeeded', ch);
    this.emit('payment_intent.succeeded', pi);
    return pi;
  }

  capturePaymentIntent(id: string, p: FormObject): PaymentIntent {
    const pi = this.paymentIntent(id);
    if (pi.status !== 'requires_capture') {
      throw invalidRequest(`This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`, undefined, 'payment_intent_unexpected_state');
    }
    const amount = text(p, 'amount_to_capture') ? Number(text(p, 'amount_to_capture')) : pi.amount_capturable;
    if (!Number.isInteger(amount) || amount <= 0 || amount > pi.amount_capturable) {
      throw invalidRequest('The amount to capture must be a positive integer not greater than the amount capturable.', 'amount_to_capture', 'amount_too_large');
    }
    const ch = this.charges.get(pi.latest_charge!)!;
    ch.captured = true;
    ch.amount_captured = amount;
    pi.amount_received = amount;
    pi.amount_capturable = 0;
    pi.status = 'succeeded';
    this.emit('charge.captured', ch);
    this.emit('payment_intent.succeeded', pi);
    return pi;
  }

  cancelPaymentIntent(id: string, p: FormObject): PaymentIntent {
    const pi = this.paymentIntent(id);
    if (!['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'].includes(pi.status)) {
      throw invalidRequest(`You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`, undefined, 'payment_intent_unexpected_state');
    }
    pi.status = 'canceled';
    pi.canceled_at = nowSeconds();
    pi.cancellation_reason = text(p, 'cancellation_reason') || null;
    pi.amount_capturable = 0;
    pi.next_action = null;
    this.emit('payment_intent.canceled', pi);
    return pi;
  }

  /** GET /v1/payment_intents/search, for the one query form the shop uses: metadata['key']:'value'. */
  searchPaymentIntents(query: string): PaymentIntent[] {
    const [field, value] = metadataQuery(query);
    return [...this.paymentIntents.values()].filter((pi) => pi.metadata[field] === value).reverse();
  }

  // ---------- refunds and disputes

  createRefund(p: FormObject): Refund {
    const piId = text(p, 'payment_intent');
    const chargeId = text(p, 'charge');
    if (!piId && !chargeId) throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.');
    const pi = piId ? this.paymentIntent(piId) : null;
    const ch = chargeId ? this.charges.get(chargeId) : pi?.latest_charge ? this.charges.get(pi.latest_charge) : undefined;
    if (chargeId && !ch) throw noSuch('charge', chargeId, 'charge');
    if (!ch || ch.status !== 'succeeded' || !ch.captured) {
      throw invalidRequest(`This PaymentIntent (${piId || ch?.payment_intent}) does not have a successful charge to refund.`, 'payment_intent');
    }
    const left = ch.amount_captured - ch.amount_refunded;
    const amount = text(p, 'amount') ? Number(text(p, 'amount')) : left;
    if (!Number.isInteger(amount) || amount <= 0) throw invalidRequest('Invalid positive integer', 'amount');
    if (amount > left) {
      throw invalidRequest(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, 'amount', 'amount_too_large');
    }
    const reason = text(p, 'reason');
    if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) throw invalidRequest('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', 'reason');
    const refund: Refund = {
      id: newId('re'), object: 'refund', created: nowSeconds(), amount, charge: ch.id, payment_intent: ch.payment_intent, currency: ch.currency,
      reason: reason || null, status: 'succeeded', metadata: metadataOf(p.metadata),
    };
    this.refunds.set(refund.id, refund);
    ch.amount_refunded += amount;
    ch.refunded = ch.amount_refunded === ch.amount_captured;
    this.emit('refund.created', refund);
    this.emit('charge.refunded', ch);
    return refund;
  }

  refund(id: string): Refund {
    const r = this.refunds.get(id);
    if (!r) throw noSuch('refund', id);
    return r;
  }

  charge(id: string): Charge {
    const c = this.charges.get(id);
    if (!c) throw noSuch('charge', id);
    return c;
  }

  /** The card holder disputes the payment with their bank (no API call does this; a test does). */
  dispute(paymentIntentId: string, reason = 'fraudulent'): Dispute {
    const pi = this.paymentIntent(paymentIntentId);
    const ch = pi.latest_charge ? this.charges.get(pi.latest_charge) : undefined;
    if (!ch || !ch.captured) throw new Error(`stand-in: ${paymentIntentId} has no captured charge to dispute`);
    ch.disputed = true;
    const dispute: Dispute = {
      id: newId('dp'), object: 'dispute', created: nowSeconds(), amount: ch.amount_captured - ch.amount_refunded, charge: ch.id,
      payment_intent: pi.id, currency: ch.currency, reason, status: 'needs_response', livemode: false,
    };
    this.beginRequest(null);
    this.emit('charge.dispute.created', dispute);
    return dispute;
  }

  // ---------- setup intents

  createSetupIntent(p: FormObject): SetupIntent {
    const customer = text(p, 'customer') ? this.customer(text(p, 'customer'), 'customer').id : null;
    const types = list(p, 'allowed_payment_method_types').concat(list(p, 'payment_method_types'));
    const si: SetupIntent = {
      id: newId('seti'), object: 'setup_intent', created: nowSeconds(), client_secret: '', customer, payment_method: null,
      payment_method_types: types.length ? types : ['card'], status: 'requires_payment_method',
      usage: (text(p, 'usage') || 'off_session') as SetupIntent['usage'], last_setup_error: null, next_action: null,
      metadata: metadataOf(p.metadata), livemode: false,
    };
    si.client_secret = `${si.id}_secret_${newId('x').slice(2)}`;
    this.setupIntents.set(si.id, si);
    this.emit('setup_intent.created', si);
    if (text(p, 'payment_method')) {
      si.payment_method = this.method(text(p, 'payment_method')).id;
      si.status = 'requires_confirmation';
    }
    if (bool(p, 'confirm')) this.confirmSetupIntent(si.id, p, true);
    return si;
  }

  setupIntent(id: string): SetupIntent {
    const si = this.setupIntents.get(id);
    if (!si) throw noSuch('setup_intent', id);
    return si;
  }

  confirmSetupIntent(id: string, p: FormObject, creating = false): SetupIntent {
    const si = this.setupIntent(id);
    if (!creating && text(p, 'payment_method')) si.payment_method = this.method(text(p, 'payment_method')).id;
    if (!creating && p.payment_method_data) si.payment_method = this.createPaymentMethod(obj(p, 'payment_method_data')).id;
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(si.status)) {
      throw invalidRequest(`You cannot confirm this SetupIntent because it has a status of ${si.status}.`, undefined, 'setup_intent_unexpected_state');
    }
    if (!si.payment_method) throw invalidRequest("You cannot confirm this SetupIntent because it's missing a payment method.", 'payment_method');
    const pm = this.method(si.payment_method);
    const state = this.methodState.get(pm.id)!;
    if (pm.customer && pm.customer !== si.customer) throw invalidRequest('The payment method you provided has already been attached to a customer.', 'payment_method');
    if (pm.type === 'card' && state.behaviour in DECLINES) {
      const d = DECLINES[state.behaviour as keyof typeof DECLINES];
      si.status = 'requires_payment_method';
      si.last_setup_error = { type: 'card_error', code: d.code, decline_code: d.declineCode, message: d.message, payment_method: copy(pm) };
      this.emit('setup_intent.setup_failed', si);
      throw new StripeApiError(402, { ...si.last_setup_error, setup_intent: copy(si) });
    }
    if (state.behaviour === 'authenticate_always' || state.behaviour === 'authenticate_unless_setup') return this.requireAction(si, text(p, 'return_url'));
    return this.completeSetup(si, pm);
  }

  private completeSetup(si: SetupIntent, pm: PaymentMethod): SetupIntent {
    if (si.customer) this.attach(pm, si.customer);
    this.methodState.get(pm.id)!.setUp = true;
    si.status = 'succeeded';
    si.next_action = null;
    si.last_setup_error = null;
    this.emit('setup_intent.succeeded', si);
    return si;
  }

  cancelSetupIntent(id: string): SetupIntent {
    const si = this.setupIntent(id);
    if (si.status === 'succeeded' || si.status === 'canceled') throw invalidRequest(`You cannot cancel this SetupIntent because it has a status of ${si.status}.`);
    si.status = 'canceled';
    this.emit('setup_intent.canceled', si);
    return si;
  }

  // ---------- the payer's side of an authentication (3-D Secure challenge, Afterpay's page)

  /** The payer completes (or fails) the challenge a requires_action intent is waiting on. */
  authenticate(intentId: string, outcome: 'succeed' | 'fail'): PaymentIntent | SetupIntent {
    this.beginRequest(null);
    const pi = this.paymentIntents.get(intentId);
    const si = pi ? undefined : this.setupIntent(intentId);
    const intent = (pi ?? si)!;
    if (intent.status !== 'requires_action') throw invalidRequest(`${intentId} is not waiting for authentication (status ${intent.status})`);
    const pm = this.method(intent.payment_method!);
    if (outcome === 'fail') {
      const error = {
        type: 'card_error' as const, code: pi ? 'payment_intent_authentication_failure' : 'setup_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      if (pi) {
        this.fail(pi, pm, error);
      } else {
        si!.status = 'requires_payment_method';
        si!.next_action = null;
        si!.last_setup_error = { ...error, payment_method: copy(pm) };
        this.emit('setup_intent.setup_failed', si);
      }
      return intent;
    }
    if (si) return this.completeSetup(si, pm);
    if (pm.type === 'card' && this.methodState.get(pm.id)!.behaviour === 'authenticate_unless_setup' && pi!.setup_future_usage) this.methodState.get(pm.id)!.setUp = true;
    try {
      return this.attempt(pi!, pm, { offSession: false, authenticated: true, returnUrl: '' });
    } catch (err) {
      if (err instanceof StripeApiError) return pi!;
      throw err;
    }
  }
}

/** Stripe's search query language, in the one form the shop uses: metadata['field']:'value' (\' and \\ escaped). */
function metadataQuery(query: string): [string, string] {
  const m = query.match(/^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/);
  if (!m) throw invalidRequest(`Invalid search query: ${query}`, 'query');
  return [m[1], m[2].replace(/\\(.)/g, '$1')];
}

function billingOf(b: FormObject): Record<string, unknown> {
  return { name: text(b, 'name') || null, email: text(b, 'email') || null, phone: text(b, 'phone') || null, address: b.address ? copy(b.address) : null };
}

function actionFor(url: string, returnUrl: string): NextAction {
  if (returnUrl) return { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } };
  return { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url } };
}
