process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, type CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { CLUB_PLANS, insertClubShop, type ClubCustomerIds } from '../helpers/clubPlans';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { billDueMemberships, type BillingSummary } from '../../server/club/billing';
import { getGateway } from '../../server/payments';
import { sandboxProcessor } from '../../server/payments/processors';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { addOneMonth, billingDateLabel, dayIn, monthOf, shiftMonth } from '../../lib/club/months';

// The club's monthly billing run (billDueMemberships) and POST club/settle: what is due, skipped
// months, the pause price, declines and missing cards making a member overdue, a billing date
// charged once however often (or however many at once) the run goes, and an overdue member paying
// the balance: paid, declined, nothing due, login, brand and ownership checks, double clicks.

setupTestDatabase('club_billing');

const PASSWORD = 'billing-password-1';
const PLANS = CLUB_PLANS;
const ids: ClubCustomerIds = { ann: 0, bob: 0, cara: 0, ckbAnn: 0, hal: 0 };

const TODAY = new Date().toISOString().slice(0, 10);
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const NOTHING: BillingSummary = { charged: 0, skipped: 0, declined: 0, noCard: 0, errors: 0, chargedCents: 0, noPiece: 0, prepaid: 0 };

type MembershipValues = { status?: string; paused?: number; overdue?: number; next_billing_date?: string | null; skipped_json?: string };

/** Replaces every membership and charge with this customer's one membership (pf's plans unless said otherwise). */
async function onlyMembership(customerId: number, values: MembershipValues = {}, brand = 'pf'): Promise<number> {
  const db = await getDb();
  await db.deleteFrom('club_charges').execute();
  await db.deleteFrom('club_memberships').execute();
  return addMembership(customerId, values, brand);
}

async function addMembership(customerId: number, values: MembershipValues = {}, brand = 'pf'): Promise<number> {
  const db = await getDb();
  const row = await db
    .insertInto('club_memberships')
    .values({
      brand_id: brand, customer_id: customerId, plan_id: brand === 'pf' ? FX.clubPlan : PLANS.ckbMain,
      pause_plan_id: brand === 'pf' ? PLANS.pfPause : PLANS.ckbPause, status: 'active', amount_cents: brand === 'pf' ? 4995 : 3995,
      next_billing_date: TODAY, started_at: new Date(Date.now() - 90 * 86_400_000).toISOString(), ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Saves a sandbox card for the customer (tokenized as the browser would); answers its id. */
async function addCard(customerId: number, number: string, o: { isDefault?: boolean; expYear?: number } = {}): Promise<number> {
  const card = getGateway().tokenize({ number, expMonth: '12', expYear: '2099', cvc: '123', name: 'Ann Lee' });
  const row = await (await getDb())
    .insertInto('payment_methods')
    .values({
      customer_id: customerId, gateway_token: card.token, card_brand: card.brand, last4: card.last4, exp_month: 12, exp_year: o.expYear ?? 2099,
      is_default: o.isDefault === false ? 0 : 1, created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function clearCards() {
  await (await getDb()).deleteFrom('payment_methods').execute();
}

const membershipRow = async (id: number) => (await getDb()).selectFrom('club_memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const charges = async (membershipId: number) =>
  (await getDb()).selectFrom('club_charges').selectAll().where('membership_id', '=', membershipId).orderBy('billing_date').execute();

const api = withApiServer(async () => insertClubShop(await getDb(), insertCustomer, ids));
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

const settle = (jar: CookieJar | undefined, fields: Record<string, string> = {}, host?: string) => api.request('POST', 'club/settle', { jar, fields, host });
const club = async (jar: CookieJar) => (await api.request('GET', 'club', { jar })).body.data.membership;
const run = async () => billDueMemberships(await getDb());

let charge: jest.SpyInstance;
beforeEach(async () => {
  await clearCards();
  charge = jest.spyOn(sandboxProcessor(), 'chargeSavedMethod');
});
afterEach(() => charge.mockRestore());

describe('the billing run', () => {
  test('charges what is due on the default card and moves the date a month; leaves the rest alone', async () => {
    const ann = await onlyMembership(ids.ann);
    const ckb = await addMembership(ids.ckbAnn, {}, 'ckb');
    const later = await addMembership(ids.bob, { next_billing_date: TOMORROW });
    const overdue = await addMembership(ids.cara, { overdue: 1, next_billing_date: '2020-01-15' });
    await addMembership(ids.cara, { status: 'cancelled', next_billing_date: '2020-01-15' });
    await addCard(ids.ann, TEST_CARDS.approve);
    await addCard(ids.ckbAnn, TEST_CARDS.approve);
    await addCard(ids.bob, TEST_CARDS.approve);
    await addCard(ids.cara, TEST_CARDS.approve);

    expect(await run()).toEqual({ ...NOTHING, charged: 2, chargedCents: 4995 + 3995 });
    expect(await charges(ann)).toEqual([
      expect.objectContaining({
        billing_date: TODAY, amount_cents: 4995, status: 'paid', gateway_charge_id: expect.stringMatching(/^pay_sb_/), failure: null, card_brand: 'visa',
        last4: '4242', attempts: 1, brand_id: 'pf', customer_id: ids.ann, paid_at: expect.any(String),
      }),
    ]);
    expect(await membershipRow(ann)).toMatchObject({ next_billing_date: addOneMonth(TODAY), overdue: 0, status: 'active' });
    expect(await charges(ckb)).toEqual([expect.objectContaining({ amount_cents: 3995, status: 'paid', brand_id: 'ckb' })]);
    expect(charge).toHaveBeenCalledWith(expect.objectContaining({ amountCents: 4995, idempotencyKey: `club:${ann}:${TODAY}` }));
    expect(await charges(later)).toEqual([]);
    expect(await charges(overdue)).toEqual([]);
    expect((await membershipRow(later)).next_billing_date).toBe(TOMORROW);
    expect(charge).toHaveBeenCalledTimes(2);
  });

  test('a skipped month is not charged: the date just moves on', async () => {
    const ann = await onlyMembership(ids.ann, { skipped_json: JSON.stringify([monthOf(TODAY)]) });
    await addCard(ids.ann, TEST_CARDS.approve);
    expect(await run()).toEqual({ ...NOTHING, skipped: 1 });
    expect(await charges(ann)).toEqual([]);
    expect((await membershipRow(ann)).next_billing_date).toBe(addOneMonth(TODAY));
    expect(charge).not.toHaveBeenCalled();
  });

  test('a paused membership pays the pause plan’s price', async () => {
    const ann = await onlyMembership(ids.ann, { status: 'paused', paused: 1 });
    await addCard(ids.ann, TEST_CARDS.approve);
    expect(await run()).toEqual({ ...NOTHING, charged: 1, chargedCents: 995 });
    expect(await charges(ann)).toEqual([expect.objectContaining({ amount_cents: 995, status: 'paid' })]);
    expect(await membershipRow(ann)).toMatchObject({ status: 'paused', next_billing_date: addOneMonth(TODAY) });
  });

  test('a run missed for months catches up one billing date at a time', async () => {
    const first = dayIn(shiftMonth(monthOf(TODAY), -2), 1);
    const ann = await onlyMembership(ids.ann, { next_billing_date: first });
    await addCard(ids.ann, TEST_CARDS.approve);
    expect(await run()).toEqual({ ...NOTHING, charged: 3, chargedCents: 3 * 4995 });
    expect((await charges(ann)).map((c) => c.billing_date)).toEqual([first, addOneMonth(first), addOneMonth(addOneMonth(first))]);
    expect((await membershipRow(ann)).next_billing_date).toBe(dayIn(shiftMonth(monthOf(TODAY), 1), 1));
  });

  test('a declined card makes the member overdue; the date stays and the next run leaves it', async () => {
    const ann = await onlyMembership(ids.ann);
    await addCard(ids.ann, TEST_CARDS.decline);
    expect(await run()).toEqual({ ...NOTHING, declined: 1 });
    expect(await charges(ann)).toEqual([
      expect.objectContaining({ billing_date: TODAY, amount_cents: 4995, status: 'declined', failure: 'card_declined', gateway_charge_id: null, last4: '0002', paid_at: null }),
    ]);
    expect(await membershipRow(ann)).toMatchObject({ overdue: 1, next_billing_date: TODAY });
    const jar = await loggedIn('ann@example.com');
    expect(await club(jar)).toMatchObject({ overdue: true, amountDue: 49.95, canSkip: false, canCancel: false, billingCard: { brand: 'visa', last4: '0002' } });

    expect(await run()).toEqual(NOTHING);
    expect(charge).toHaveBeenCalledTimes(1);
  });

  test('no usable card (none, or the default has expired) makes the member overdue too', async () => {
    const ann = await onlyMembership(ids.ann);
    expect(await run()).toEqual({ ...NOTHING, noCard: 1 });
    expect(await charges(ann)).toEqual([expect.objectContaining({ status: 'declined', failure: 'no_card', last4: null, amount_cents: 4995 })]);
    expect(await membershipRow(ann)).toMatchObject({ overdue: 1, next_billing_date: TODAY });

    const bob = await onlyMembership(ids.bob);
    await addCard(ids.bob, TEST_CARDS.approve, { expYear: 2020 });
    await addCard(ids.bob, TEST_CARDS.approve, { isDefault: false });
    expect(await run()).toEqual({ ...NOTHING, noCard: 1 });
    expect(await membershipRow(bob)).toMatchObject({ overdue: 1 });
    expect(charge).not.toHaveBeenCalled();
  });

  test('a saved token the gateway no longer accepts is a decline, not an error', async () => {
    const ann = await onlyMembership(ids.ann);
    const card = await addCard(ids.ann, TEST_CARDS.approve);
    await (await getDb()).updateTable('payment_methods').set({ gateway_token: 'tok_from_another_gateway' }).where('id', '=', card).execute();
    expect(await run()).toEqual({ ...NOTHING, declined: 1 });
    expect(await charges(ann)).toEqual([expect.objectContaining({ status: 'declined', failure: 'invalid_card', last4: '4242' })]);
    expect(await membershipRow(ann)).toMatchObject({ overdue: 1 });
    const res = await settle(await loggedIn('ann@example.com'));
    expect(res.status).toBe(402);
    expect(res.body.errors).toEqual(['This card can no longer be charged, so your balance of $49.95 is still due. Please try another card.']);
  });

  test('running twice charges once', async () => {
    const ann = await onlyMembership(ids.ann);
    await addCard(ids.ann, TEST_CARDS.approve);
    expect((await run()).charged).toBe(1);
    expect(await run()).toEqual(NOTHING);
    expect(await charges(ann)).toHaveLength(1);
    expect(charge).toHaveBeenCalledTimes(1);
  });

  test('two runs at once charge once', async () => {
    const ann = await onlyMembership(ids.ann);
    const ckb = await addMembership(ids.ckbAnn, {}, 'ckb');
    await addCard(ids.ann, TEST_CARDS.approve);
    await addCard(ids.ckbAnn, TEST_CARDS.approve);
    const [a, b, c] = await Promise.all([run(), run(), run()]);
    expect(a.charged + b.charged + c.charged).toBe(2);
    expect(a.errors + b.errors + c.errors).toBe(0);
    expect(await charges(ann)).toHaveLength(1);
    expect(await charges(ckb)).toHaveLength(1);
    expect((await membershipRow(ann)).next_billing_date).toBe(addOneMonth(TODAY));
    // Runs that decided at the same moment asked the processor with the same key: one payment per membership.
    const payments = await (await getDb()).selectFrom('sandbox_payments').select(['reference_id', 'status']).where('reference_kind', '=', 'club').where('reference_id', 'in', [String(ann), String(ckb)]).execute();
    expect(payments.map((p) => p.reference_id).sort()).toEqual([String(ann), String(ckb)].sort());
  });

  test('a membership that fails is left as it was and the others are still billed', async () => {
    const ann = await onlyMembership(ids.ann);
    const ckb = await addMembership(ids.ckbAnn, {}, 'ckb');
    await addCard(ids.ann, TEST_CARDS.approve);
    await addCard(ids.ckbAnn, TEST_CARDS.approve);
    charge.mockRejectedValueOnce(new Error('gateway timeout'));
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await run()).toEqual({ ...NOTHING, charged: 1, chargedCents: 3995, errors: 1 });
      expect(errorLog).toHaveBeenCalledWith(`[club-billing] membership ${ann}: gateway timeout`);
    } finally {
      errorLog.mockRestore();
    }
    expect(await charges(ann)).toEqual([]);
    expect(await membershipRow(ann)).toMatchObject({ overdue: 0, next_billing_date: TODAY });
    expect(await charges(ckb)).toHaveLength(1);
    // The next run bills it.
    expect(await run()).toEqual({ ...NOTHING, charged: 1, chargedCents: 4995 });
  });

  test('an overdue flag cleared without paying: the declined date is not charged again, the member is overdue again', async () => {
    const ann = await onlyMembership(ids.ann);
    await addCard(ids.ann, TEST_CARDS.decline);
    await run();
    await (await getDb()).updateTable('club_memberships').set({ overdue: 0 }).where('id', '=', ann).execute();
    await clearCards();
    await addCard(ids.ann, TEST_CARDS.approve);
    expect(await run()).toEqual({ ...NOTHING, declined: 1 });
    expect(charge).toHaveBeenCalledTimes(1);
    expect(await membershipRow(ann)).toMatchObject({ overdue: 1, next_billing_date: TODAY });
  });
});

describe('POST club/settle', () => {
  /** Ann's membership made overdue by the run (her only card declines). */
  async function overdueAnn(): Promise<number> {
    const ann = await onlyMembership(ids.ann);
    await addCard(ids.ann, TEST_CARDS.decline);
    expect((await run()).declined).toBe(1);
    return ann;
  }

  test('login, brand and membership checks', async () => {
    await overdueAnn();
    const visitor = await settle(undefined);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ errors: ['Please log in to continue.'] });

    const hal = await loggedIn('hal@example.com', 'hb.localhost');
    const noClub = await settle(hal, {}, 'hb.localhost');
    expect(noClub.status).toBe(404);
    expect(noClub.body).toEqual({ errors: ['This store has no club.'] });

    const pfSession = await loggedIn('ann@example.com');
    expect((await settle(pfSession, {}, 'ckb.localhost')).status).toBe(401);

    const bob = await settle(await loggedIn('bob@example.com'));
    expect(bob.status).toBe(404);
    expect(bob.body).toEqual({ errors: ['We couldn’t find a club membership on your account.'] });
    expect(charge).toHaveBeenCalledTimes(1);
  });

  test('not overdue: 200, nothing charged', async () => {
    const ann = await onlyMembership(ids.ann, { next_billing_date: TOMORROW });
    await addCard(ids.ann, TEST_CARDS.approve);
    const res = await settle(await loggedIn('ann@example.com'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ changed: false, charged: null, card: null, membership: { overdue: false, amountDue: null } });
    expect(charge).not.toHaveBeenCalled();
    expect(await charges(ann)).toEqual([]);
  });

  test('pays the declined charge on the default card: paid, not overdue, the date a month on; skip and cancel are back', async () => {
    const ann = await overdueAnn();
    const visa = await addCard(ids.ann, TEST_CARDS.approve);
    await (await getDb()).updateTable('payment_methods').set({ is_default: 0 }).where('customer_id', '=', ids.ann).where('id', '!=', visa).execute();
    const jar = await loggedIn('ann@example.com');
    expect(await club(jar)).toMatchObject({ overdue: true, amountDue: 49.95, billingCard: { id: visa, brand: 'visa', last4: '4242' } });
    const account = (await api.request('GET', 'account', { jar })).body.data;
    expect(account.membership).toMatchObject({ amountDue: 49.95, billingCard: { last4: '4242' } });

    const res = await settle(jar);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      changed: true, charged: 49.95, card: { id: visa, brand: 'visa', last4: '4242' },
      membership: { overdue: false, amountDue: null, nextBillingDate: addOneMonth(TODAY), canSkip: true, canCancel: true, skipBlocked: null },
    });
    expect(await charges(ann)).toEqual([
      expect.objectContaining({ billing_date: TODAY, status: 'paid', amount_cents: 4995, attempts: 2, failure: null, last4: '4242', gateway_charge_id: expect.stringMatching(/^pay_sb_/) }),
    ]);
    expect(await membershipRow(ann)).toMatchObject({ overdue: 0, next_billing_date: addOneMonth(TODAY) });
    expect(charge).toHaveBeenLastCalledWith(expect.objectContaining({ amountCents: 4995, idempotencyKey: `club:${ann}:${TODAY}:settle:2` }));
    expect((await api.request('GET', 'cart', { jar })).body.data).toMatchObject({ clubOverdue: false });
    // Paid up, the member may cancel.
    const cancel = await api.request('POST', 'club/cancel', { jar, fields: { reason: 'too_expensive' } });
    expect(cancel.body.data).toMatchObject({ cancelled: true, cantCancel: false });
    // The run has nothing to do for a paid date.
    expect(await run()).toEqual(NOTHING);
  });

  test('declined: 402 with the reason and the amount; nothing changes; another card then pays', async () => {
    const ann = await overdueAnn();
    const jar = await loggedIn('ann@example.com');
    const res = await settle(jar);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ errors: ['Your card was declined, so your balance of $49.95 is still due. Please try another card.'] });
    expect(await membershipRow(ann)).toMatchObject({ overdue: 1, next_billing_date: TODAY, status: 'active' });
    expect(await charges(ann)).toEqual([expect.objectContaining({ status: 'declined', attempts: 2, amount_cents: 4995, paid_at: null })]);

    const visa = await addCard(ids.ann, TEST_CARDS.approve, { isDefault: false });
    const paid = await settle(jar, { savedCardId: String(visa) });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ changed: true, card: { last4: '4242' }, membership: { overdue: false } });
    // Each try is a new charge for the gateway.
    expect(charge.mock.calls.map((call) => (call[0] as { idempotencyKey: string }).idempotencyKey)).toEqual([`club:${ann}:${TODAY}`, `club:${ann}:${TODAY}:settle:2`, `club:${ann}:${TODAY}:settle:3`]);
  });

  test('the card: another customer’s or a missing one is a 404; an expired one, a malformed id or no card at all a 400', async () => {
    const ann = await overdueAnn();
    const jar = await loggedIn('ann@example.com');
    const bobs = await addCard(ids.bob, TEST_CARDS.approve);
    for (const id of [bobs, 999_999]) {
      const res = await settle(jar, { savedCardId: String(id) });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: ['We couldn’t find that card. It may have been removed already.'] });
    }
    const expired = await addCard(ids.ann, TEST_CARDS.approve, { isDefault: false, expYear: 2020 });
    const old = await settle(jar, { savedCardId: String(expired) });
    expect(old.status).toBe(400);
    expect(old.body.errors).toEqual(['savedCardId: That card has expired. Choose another card or add a new one in your payment methods.']);
    for (const bad of ['abc', '-1', '0', '1.5']) {
      const res = await settle(jar, { savedCardId: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['savedCardId: invalid ID']);
    }
    expect((await api.request('POST', 'club/settle', { jar, json: { savedCardId: { $ne: null } } })).status).toBe(400);

    await clearCards();
    const none = await settle(jar);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual(['savedCardId: You have no card we can charge. Add a card in your payment methods, then try again.']);
    expect(await club(jar)).toMatchObject({ overdue: true, billingCard: null, amountDue: 49.95 });
    expect(await membershipRow(ann)).toMatchObject({ overdue: 1 });
    expect(charge).toHaveBeenCalledTimes(1);
  });

  test('a double click pays once', async () => {
    const ann = await overdueAnn();
    await clearCards();
    await addCard(ids.ann, TEST_CARDS.approve);
    const jar = await loggedIn('ann@example.com');
    const answers = await Promise.all([1, 2, 3].map(() => settle(jar)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.data.changed)).toHaveLength(1);
    // The run's declined charge and one settle payment: clicks that decided together asked with the same key.
    const keys = new Set(charge.mock.calls.map((call) => (call[0] as { idempotencyKey: string }).idempotencyKey));
    expect([...keys]).toEqual([`club:${ann}:${TODAY}`, `club:${ann}:${TODAY}:settle:2`]);
    const taken = await (await getDb()).selectFrom('sandbox_payments').select('id').where('idempotency_key', 'in', [...keys]).where('status', '=', 'succeeded').execute();
    expect(taken).toHaveLength(1);
    expect(await charges(ann)).toEqual([expect.objectContaining({ status: 'paid', attempts: 2 })]);
    expect((await membershipRow(ann)).next_billing_date).toBe(addOneMonth(TODAY));
  });

  test('overdue with no recorded charge: pays the next billing date’s price (the pause price while paused)', async () => {
    const next = addOneMonth(TOMORROW);
    const ann = await onlyMembership(ids.ann, { overdue: 1, status: 'paused', paused: 1, next_billing_date: next });
    await addCard(ids.ann, TEST_CARDS.approve);
    const jar = await loggedIn('ann@example.com');
    expect(await club(jar)).toMatchObject({ amountDue: 9.95 });
    const overdueCancel = await api.request('POST', 'club/cancel', { jar, fields: { reason: 'too_expensive' } });
    expect(overdueCancel.body.data.message).toBe('Your last monthly payment of $9.95 didn’t go through. Once the balance is settled, you can cancel your membership.');
    const res = await settle(jar);
    expect(res.body.data).toMatchObject({ changed: true, charged: 9.95, membership: { overdue: false, status: 'paused', nextBillingDate: addOneMonth(next) } });
    expect(await charges(ann)).toEqual([expect.objectContaining({ billing_date: next, status: 'paid', amount_cents: 995, attempts: 1 })]);
  });
});

describe('the member’s mails', () => {
  const outbox = async (to: string) =>
    (await getDb()).selectFrom('email_outbox').select(['brand_id', 'subject', 'body_text', 'link']).where('to_email', '=', to).orderBy('id').execute();
  beforeEach(async () => {
    await (await getDb()).deleteFrom('email_outbox').execute();
  });

  test('every charge queues a receipt naming the amount, the card and the next date; a second run queues nothing', async () => {
    const first = dayIn(shiftMonth(monthOf(TODAY), -1), 1);
    await onlyMembership(ids.ann, { next_billing_date: first });
    await addCard(ids.ann, '5555555555554444');
    expect((await run()).charged).toBe(2);
    const mails = await outbox('ann@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ brand_id: 'pf', link: expect.stringMatching(/^https:\/\/[^/]+\/members$/) });
    expect(mails[0].subject).toContain('$49.95');
    expect(mails[0].body_text).toContain('We charged $49.95 to your Mastercard ending in 4444');
    expect(mails[1].body_text).toContain(`Your next billing date is ${billingDateLabel(addOneMonth(addOneMonth(first)))}`);
    await run();
    expect(await outbox('ann@example.com')).toHaveLength(2);
  });

  test('a decline and a missing card each queue one notice; skipped months and other brands’ members get nothing', async () => {
    await onlyMembership(ids.ann);
    await addMembership(ids.bob);
    await addMembership(ids.cara, { skipped_json: JSON.stringify([monthOf(TODAY)]) });
    await addCard(ids.ann, TEST_CARDS.decline);
    await addCard(ids.cara, TEST_CARDS.approve);
    expect(await run()).toEqual({ ...NOTHING, declined: 1, noCard: 1, skipped: 1 });
    const [declined] = await outbox('ann@example.com');
    expect(declined.body_text).toContain('Your Visa ending in 0002 was declined when we tried to charge $49.95');
    const [noCard] = await outbox('bob@example.com');
    expect(noCard.body_text).toContain('there is no card on your account that we can charge');
    expect(await outbox('cara@example.com')).toEqual([]);
    // Still overdue on the next run: no second notice.
    await run();
    expect(await outbox('ann@example.com')).toHaveLength(1);
  });

  test('paying the balance queues a receipt; a declined attempt (shown on screen) queues nothing', async () => {
    await onlyMembership(ids.ann, { overdue: 1 });
    await addCard(ids.ann, TEST_CARDS.decline);
    const jar = await loggedIn('ann@example.com');
    expect((await settle(jar)).status).toBe(402);
    expect(await outbox('ann@example.com')).toEqual([]);
    await clearCards();
    await addCard(ids.ann, TEST_CARDS.approve);
    expect((await settle(jar)).status).toBe(200);
    const mails = await outbox('ann@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].body_text).toContain('We charged $49.95 to your Visa ending in 4242');
  });
});
