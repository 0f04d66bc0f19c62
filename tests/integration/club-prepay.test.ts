process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { CLUB_PLANS, insertClubShop, type ClubCustomerIds } from '../helpers/clubPlans';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { billDueMemberships } from '../../server/club/billing';
import { getGateway } from '../../server/payments';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { openOutboxBody } from '../../server/mail/seal';

// Prepaid plans sold (issue 36): a member pays 3 or 6 months ahead at a discount on the club's card;
// those billing dates ship their piece without a charge; a membership that ends early gets the unused
// months back; nothing is charged twice and a decline records nothing.

setupTestDatabase('club_prepay');

const PASSWORD = 'prepay-password-1';
const ids: ClubCustomerIds = { ann: 0, bob: 0, cara: 0, ckbAnn: 0, hal: 0 };
const api = withApiServer(async () => insertClubShop(await getDb(), insertCustomer, ids));
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function member(customerId: number, billingIn: number, values: Record<string, unknown> = {}): Promise<number> {
  const db = await getDb();
  await db.deleteFrom('club_prepayments').execute();
  await db.deleteFrom('club_charges').execute();
  await db.deleteFrom('club_memberships').execute();
  const row = await db.insertInto('club_memberships').values({
    brand_id: 'pf', customer_id: customerId, plan_id: FX.clubPlan, pause_plan_id: CLUB_PLANS.pfPause, status: 'active', amount_cents: 4995,
    next_billing_date: day(billingIn), started_at: new Date(Date.now() - 90 * 86_400_000).toISOString(), ...values,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

async function card(customerId: number, number: string) {
  const db = await getDb();
  await db.deleteFrom('payment_methods').where('customer_id', '=', customerId).execute();
  const c = getGateway().tokenize({ number, expMonth: '12', expYear: '2099', cvc: '123', name: 'Ann Lee' });
  await db.insertInto('payment_methods').values({ customer_id: customerId, gateway_token: c.token, card_brand: c.brand, last4: c.last4, exp_month: 12, exp_year: 2099, is_default: 1, created_at: new Date().toISOString() }).execute();
}

test('a member buys 3 months ahead: charged once at the plan’s price, the dates ship without a charge, mailed', async () => {
  const id = await member(ids.ann, 0);
  await card(ids.ann, TEST_CARDS.approve);
  const jar = await loggedIn('ann@example.com');
  const options = (await api.request('GET', 'club/prepay', { jar })).body.data;
  expect(options).toMatchObject({ unavailable: null, monthsLeft: 0, card: { brand: 'visa', last4: '4242' } });
  expect(options.plans[0]).toEqual({ months: 3, percentOff: 10, price: 134.87, perMonth: 44.96, shipsOn: [day(0), expect.any(String), expect.any(String)] });

  const bought = await api.request('POST', 'club/prepay', { jar, fields: { months: '3' } });
  expect(bought.status).toBe(200);
  expect(bought.body.data).toMatchObject({ changed: true, charged: 134.87, months: 3, membership: { prepaidMonths: 3, nextPrepaidShipDate: day(0) } });
  // Again (a double click, another tab): nothing more.
  expect((await api.request('POST', 'club/prepay', { jar, fields: { months: '3' } })).body.data).toMatchObject({ changed: false, charged: null });
  expect((await api.request('GET', 'club/prepay', { jar })).body.data).toMatchObject({ unavailable: 'prepaid', monthsLeft: 3, plans: [] });
  const db = await getDb();
  expect(await db.selectFrom('club_prepayments').select(['months', 'amount_cents']).where('membership_id', '=', id).execute()).toEqual([{ months: 3, amount_cents: 13487 }]);
  const mail = (await db.selectFrom('email_outbox').selectAll().where('subject', 'like', '%3 prepaid%').execute()).map((m) => openOutboxBody(m));
  expect(mail[0].body_text).toContain('We charged $134.87 to your Visa ending in 4242 for 3 months');

  // Today's billing date: its piece ships, nothing charged, one prepaid month used.
  expect(await billDueMemberships(db)).toMatchObject({ prepaid: 1, charged: 0, chargedCents: 0 });
  expect(await db.selectFrom('club_memberships').select('prepaid_months').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ prepaid_months: 2 });

  // Cancelled with two months left: their share comes back, once.
  const cancelled = await api.request('POST', 'club/cancel', { jar, fields: { reason: 'other' } });
  expect(cancelled.body.data.cancelled).toBe(true);
  expect(await db.selectFrom('club_prepayments').select('refunded_cents').where('membership_id', '=', id).executeTakeFirstOrThrow()).toEqual({ refunded_cents: 8991 });
  expect(await db.selectFrom('club_memberships').select('prepaid_months').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ prepaid_months: 0 });
});

test('a declined card records nothing; bad input 400; paused, overdue or signed out cannot buy', async () => {
  await member(ids.bob, 10);
  await card(ids.bob, TEST_CARDS.decline);
  const jar = await loggedIn('bob@example.com');
  const declined = await api.request('POST', 'club/prepay', { jar, fields: { months: '6' } });
  expect(declined.status).toBe(402);
  expect(declined.body.errors[0]).toMatch(/so nothing was charged\. Please try another card\.$/);
  expect(await (await getDb()).selectFrom('club_prepayments').selectAll().execute()).toEqual([]);
  expect((await api.request('POST', 'club/prepay', { jar, fields: { months: '4' } })).body.errors).toEqual(['months: choose one of the prepaid plans shown']);
  expect((await api.request('POST', 'club/prepay', { jar, fields: { months: 'lots' } })).status).toBe(400);

  await member(ids.bob, 10, { status: 'paused', paused: 1 });
  expect((await api.request('GET', 'club/prepay', { jar })).body.data).toMatchObject({ unavailable: 'paused', plans: [] });
  expect((await api.request('POST', 'club/prepay', { jar, fields: { months: '3' } })).body.data).toMatchObject({ changed: false });
  await member(ids.bob, 10, { overdue: 1 });
  expect((await api.request('GET', 'club/prepay', { jar })).body.data.unavailable).toBe('overdue');
  expect((await api.request('GET', 'club/prepay')).status).toBe(401);
});
