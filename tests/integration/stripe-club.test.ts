process.env.SKIP_SEED = '1';
/**
 * Club billing on a brand on Stripe (the stand-in): the monthly charge goes off session to the saved
 * card; a bank that asks for the member's confirmation makes it a decline with a mail asking them to
 * confirm, and POST club/settle then charges on session, answers the confirmation to run in Stripe.js,
 * and settles once the member has confirmed (SQLite, PostgreSQL).
 */
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { insertClubShop, type ClubCustomerIds } from '../helpers/clubPlans';
import { createMethodInBrowser, withStripeBrand } from '../helpers/stripe/shop';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { billDueMemberships } from '../../server/club/billing';
import { processorFor } from '../../server/payments/processors';
import { SETTLE_PAYMENT_UNKNOWN } from '../../server/club/settle';

setupTestDatabase('stripe_club');

const PASSWORD = 'stripe-club-password-1';
const ids: ClubCustomerIds = { ann: 0, bob: 0, cara: 0, ckbAnn: 0, hal: 0 };
const api = withApiServer(async () => insertClubShop(await getDb(), insertCustomer, ids));
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

const stripe = withStripeBrand('pf');

const TODAY = new Date().toISOString().slice(0, 10);

/** A membership due today, and the member's default card saved at Stripe (attached to their Stripe Customer). */
async function memberWithStripeCard(customerId: number, email: string, number: string): Promise<number> {
  const db = await getDb();
  await db.deleteFrom('club_charges').execute();
  await db.deleteFrom('club_memberships').where('customer_id', '=', customerId).execute();
  await db.deleteFrom('payment_methods').where('customer_id', '=', customerId).execute();
  const method = await createMethodInBrowser(stripe.standIn, stripe.brand.publishableKey, { type: 'card', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '2099', 'card[cvc]': '123' });
  const kept = await processorFor('pf').savePaymentMethod({ method, customer: { customerId, email }, idempotencyKey: `club-test:${method}` });
  await db.insertInto('payment_methods').values({
    customer_id: customerId, gateway_token: kept.method, card_brand: kept.brand, last4: kept.last4, exp_month: kept.expMonth, exp_year: kept.expYear, is_default: 1, created_at: new Date().toISOString(),
  }).execute();
  const row = await db.insertInto('club_memberships').values({
    brand_id: 'pf', customer_id: customerId, plan_id: FX.clubPlan, pause_plan_id: null, status: 'active', amount_cents: 4995,
    next_billing_date: TODAY, started_at: new Date(Date.now() - 90 * 86_400_000).toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

const membership = async (id: number) => (await getDb()).selectFrom('club_memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const chargesOf = async (id: number) => (await getDb()).selectFrom('club_charges').selectAll().where('membership_id', '=', id).execute();

test('without authentication: the month is charged off session to the saved card at Stripe', async () => {
  const id = await memberWithStripeCard(ids.bob, 'bob@example.com', '4242424242424242');
  const summary = await billDueMemberships(await getDb());
  expect(summary.charged).toBeGreaterThanOrEqual(1);
  expect((await chargesOf(id)).map((c) => c.status)).toEqual(['paid']);
  const offSession = stripe.standIn.requests.filter((r) => r.path === '/v1/payment_intents' && r.params.off_session === 'true');
  expect(offSession.length).toBeGreaterThanOrEqual(1);
});

test('a bank asking for confirmation: declined off session with a mail to confirm; club/settle runs the confirmation, then settles once', async () => {
  const id = await memberWithStripeCard(ids.ann, 'ann@example.com', '4000002760003184');
  await billDueMemberships(await getDb());
  expect((await membership(id)).overdue).toBe(1);
  const [declined] = await chargesOf(id);
  expect(declined).toMatchObject({ status: 'declined', failure: 'authentication_required' });
  const mail = await (await getDb()).selectFrom('email_outbox').select(['subject']).where('to_email', '=', 'ann@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(mail.subject).toMatch(/please confirm your .* payment/);

  const jar = await loggedIn('ann@example.com');
  const first = await api.request('POST', 'club/settle', { jar });
  expect(first.status).toBe(200);
  const action = first.body.data.requiresAction;
  expect(action).toMatchObject({ publishableKey: stripe.brand.publishableKey, paymentId: expect.stringMatching(/^pi_/) });
  expect(first.body.data.changed).toBe(false);
  expect((await membership(id)).overdue).toBe(1);

  // Another payment's id does not settle this balance.
  const other = await api.request('POST', 'club/settle', { jar, fields: { paymentId: 'pi_not_this_one' } });
  expect(other.status).toBe(400);
  expect(other.body.errors).toContain(SETTLE_PAYMENT_UNKNOWN);

  stripe.brand.account.authenticate(action.paymentId, 'succeed');
  const done = await api.request('POST', 'club/settle', { jar, fields: { paymentId: action.paymentId } });
  expect(done.status).toBe(200);
  expect(done.body.data).toMatchObject({ changed: true, charged: 49.95 });
  expect((await membership(id)).overdue).toBe(0);
  expect((await chargesOf(id)).map((c) => [c.status, c.attempts])).toEqual([['paid', 2]]);
  // Pressed again: nothing more is charged.
  const again = await api.request('POST', 'club/settle', { jar, fields: { paymentId: action.paymentId } });
  expect(again.body.data.changed).toBe(false);
});
