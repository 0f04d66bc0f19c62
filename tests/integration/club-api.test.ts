process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, type CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { CLUB_PLANS, insertClubShop, type ClubCustomerIds } from '../helpers/clubPlans';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { addOneMonth } from '../../server/club/rules';

// GET club, POST club/skip, club/pause, club/resume, club/cancel: every transition and refusal,
// login and brand checks, double clicks and two tabs, and what the cart and GET account say after
// each step.

setupTestDatabase('club_api');

const PASSWORD = 'club-password-1';
const PLANS = CLUB_PLANS;
const ids: ClubCustomerIds = { ann: 0, bob: 0, cara: 0, ckbAnn: 0, hal: 0 };

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/** A billing date two weeks ahead, on a day every month has (so moving it a month is exact). */
const NEXT_BILLING = (() => {
  const d = new Date(Date.now() + 14 * 86_400_000);
  d.setUTCDate(Math.min(d.getUTCDate(), 28));
  return isoDate(d);
})();
const month = (date: string) => date.slice(0, 7);

type MembershipValues = { status?: string; paused?: number; overdue?: number; next_billing_date?: string | null; skipped_json?: string; pause_plan_id?: number | null };

/** Replaces the customer's memberships with one (pf's plans unless said otherwise). */
async function setMembership(customerId: number, values: MembershipValues = {}, brand = 'pf') {
  const db = await getDb();
  await db.deleteFrom('club_memberships').where('customer_id', '=', customerId).execute();
  await db.updateTable('customers').set({ cancelled_club_before: 0 }).where('id', '=', customerId).execute();
  await db
    .insertInto('club_memberships')
    .values({
      brand_id: brand, customer_id: customerId, plan_id: brand === 'pf' ? FX.clubPlan : PLANS.ckbMain,
      pause_plan_id: brand === 'pf' ? PLANS.pfPause : PLANS.ckbPause, status: 'active', amount_cents: 4995,
      next_billing_date: NEXT_BILLING, started_at: new Date(Date.now() - 90 * 86_400_000).toISOString(), ...values,
    })
    .execute();
}

const membershipRow = async (customerId: number) =>
  (await getDb()).selectFrom('club_memberships').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').executeTakeFirstOrThrow();

const api = withApiServer(async () => insertClubShop(await getDb(), insertCustomer, ids));
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

type Call = { jar?: CookieJar; fields?: Record<string, string>; host?: string };
const call = (method: 'GET' | 'POST', path: string, opts: Call = {}) => api.request(method, path, opts);

const club = async (jar: CookieJar, host?: string) => {
  const res = await call('GET', 'club', { jar, host });
  expect(res.status).toBe(200);
  return res.body.data.membership;
};
const post = (jar: CookieJar, action: string, fields: Record<string, string> = {}, host?: string) => call('POST', `club/${action}`, { jar, fields, host });
const cart = async (jar: CookieJar, host?: string) => (await call('GET', 'cart', { jar, host })).body.data;
const account = async (jar: CookieJar, host?: string) => (await call('GET', 'account', { jar, host })).body.data;
const CANCEL = { reason: 'too_expensive', comment: 'Lovely leggings, tight budget.' };

describe('login and brand', () => {
  test('a visitor gets 401 from every call', async () => {
    for (const [method, path] of [['GET', 'club'], ['POST', 'club/skip'], ['POST', 'club/pause'], ['POST', 'club/resume'], ['POST', 'club/cancel']] as const) {
      const res = await call(method, path, { fields: method === 'POST' ? { month: month(NEXT_BILLING), ...CANCEL } : undefined });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: ['Please log in to continue.'] });
    }
  });

  test('a brand without a club answers 404 to its logged-in customers', async () => {
    const jar = await loggedIn('hal@example.com', 'hb.localhost');
    for (const [method, path] of [['GET', 'club'], ['POST', 'club/skip'], ['POST', 'club/pause'], ['POST', 'club/resume'], ['POST', 'club/cancel']] as const) {
      const res = await call(method, path, { jar, host: 'hb.localhost', fields: method === 'POST' ? { month: month(NEXT_BILLING), ...CANCEL } : undefined });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: ['This store has no club.'] });
    }
  });

  test('one brand’s session is not logged in on another; each brand sees its own membership', async () => {
    await setMembership(ids.ann);
    await setMembership(ids.ckbAnn, {}, 'ckb');
    const pf = await loggedIn('ann@example.com');
    expect((await call('GET', 'club', { jar: pf, host: 'ckb.localhost' })).status).toBe(401);
    expect((await post(pf, 'pause', {}, 'ckb.localhost')).status).toBe(401);

    const ckb = await loggedIn('ann@example.com', 'ckb.localhost');
    expect((await post(ckb, 'pause', {}, 'ckb.localhost')).body.data.membership).toMatchObject({ status: 'paused', planKey: 'ckb-vip', pauseMonthlyPrice: 7.95 });
    expect((await club(pf)).status).toBe('active');
    expect((await membershipRow(ids.ann)).status).toBe('active');
  });
});

describe('GET club', () => {
  test('one who never joined: null; a member: the membership with what they may do', async () => {
    await (await getDb()).deleteFrom('club_memberships').where('customer_id', '=', ids.bob).execute();
    expect(await club(await loggedIn('bob@example.com'))).toBeNull();

    await setMembership(ids.ann, { skipped_json: '["2020-01"]' });
    expect(await club(await loggedIn('ann@example.com'))).toEqual({
      piecesPerMonth: 1, status: 'active', paused: false, overdue: false, cancelled: false, paypalExpress: false, freeAccessory: false, bonusPiece: false,
      planKey: 'vip-monthly', planName: 'VIP', pausePlanKey: 'vip-pause', amount: 49.95, pauseMonthlyPrice: 9.95, nextCharge: 49.95,
      discountPercentage: 20, nextBillingDate: NEXT_BILLING, nextPrepaidShipDate: null, prepaidMonths: 0,
      skippedMonths: ['2020-01'], upcomingSkippedMonths: [], maxSkipsAhead: 3, skipMonth: month(NEXT_BILLING), skipBlocked: null, unskipMonth: null,
      canSkip: true, canPause: true, canResume: false, canCancel: true, startedAt: expect.any(String), cancelledAt: null, amountDue: null, billingCard: null,
    });
  });

  test('a membership without a pause plan of its own pauses on the brand’s', async () => {
    await setMembership(ids.ann, { pause_plan_id: null });
    const jar = await loggedIn('ann@example.com');
    expect(await club(jar)).toMatchObject({ pausePlanKey: 'vip-pause', pauseMonthlyPrice: 9.95, canPause: true });
    await post(jar, 'pause');
    expect((await membershipRow(ids.ann)).pause_plan_id).toBe(PLANS.pfPause);
  });
});

describe('POST club/skip', () => {
  test('records the next billing month and moves the billing date one month; a second click skips nothing more', async () => {
    await setMembership(ids.ann);
    const jar = await loggedIn('ann@example.com');
    const first = await post(jar, 'skip', { month: month(NEXT_BILLING) });
    expect(first.status).toBe(200);
    const next = addOneMonth(NEXT_BILLING);
    expect(first.body.data).toMatchObject({
      month: month(NEXT_BILLING), changed: true,
      membership: { nextBillingDate: next, skippedMonths: [month(NEXT_BILLING)], upcomingSkippedMonths: [month(NEXT_BILLING)], skipMonth: month(next) },
    });
    const again = await post(jar, 'skip', { month: month(NEXT_BILLING) });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ changed: false, membership: { nextBillingDate: next, skippedMonths: [month(NEXT_BILLING)] } });
    const row = await membershipRow(ids.ann);
    expect(row).toMatchObject({ next_billing_date: next, skipped_json: JSON.stringify([month(NEXT_BILLING)]), status: 'active' });
    // Still a member with member prices.
    expect(await cart(jar)).toMatchObject({ hasClub: true, clubPaused: false, clubDiscountPercentage: 20 });
  });

  test('two tabs clicking at once skip one month', async () => {
    await setMembership(ids.ann);
    const jar = await loggedIn('ann@example.com');
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(jar, 'skip', { month: month(NEXT_BILLING) })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.data.changed)).toHaveLength(1);
    expect(await membershipRow(ids.ann)).toMatchObject({ next_billing_date: addOneMonth(NEXT_BILLING), skipped_json: JSON.stringify([month(NEXT_BILLING)]) });
  });

  test('at most 3 months ahead; the 4th is a 400 that suggests pausing', async () => {
    await setMembership(ids.ann);
    const jar = await loggedIn('ann@example.com');
    let date = NEXT_BILLING;
    const skipped: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post(jar, 'skip', { month: month(date) });
      expect(res.status).toBe(200);
      skipped.push(month(date));
      date = addOneMonth(date);
    }
    const after = await club(jar);
    expect(after).toMatchObject({ nextBillingDate: date, upcomingSkippedMonths: skipped, canSkip: false, skipBlocked: 'limit', skipMonth: null, canPause: true });
    const fourth = await post(jar, 'skip', { month: month(date) });
    expect(fourth.status).toBe(400);
    expect(fourth.body.errors).toEqual(['month: You’ve skipped the next 3 months already, the most you can skip in a row. To take a longer break, pause your membership instead.']);
    expect((await membershipRow(ids.ann)).next_billing_date).toBe(date);
  });

  test('refusals: a malformed or stale month, paused, overdue, cancelled, no membership', async () => {
    await setMembership(ids.ann);
    const jar = await loggedIn('ann@example.com');
    const bad = await post(jar, 'skip', { month: 'July' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['month: Give the month to skip as YYYY-MM.']);
    expect((await post(jar, 'skip', {})).status).toBe(400);
    const stale = await post(jar, 'skip', { month: month(addOneMonth(NEXT_BILLING)) });
    expect(stale.status).toBe(400);
    expect(stale.body.errors[0]).toMatch(/^month: .+ is not your next billing month; .+ is\. Reload the page and try again\.$/);

    await setMembership(ids.ann, { status: 'paused', paused: 1 });
    const paused = await post(jar, 'skip', { month: month(NEXT_BILLING) });
    expect(paused.status).toBe(400);
    expect(paused.body.errors).toEqual(['month: Your membership is paused, so there is no month to skip. Resume it to skip a month.']);

    await setMembership(ids.ann, { overdue: 1 });
    const overdue = await post(jar, 'skip', { month: month(NEXT_BILLING) });
    expect(overdue.status).toBe(400);
    expect(overdue.body.errors[0]).toMatch(/^month: Your last monthly payment didn’t go through/);
    expect(await club(jar)).toMatchObject({ canSkip: false, skipBlocked: 'overdue', canCancel: false, canPause: true });

    await setMembership(ids.ann, { status: 'cancelled', next_billing_date: null });
    const cancelled = await post(jar, 'skip', { month: month(NEXT_BILLING) });
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.errors).toEqual(['club: Your membership is canceled. You can join again from the club page.']);
    expect((await membershipRow(ids.ann)).skipped_json).toBe('[]');

    await (await getDb()).deleteFrom('club_memberships').where('customer_id', '=', ids.bob).execute();
    const none = await post(await loggedIn('bob@example.com'), 'skip', { month: month(NEXT_BILLING) });
    expect(none.status).toBe(404);
    expect(none.body.errors).toEqual(['We couldn’t find a club membership on your account.']);
  });
});

describe('POST club/skip: only a month still to come', () => {
  test('a next billing date already behind (not billed yet) offers no month and refuses its month with a 400 naming it', async () => {
    const past = isoDate(new Date(Date.now() - 3 * 86_400_000));
    await setMembership(ids.ann, { next_billing_date: past });
    const jar = await loggedIn('ann@example.com');
    expect(await club(jar)).toMatchObject({ nextBillingDate: past, canSkip: false, skipMonth: null, skipBlocked: 'billingDatePassed', upcomingSkippedMonths: [] });
    const label = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${past}T00:00:00Z`));
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${past}T00:00:00Z`));
    for (const m of [month(past), month(addOneMonth(past))]) {
      const res = await post(jar, 'skip', { month: m });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([`month: ${label}’s billing date, ${day}, has passed, so it can no longer be skipped. Once it is billed, you can skip a later month.`]);
    }
    expect(await membershipRow(ids.ann)).toMatchObject({ next_billing_date: past, skipped_json: '[]' });
  });

  test('a billing date of today can still be skipped', async () => {
    const today = isoDate(new Date());
    await setMembership(ids.ann, { next_billing_date: today });
    const jar = await loggedIn('ann@example.com');
    expect(await club(jar)).toMatchObject({ canSkip: true, skipMonth: month(today) });
    const res = await post(jar, 'skip', { month: month(today) });
    expect(res.status).toBe(200);
    expect(res.body.data.membership).toMatchObject({ nextBillingDate: addOneMonth(today), upcomingSkippedMonths: [month(today)] });
  });
});

describe('POST club/pause and club/resume', () => {
  test('pause: billing goes on at the pause price on the same date, member prices stop; resume brings them back', async () => {
    await setMembership(ids.ann);
    const jar = await loggedIn('ann@example.com');
    await call('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
    expect((await cart(jar)).items[0].price).toBe(40);

    const paused = await post(jar, 'pause');
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({
      changed: true,
      membership: { status: 'paused', paused: true, nextBillingDate: NEXT_BILLING, nextCharge: 9.95, amount: 49.95, canPause: false, canResume: true, canSkip: false, canCancel: true },
    });
    expect(await membershipRow(ids.ann)).toMatchObject({ status: 'paused', paused: 1, next_billing_date: NEXT_BILLING });
    const during = await cart(jar);
    expect(during).toMatchObject({ hasClub: true, clubPaused: true, clubOverdue: false, clubDiscountPercentage: 0 });
    expect(during.items[0].price).toBe(50);
    expect((await call('POST', 'discount-code', { jar, fields: { code: 'VIPONLY' } })).status).toBe(400);
    expect(await account(jar)).toMatchObject({ club: { member: true, paused: true }, membership: { status: 'paused' } });

    expect((await post(jar, 'pause')).body.data).toMatchObject({ changed: false, membership: { status: 'paused' } });

    const resumed = await post(jar, 'resume');
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ changed: true, membership: { status: 'active', paused: false, nextCharge: 49.95, nextBillingDate: NEXT_BILLING } });
    expect(await membershipRow(ids.ann)).toMatchObject({ status: 'active', paused: 0 });
    const after = await cart(jar);
    expect(after).toMatchObject({ hasClub: true, clubPaused: false, clubDiscountPercentage: 20 });
    expect(after.items[0].price).toBe(40);
    expect((await account(jar)).club).toEqual({ member: true, paused: false });
    expect((await post(jar, 'resume')).body.data).toMatchObject({ changed: false, membership: { status: 'active' } });
  });

  test('an overdue member may pause (and stays overdue); cancelled ones may do neither', async () => {
    await setMembership(ids.ann, { overdue: 1 });
    const jar = await loggedIn('ann@example.com');
    expect((await post(jar, 'pause')).body.data.membership).toMatchObject({ status: 'paused', overdue: true, canResume: true });
    expect(await cart(jar)).toMatchObject({ clubPaused: true, clubOverdue: true });
    expect((await post(jar, 'resume')).body.data.membership).toMatchObject({ status: 'active', overdue: true });

    await setMembership(ids.ann, { status: 'cancelled', next_billing_date: null });
    for (const action of ['pause', 'resume']) {
      const res = await post(jar, action);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['club: Your membership is canceled. You can join again from the club page.']);
    }
  });

  test('two tabs pausing at once: one pause', async () => {
    await setMembership(ids.ann);
    const jar = await loggedIn('ann@example.com');
    const answers = await Promise.all([1, 2, 3].map(() => post(jar, 'pause')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.data.changed)).toHaveLength(1);
  });
});

describe('POST club/cancel', () => {
  test('a reason is required and the comment is at most 1000 characters; nothing changes on a 400', async () => {
    await setMembership(ids.ann);
    const jar = await loggedIn('ann@example.com');
    const none = await post(jar, 'cancel', { comment: 'bye' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual(['reason: Please choose a reason.']);
    const long = await post(jar, 'cancel', { reason: 'other', comment: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual(['comment: Please use at most 1000 characters.']);
    expect((await post(jar, 'cancel', { reason: 'because' })).status).toBe(400);
    expect((await membershipRow(ids.ann)).status).toBe('active');
  });

  test('cancels with the reason and comment; cart and account say so at once; again changes nothing', async () => {
    await setMembership(ids.ann);
    const jar = await loggedIn('ann@example.com');
    await call('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
    const res = await post(jar, 'cancel', CANCEL);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      cancelled: true, cantCancel: false, reason: null, message: null, trackingNumber: null, changed: true,
      membership: { status: 'cancelled', cancelled: true, nextBillingDate: null, nextCharge: null, canSkip: false, canPause: false, canResume: false, canCancel: false, cancelledAt: expect.any(String) },
    });
    expect(await membershipRow(ids.ann)).toMatchObject({ status: 'cancelled', paused: 0, cancel_reason: 'too_expensive', cancel_comment: CANCEL.comment, next_billing_date: null });
    const customer = await (await getDb()).selectFrom('customers').select('cancelled_club_before').where('id', '=', ids.ann).executeTakeFirstOrThrow();
    expect(customer.cancelled_club_before).toBe(1);
    const after = await cart(jar);
    expect(after).toMatchObject({ hasClub: false, clubPaused: false, clubOverdue: false, clubDiscountPercentage: 0, cancelledBefore: true });
    expect(after.items[0].price).toBe(50);
    expect(await account(jar)).toMatchObject({ club: { member: false, paused: false }, membership: { status: 'cancelled' } });

    const again = await post(jar, 'cancel', { reason: 'other', comment: 'changed my mind' });
    expect(again.body.data).toMatchObject({ cancelled: true, changed: false });
    expect((await membershipRow(ids.ann)).cancel_reason).toBe('too_expensive');
  });

  test('a paused membership can be cancelled too', async () => {
    await setMembership(ids.ann, { status: 'paused', paused: 1 });
    const jar = await loggedIn('ann@example.com');
    expect((await post(jar, 'cancel', { reason: 'not_using' })).body.data).toMatchObject({ cancelled: true, membership: { status: 'cancelled', paused: false } });
    expect((await membershipRow(ids.ann)).cancel_comment).toBeNull();
  });

  test('an overdue member cannot cancel until the balance is settled: cantCancel, not an error', async () => {
    await setMembership(ids.ann, { overdue: 1 });
    const jar = await loggedIn('ann@example.com');
    const res = await post(jar, 'cancel', CANCEL);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      cancelled: false, cantCancel: true, reason: 'overdue', trackingNumber: null, changed: false,
      message: 'Your last monthly payment of $49.95 didn’t go through. Once the balance is settled, you can cancel your membership.',
      membership: { status: 'active', overdue: true },
    });
    expect(await membershipRow(ids.ann)).toMatchObject({ status: 'active', cancelled_at: null, cancel_reason: null });
    expect(await cart(jar)).toMatchObject({ hasClub: true, clubOverdue: true, cancelledBefore: false });
  });

  test('names the tracking number while the latest order is shipped and not delivered', async () => {
    const db = await getDb();
    const order = async (status: string, tracking: string | null, daysAgo: number) =>
      db.insertInto('orders').values({
        brand_id: 'pf', customer_id: ids.cara, email: 'cara@example.com', status, subtotal_cents: 5000, total_cents: 5000,
        tracking_number: tracking, created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      }).execute();
    await order('delivered', '9400TRACKOLD', 20);
    await order('shipped', '9400TRACKNEW', 2);
    await setMembership(ids.cara);
    const jar = await loggedIn('cara@example.com');
    expect((await post(jar, 'cancel', CANCEL)).body.data).toMatchObject({ cancelled: true, trackingNumber: '9400TRACKNEW' });

    await db.updateTable('orders').set({ status: 'delivered' }).where('tracking_number', '=', '9400TRACKNEW').execute();
    await setMembership(ids.cara);
    expect((await post(jar, 'cancel', CANCEL)).body.data).toMatchObject({ cancelled: true, trackingNumber: null });
  });

  test('two tabs cancelling at once: one cancellation', async () => {
    await setMembership(ids.ann);
    const jar = await loggedIn('ann@example.com');
    const answers = await Promise.all([1, 2, 3].map(() => post(jar, 'cancel', CANCEL)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.data.changed)).toHaveLength(1);
  });

  test('a cancelled member joins again through checkout: a new active membership', async () => {
    await setMembership(ids.ann, { status: 'cancelled', next_billing_date: null });
    const jar = await loggedIn('ann@example.com');
    expect((await cart(jar)).hasClub).toBe(false);
    await call('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
    expect((await call('POST', 'cart/club', { jar, fields: { join: 'true' } })).status).toBe(200);
    const token = (await call('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
    const placed = await call('POST', 'checkout', {
      jar,
      fields: { clubConsent: 'true',
        idempotencyKey: `club-rejoin-${Date.now()}`, paymentMethod: 'card', paymentToken: token, email: 'ann@example.com', shippingName: 'Ann Lee',
        shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100',
      },
    });
    expect(placed.status).toBe(200);
    const rows = await (await getDb()).selectFrom('club_memberships').select('status').where('customer_id', '=', ids.ann).orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'active']);
    expect(await club(jar)).toMatchObject({ status: 'active', canSkip: true, canCancel: true, nextBillingDate: expect.any(String) });
    expect(await cart(jar)).toMatchObject({ hasClub: true, clubDiscountPercentage: 20 });
    expect((await account(jar)).club).toEqual({ member: true, paused: false });
  });

  test('a paused member who buys the club again is resumed, not given a second membership', async () => {
    await setMembership(ids.ann, { status: 'paused', paused: 1 });
    const jar = await loggedIn('ann@example.com');
    await call('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
    await call('POST', 'cart/club', { jar, fields: { join: 'true' } });
    const token = (await call('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
    const placed = await call('POST', 'checkout', {
      jar,
      fields: { clubConsent: 'true',
        idempotencyKey: `club-resume-${Date.now()}`, paymentMethod: 'card', paymentToken: token, email: 'ann@example.com', shippingName: 'Ann Lee',
        shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100',
      },
    });
    expect(placed.status).toBe(200);
    const rows = await (await getDb()).selectFrom('club_memberships').select(['status', 'paused']).where('customer_id', '=', ids.ann).execute();
    expect(rows).toEqual([{ status: 'active', paused: 0 }]);
  });
});

describe('hostile input', () => {
  test('never a 500, over multipart and JSON', async () => {
    await setMembership(ids.ann);
    const jar = await loggedIn('ann@example.com');
    const weird = ['', ' ', '\u0000', 'x'.repeat(100_000), '{"$ne":null}', "' OR 1=1 --", '🙂'.repeat(300), '\ud800', '2025-07\u0000'];
    for (const value of weird) {
      for (const [action, fields] of [['skip', { month: value }], ['cancel', { reason: value, comment: value }]] as const) {
        const res = await post(jar, action, fields);
        expect([200, 400]).toContain(res.status);
      }
    }
    for (const action of ['skip', 'cancel']) {
      const res = await api.request('POST', `club/${action}`, { jar, json: { month: ['2025-07'], reason: { nested: 'x' }, comment: 5 } });
      expect(res.status).toBe(400);
    }
    expect((await membershipRow(ids.ann)).status).toBe('active');
    // A NUL is refused (any field of any route); a comment with control characters and broken surrogates is stored cleaned, on SQLite and PostgreSQL alike.
    const nul = await api.request('POST', 'club/cancel', { jar, json: { reason: 'other', comment: 'a\u0000b' } });
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toEqual(['comment: contains a character that is not allowed']);
    expect((await api.request('POST', 'club/cancel', { jar, json: { reason: 'other', comment: 'a\u0001b\ud800c' } })).status).toBe(200);
    expect((await membershipRow(ids.ann)).cancel_comment).toBe('abc');
  });
});
