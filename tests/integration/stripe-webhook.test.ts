/**
 * POST api.php/payments/stripe-webhook: Stripe's signed events, delivered by the stand-in
 * (tests/helpers/stripe) as Stripe delivers them, applied to the brand's orders (SQLite, PostgreSQL).
 */
import { setupTestDatabase } from '../helpers/testDb';
import { startApiServer, type TestApi } from '../helpers/apiServer';
import { stripeForBrands, type StripeBrand } from '../helpers/stripe/shop';
import type { StripeStandIn } from '../helpers/stripe/server';
import { stripeSignature } from '../helpers/stripe/webhooks';
import type { StripeEvent } from '../helpers/stripe/objects';
import { getDb } from '../../server/db';
import { nowIso } from '../../server/db/tx';
import { paymentKey, type PaymentReference } from '../../server/payments/processor';
import { stripeProcessorFor } from '../../server/payments/stripe/factory';
import { WEBHOOK_MESSAGES } from '../../server/payments/stripe/webhook';

setupTestDatabase('stripe_webhook');

let api: TestApi;
let env: Awaited<ReturnType<typeof stripeForBrands>>;
let standIn: StripeStandIn;
let pf: StripeBrand;
let n = 0;

beforeAll(async () => {
  await getDb();
  api = await startApiServer();
  env = await stripeForBrands('pf');
  standIn = env.standIn;
  pf = env.brands.pf;
  standIn.setWebhook(pf.account, { url: `${api.url}/api.php/payments/stripe-webhook?host=pf.localhost`, secret: pf.webhookSecret });
});
afterAll(async () => {
  await env.stop();
  await api.close();
});

/** An order paid through Stripe as checkout records it: the order, and its payment naming the PaymentIntent. */
async function stripeOrder(method: string, capture: 'automatic' | 'manual' = 'automatic') {
  const db = await getDb();
  const order = await db.insertInto('orders').values({
    brand_id: 'pf', customer_id: null, session_id: null, parent_order_id: null, email: 'ann@example.com', status: 'paid',
    subtotal_cents: 4999, total_cents: 4999, discount_code: null, tracking_number: null, payment_token: null, idempotency_key: `wh-${++n}`, created_at: nowIso(),
    club_consent_at: null, club_terms_version: null, club_consent_text: null,
  }).returning('id').executeTakeFirstOrThrow();
  const reference: PaymentReference = { kind: 'order', id: String(order.id), brandId: 'pf' };
  const state = await stripeProcessorFor('pf')!.createPayment({ amountCents: 4999, currency: 'usd', method, capture, reference, idempotencyKey: paymentKey(reference) });
  await db.insertInto('payments').values({
    order_id: Number(order.id), gateway: 'stripe', charge_id: state.id, token: method, amount_cents: 4999, status: state.status, idempotency_key: paymentKey(reference), created_at: nowIso(),
  }).execute();
  return { orderId: Number(order.id), state };
}

const paymentStatus = async (pi: string) =>
  (await (await getDb()).selectFrom('payments').select('status').where('charge_id', '=', pi).executeTakeFirstOrThrow()).status;

const eventsOf = (pi: string, type?: string): StripeEvent[] =>
  pf.account.events.filter((e) => {
    const o = e.data.object as { id?: string; payment_intent?: string };
    return (o.id === pi || o.payment_intent === pi) && (!type || e.type === type);
  });

const deliver = (e: StripeEvent, o?: Parameters<StripeStandIn['deliver']>[2]) => standIn.deliver(pf.account, e, o);

test('a signed event is taken; the payment completed with 3-D Secure is recorded as succeeded', async () => {
  const { state } = await stripeOrder('pm_card_authenticationRequired');
  expect(await paymentStatus(state.id)).toBe('requires_action');
  pf.account.authenticate(state.id, 'succeed');
  const succeeded = eventsOf(state.id, 'payment_intent.succeeded')[0];
  const d = await deliver(succeeded);
  expect(d.status).toBe(200);
  expect(JSON.parse(d.body)).toEqual({ data: { received: true, duplicate: false } });
  expect(await paymentStatus(state.id)).toBe('succeeded');
});

test('the same event delivered again is taken but has no second effect', async () => {
  const { state } = await stripeOrder('pm_card_visa');
  const e = eventsOf(state.id, 'payment_intent.succeeded')[0];
  expect(JSON.parse((await deliver(e)).body).data).toEqual({ received: true, duplicate: false });
  expect(JSON.parse((await deliver(e)).body).data).toEqual({ received: true, duplicate: true });
  const rows = await (await getDb()).selectFrom('processor_events').selectAll().where('event_id', '=', e.id).execute();
  expect(rows).toEqual([expect.objectContaining({ brand_id: 'pf', type: 'payment_intent.succeeded', payment_id: state.id })]);
});

test('out of order: a late requires_action or failure never moves a succeeded payment back', async () => {
  const { state } = await stripeOrder('pm_card_authenticationRequired');
  const early = eventsOf(state.id, 'payment_intent.requires_action')[0];
  pf.account.authenticate(state.id, 'succeed');
  await deliver(eventsOf(state.id, 'payment_intent.succeeded')[0]);
  expect(await paymentStatus(state.id)).toBe('succeeded');
  expect((await deliver(early)).status).toBe(200);
  expect(await paymentStatus(state.id)).toBe('succeeded');
});

test('a failed 3-D Secure challenge is recorded as declined; an authorization cancelled in Stripe as canceled', async () => {
  const failed = await stripeOrder('pm_card_authenticationRequired');
  pf.account.authenticate(failed.state.id, 'fail');
  await deliver(eventsOf(failed.state.id, 'payment_intent.payment_failed')[0]);
  expect(await paymentStatus(failed.state.id)).toBe('declined');

  const held = await stripeOrder('pm_card_visa', 'manual');
  expect(await paymentStatus(held.state.id)).toBe('authorized');
  await stripeProcessorFor('pf')!.cancelPayment(held.state.id, 'cancel-1');
  await deliver(eventsOf(held.state.id, 'payment_intent.canceled')[0]);
  expect(await paymentStatus(held.state.id)).toBe('canceled');
});

test('a dispute is recorded once and only moves forward', async () => {
  const { state } = await stripeOrder('pm_card_visa');
  const dispute = pf.account.dispute(state.id);
  const created = pf.account.events.at(-1)!;
  expect(created.type).toBe('charge.dispute.created');
  await deliver(created);
  await deliver(created);
  const closed: StripeEvent = { ...created, id: `${created.id}_closed`, type: 'charge.dispute.closed', data: { object: { ...dispute, status: 'lost' } } };
  await deliver(closed);
  const reopened: StripeEvent = { ...created, id: `${created.id}_late`, type: 'charge.dispute.updated', data: { object: { ...dispute, status: 'needs_response' } } };
  await deliver(reopened);
  const rows = await (await getDb()).selectFrom('payment_disputes').selectAll().where('payment_id', '=', state.id).execute();
  expect(rows).toEqual([expect.objectContaining({ dispute_id: dispute.id, brand_id: 'pf', amount_cents: 4999, reason: 'fraudulent', status: 'lost' })]);
});

test('a bad signature, a stale one, a tampered body, another secret or none: 400 and nothing applied', async () => {
  const { state } = await stripeOrder('pm_card_authenticationRequired');
  pf.account.authenticate(state.id, 'succeed');
  const e = eventsOf(state.id, 'payment_intent.succeeded')[0];
  const payload = JSON.stringify(e);
  const tries = [
    await deliver(e, { signature: 't=1,v1=deadbeef' }),
    await deliver(e, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    await deliver(e, { tamper: (p) => p.replace('"succeeded"', '"canceled"') }),
    await deliver(e, { signature: stripeSignature(payload, 'whsec_someoneelse') }),
  ];
  for (const d of tries) {
    expect(d.status).toBe(400);
    expect(JSON.parse(d.body)).toEqual({ errors: [WEBHOOK_MESSAGES.badSignature] });
  }
  const unsigned = await api.request('POST', 'payments/stripe-webhook', { raw: { contentType: 'application/json', body: payload } });
  expect(unsigned.status).toBe(400);
  expect(unsigned.body.errors).toEqual([WEBHOOK_MESSAGES.noSignature]);
  expect(await paymentStatus(state.id)).toBe('requires_action');
  expect(await (await getDb()).selectFrom('processor_events').select('event_id').where('event_id', '=', e.id).executeTakeFirst()).toBeUndefined();
});

test('a brand without Stripe answers 404; events are verified with the brand of the host they are sent to', async () => {
  const { state } = await stripeOrder('pm_card_visa');
  const e = eventsOf(state.id, 'payment_intent.succeeded')[0];
  const payload = JSON.stringify(e);
  const res = await api.request('POST', 'payments/stripe-webhook', {
    host: 'ckb.localhost', raw: { contentType: 'application/json', body: payload }, headers: { 'Stripe-Signature': stripeSignature(payload, pf.webhookSecret) },
  });
  expect(res.status).toBe(404);
  expect(res.body.errors).toEqual([WEBHOOK_MESSAGES.notConfigured]);
});

test('automatic delivery of every event as it happens: refunds and all land on one final state', async () => {
  standIn.setWebhook(pf.account, { url: `${api.url}/api.php/payments/stripe-webhook?host=pf.localhost`, secret: pf.webhookSecret }, true);
  try {
    const { state } = await stripeOrder('pm_card_visa');
    await stripeProcessorFor('pf')!.refundPayment({ paymentId: state.id, amountCents: 999, idempotencyKey: `${state.idempotencyKey}:refund:1` });
    await standIn.settled();
    const mine = standIn.deliveries.filter((d) => eventsOf(state.id).some((e) => e.id === d.eventId));
    expect(mine.map((d) => d.status).every((s) => s === 200)).toBe(true);
    expect(mine.map((d) => d.type)).toEqual(expect.arrayContaining(['payment_intent.succeeded', 'charge.refunded']));
    expect(await paymentStatus(state.id)).toBe('succeeded');
  } finally {
    standIn.setWebhook(pf.account, { url: `${api.url}/api.php/payments/stripe-webhook?host=pf.localhost`, secret: pf.webhookSecret }, false);
  }
});
