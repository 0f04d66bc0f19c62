/**
 * The Stripe adapter (server/payments/stripe) through the official `stripe` library against the
 * local stand-in (tests/helpers/stripe): every money movement of issue 34 with Stripe's test cards.
 */
import { paymentKey, type PaymentReference, type ProcessorCustomer } from '../../server/payments/processor';
import { stripeProcessorFor } from '../../server/payments/stripe/factory';
import type { StripeProcessor } from '../../server/payments/stripe/processor';
import { STRIPE_DECLINE_MESSAGES } from '../../server/payments/stripe/map';
import { confirmSetupInBrowser, createMethodInBrowser, stripeForBrands, type StripeBrand } from '../helpers/stripe/shop';
import type { StripeStandIn } from '../helpers/stripe/server';

let env: Awaited<ReturnType<typeof stripeForBrands>>;
let standIn: StripeStandIn;
let pf: StripeBrand;
let stripe: StripeProcessor;
let n = 0;

const ref = (kind: PaymentReference['kind'] = 'order'): PaymentReference => ({ kind, id: String(++n), brandId: 'pf' });
const ann: ProcessorCustomer = { customerId: 41, email: 'ann@example.com', name: 'Ann Lee' };
const shipping = { name: 'Ann Lee', line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' };

const pay = (method: string, amountCents = 4999, extra: Partial<Parameters<StripeProcessor['createPayment']>[0]> = {}) => {
  const reference = ref();
  return stripe.createPayment({
    amountCents, currency: 'usd', method, capture: 'automatic', reference, idempotencyKey: paymentKey(reference), ...extra,
  });
};

/** A card saved the way the account page saves one: a SetupIntent the browser confirms (and authenticates when the bank asks). */
async function saveThroughSetupIntent(testMethod: string, customer = ann): Promise<string> {
  const si = await stripe.setupIntent(customer, `pf:setup:${++n}`);
  const confirmed = await confirmSetupInBrowser(standIn, pf.publishableKey, si.id, si.clientSecret, testMethod);
  if (confirmed.body.status === 'requires_action') pf.account.authenticate(si.id, 'succeed');
  const saved = await stripe.savePaymentMethod({ method: String(confirmed.body.payment_method), customer, idempotencyKey: `pf:save:${n}` });
  return saved.method;
}

beforeAll(async () => {
  env = await stripeForBrands('pf', 'ckb');
  standIn = env.standIn;
  pf = env.brands.pf;
  stripe = stripeProcessorFor('pf') as StripeProcessor;
});
afterAll(() => env.stop());

test('a brand with STRIPE_SECRET_KEY_<BRAND> is served by Stripe; one without is not; a malformed key is refused', () => {
  expect(stripe.name).toBe('stripe');
  expect(stripeProcessorFor('hb')).toBeNull();
  expect(() => stripeProcessorFor('hb', { STRIPE_SECRET_KEY_HB: 'not-a-key' })).toThrow(/STRIPE_SECRET_KEY_HB/);
  const hb = { STRIPE_SECRET_KEY_HB: 'sk_test_a', STRIPE_PUBLISHABLE_KEY_HB: 'pk_test_b', STRIPE_WEBHOOK_SECRET_HB: 'whsec_c' };
  expect(stripeProcessorFor('hb', hb)?.name).toBe('stripe');
  expect(() => stripeProcessorFor('hb', { ...hb, STRIPE_PUBLISHABLE_KEY_HB: 'pk_live_b' })).toThrow(/both test or both live/);
  expect(() => stripeProcessorFor('hb', { ...hb, STRIPE_WEBHOOK_SECRET_HB: '' })).toThrow(/STRIPE_WEBHOOK_SECRET_HB is required/);
  expect(() => stripeProcessorFor('hb', { ...hb, STRIPE_PUBLISHABLE_KEY_HB: undefined })).toThrow(/STRIPE_PUBLISHABLE_KEY_HB is required/);
});

test('approve: charged in full, the card described, the shop reference and key on the payment', async () => {
  const p = await pay('pm_card_visa');
  expect(p).toMatchObject({ status: 'succeeded', amountCents: 4999, capturedCents: 4999, refundedCents: 0, currency: 'usd', decline: null, card: { brand: 'visa', last4: '4242', wallet: null } });
  expect(p.reference).toEqual({ kind: 'order', id: String(n), brandId: 'pf' });
  const sent = standIn.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
  expect(sent.idempotencyKey).toBe(`pf:order:${n}`);
  expect(sent.params).toMatchObject({ amount: '4999', currency: 'usd', confirm: 'true', metadata: { idempotency_key: `pf:order:${n}` } });
});

test('the same key answers the first payment again and charges once; the key with another amount is a 409', async () => {
  const reference = ref();
  const req = { amountCents: 2500, currency: 'usd', method: 'pm_card_visa', capture: 'automatic' as const, reference, idempotencyKey: paymentKey(reference) };
  const a = await stripe.createPayment(req);
  const b = await stripe.createPayment(req);
  expect(b.id).toBe(a.id);
  expect([...pf.account.paymentIntents.values()].filter((pi) => pi.metadata.idempotency_key === req.idempotencyKey)).toHaveLength(1);
  await expect(stripe.createPayment({ ...req, amountCents: 2600 })).rejects.toMatchObject({ status: 409 });
  expect(await stripe.findPayment(req.idempotencyKey)).toMatchObject({ id: a.id, status: 'succeeded' });
  expect(await stripe.findPayment('pf:order:never')).toBeNull();
});

test('decline and insufficient funds are answers with the shop’s words, not errors', async () => {
  expect(await pay('pm_card_chargeDeclined')).toMatchObject({ status: 'declined', capturedCents: 0, decline: { code: 'card_declined', message: STRIPE_DECLINE_MESSAGES.card_declined } });
  expect(await pay('pm_card_chargeDeclinedInsufficientFunds')).toMatchObject({ status: 'declined', decline: { code: 'insufficient_funds' } });
  expect(await pay('pm_card_chargeDeclinedExpiredCard')).toMatchObject({ status: 'declined', decline: { code: 'expired_card' } });
});

test('a method Stripe does not know, or that is not a method id, is a 400', async () => {
  await expect(stripe.describeMethod('pm_doesnotexist')).rejects.toMatchObject({ status: 400 });
  await expect(pay('4242424242424242')).rejects.toMatchObject({ status: 400 });
  expect(await stripe.getPayment('pi_unknown')).toBeNull();
});

test('3-D Secure on session: requires_action with the client secret; completed it succeeds, failed it is declined', async () => {
  const p = await pay('pm_card_authenticationRequired');
  expect(p).toMatchObject({ status: 'requires_action', capturedCents: 0 });
  expect(p.clientSecret).toMatch(new RegExp(`^${p.id}_secret_`));
  pf.account.authenticate(p.id, 'succeed');
  expect(await stripe.getPayment(p.id)).toMatchObject({ status: 'succeeded', capturedCents: 4999, clientSecret: null });

  const q = await pay('pm_card_authenticationRequired');
  pf.account.authenticate(q.id, 'fail');
  expect(await stripe.getPayment(q.id)).toMatchObject({ status: 'declined', decline: { code: 'card_declined' } });
});

test('authorize, capture part, and cancel: only an authorization is cancelled, only a capture refunded', async () => {
  const a = await pay('pm_card_visa', 6000, { capture: 'manual' });
  expect(a).toMatchObject({ status: 'authorized', capturedCents: 0 });
  expect(await stripe.capturePayment(a.id, `${a.idempotencyKey}:capture`, 5000)).toMatchObject({ status: 'succeeded', capturedCents: 5000 });
  expect(await stripe.capturePayment(a.id, `${a.idempotencyKey}:capture`)).toMatchObject({ status: 'succeeded', capturedCents: 5000 });
  await expect(stripe.cancelPayment(a.id, `${a.idempotencyKey}:cancel`)).rejects.toMatchObject({ status: 409 });

  const b = await pay('pm_card_visa', 6000, { capture: 'manual' });
  expect(await stripe.cancelPayment(b.id, `${b.idempotencyKey}:cancel`)).toMatchObject({ status: 'canceled' });
  expect(await stripe.cancelPayment(b.id, `${b.idempotencyKey}:cancel`)).toMatchObject({ status: 'canceled' });
  await expect(stripe.capturePayment(b.id, `${b.idempotencyKey}:capture`)).rejects.toMatchObject({ status: 409 });
  await expect(stripe.refundPayment({ paymentId: b.id, amountCents: 100, idempotencyKey: `${b.idempotencyKey}:refund` })).rejects.toMatchObject({ status: 409 });
});

test('refunds: part, then the rest; never more than is left; the same key refunds once', async () => {
  const p = await pay('pm_card_visa', 4999);
  const part = await stripe.refundPayment({ paymentId: p.id, amountCents: 1000, idempotencyKey: `${p.idempotencyKey}:refund:1`, reason: 'one item returned' });
  expect(part).toMatchObject({ paymentId: p.id, amountCents: 1000, status: 'succeeded' });
  expect(await stripe.refundPayment({ paymentId: p.id, amountCents: 1000, idempotencyKey: `${p.idempotencyKey}:refund:1`, reason: 'one item returned' })).toEqual(part);
  await expect(stripe.refundPayment({ paymentId: p.id, amountCents: 4000, idempotencyKey: `${p.idempotencyKey}:refund:2` })).rejects.toMatchObject({ status: 400 });
  expect(await stripe.refundPayment({ paymentId: p.id, amountCents: 3999, idempotencyKey: `${p.idempotencyKey}:refund:3` })).toMatchObject({ amountCents: 3999 });
  expect(await stripe.getPayment(p.id)).toMatchObject({ capturedCents: 4999, refundedCents: 4999 });
  expect([...pf.account.refunds.values()].filter((r) => r.payment_intent === p.id).map((r) => r.amount)).toEqual([1000, 3999]);
});

test('Pay in 4: Afterpay/Clearpay through Stripe; the payer is sent to the provider, the shop is paid in full', async () => {
  const method = await createMethodInBrowser(standIn, pf.publishableKey, {
    type: 'afterpay_clearpay', 'billing_details[name]': 'Ann Lee', 'billing_details[email]': 'ann@example.com',
  });
  await expect(pay(method, 8000, { returnUrl: 'https://pf.example/checkout/return' })).rejects.toMatchObject({ status: 400, messages: [expect.stringMatching(/^shipping/)] });
  await expect(pay(method, 8000, { shipping })).rejects.toMatchObject({ status: 400, messages: [expect.stringMatching(/^returnUrl/)] });
  const p = await pay(method, 8000, { shipping, returnUrl: 'https://pf.example/checkout/return' });
  expect(p.status).toBe('requires_action');
  expect(p.actionUrl).toBe(`${standIn.url}/_test/authenticate/${p.id}`);
  const sent = standIn.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
  expect(sent.params).toMatchObject({ allowed_payment_method_types: ['afterpay_clearpay'], shipping: { address: { postal_code: '78701' } } });
  pf.account.authenticate(p.id, 'succeed');
  expect(await stripe.getPayment(p.id)).toMatchObject({ status: 'succeeded', amountCents: 8000, capturedCents: 8000, card: null });
});

test('a saved card is charged off session without the payer; another customer cannot charge it', async () => {
  const method = await saveThroughSetupIntent('pm_card_visa');
  const reference = ref('club');
  const p = await stripe.chargeSavedMethod({ amountCents: 3995, currency: 'usd', method, customer: ann, reference, idempotencyKey: paymentKey(reference, '2026-11-28') });
  expect(p).toMatchObject({ status: 'succeeded', capturedCents: 3995, card: { last4: '4242' } });
  expect(standIn.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!.params).toMatchObject({ off_session: 'true', customer: expect.stringMatching(/^cus_/) });
  const bob = { customerId: 42, email: 'bob@example.com' };
  await expect(stripe.chargeSavedMethod({ amountCents: 100, currency: 'usd', method, customer: bob, reference, idempotencyKey: 'pf:club:x' })).rejects.toMatchObject({ status: 400 });
  await expect(stripe.savePaymentMethod({ method, customer: bob, idempotencyKey: 'pf:save:bob' })).rejects.toMatchObject({ status: 400 });
});

test('a card the bank authenticated at setup is charged off session; one that always asks is handled as a decline with the secret to complete it', async () => {
  const once = await saveThroughSetupIntent('pm_card_authenticationRequiredOnSetup');
  const r1 = ref('club');
  expect(await stripe.chargeSavedMethod({ amountCents: 3995, currency: 'usd', method: once, customer: ann, reference: r1, idempotencyKey: paymentKey(r1) })).toMatchObject({ status: 'succeeded' });

  const always = await saveThroughSetupIntent('pm_card_authenticationRequired');
  const r2 = ref('club');
  const p = await stripe.chargeSavedMethod({ amountCents: 3995, currency: 'usd', method: always, customer: ann, reference: r2, idempotencyKey: paymentKey(r2) });
  expect(p).toMatchObject({ status: 'requires_action', capturedCents: 0, decline: { code: 'authentication_required', message: STRIPE_DECLINE_MESSAGES.authentication_required } });
  expect(p.clientSecret).toBeTruthy();
});

test('a checkout that keeps the card (club, offers) attaches it to the customer for later off-session charges', async () => {
  const p = await pay('pm_card_visa', 4999, { customer: { customerId: 77, email: 'cy@example.com' }, saveForLater: true });
  expect(p.status).toBe('succeeded');
  const pi = pf.account.paymentIntents.get(p.id)!;
  expect(pi.setup_future_usage).toBe('off_session');
  const method = pi.payment_method!;
  const r = ref('offer');
  expect(await stripe.chargeSavedMethod({ amountCents: 1500, currency: 'usd', method, customer: { customerId: 77, email: 'cy@example.com' }, reference: r, idempotencyKey: paymentKey(r) }))
    .toMatchObject({ status: 'succeeded' });
});

test('each brand is its own Stripe account: a payment of one is unknown to the other', async () => {
  const p = await pay('pm_card_visa');
  const ckb = stripeProcessorFor('ckb')!;
  expect(await ckb.getPayment(p.id)).toBeNull();
  expect(env.brands.ckb.account.paymentIntents.size).toBe(0);
});
