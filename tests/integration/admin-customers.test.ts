process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { adminSuite } from '../helpers/adminSuite';
import { insertStaff, signedIn } from '../helpers/adminServer';
import { CookieJar } from '../helpers/apiServer';
import { CLUB_PLANS, insertClubPlans } from '../helpers/clubPlans';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { billDueMemberships } from '../../server/club/billing';
import { buyPrepaidPlan } from '../../server/club/prepay';
import { getGateway } from '../../server/payments';
import { TEST_CARDS } from '../../server/payments/sandbox';

// The back office's customer routes (server/admin/customers): signed out 401, wrong role 403,
// another brand's customer 404, each action through the shopper's own club functions with an
// audit row, a club charge refunded through the payment layer, the shop's password-reset mail, and
// hostile input a 4xx.

setupTestDatabase('admin_customers');
const { server, placeOrder } = adminSuite();

beforeAll(async () => insertClubPlans(await getDb()));

const TODAY = new Date().toISOString().slice(0, 10);
/** A billing date two weeks ahead, on a day every month has. */
const NEXT_BILLING = (() => {
  const d = new Date(Date.now() + 14 * 86_400_000);
  d.setUTCDate(Math.min(d.getUTCDate(), 28));
  return d.toISOString().slice(0, 10);
})();

async function customerIdOf(email: string): Promise<number> {
  const row = await (await getDb()).selectFrom('customers').select('id').where('email', '=', email).where('brand_id', '=', 'pf').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A pf shopper with a paid order (its confirmation mail queued) and an active membership; answers their ids. */
async function member(values: { status?: string; paused?: number; next_billing_date?: string } = {}) {
  const { orderId, email } = await placeOrder();
  const customerId = await customerIdOf(email);
  const row = await (await getDb())
    .insertInto('club_memberships')
    .values({
      brand_id: 'pf', customer_id: customerId, plan_id: FX.clubPlan, pause_plan_id: CLUB_PLANS.pfPause, status: 'active', amount_cents: 4995,
      next_billing_date: NEXT_BILLING, started_at: new Date(Date.now() - 90 * 86_400_000).toISOString(), ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { customerId, orderId, email, membershipId: Number(row.id) };
}

/** Saves a default sandbox card for the customer, as their payment methods page does. */
async function addCard(customerId: number) {
  const card = getGateway().tokenize({ number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123', name: 'Ann Lee' });
  await (await getDb()).insertInto('payment_methods').values({
    customer_id: customerId, gateway_token: card.token, card_brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2099, is_default: 1, created_at: new Date().toISOString(),
  }).execute();
}

/** A member billed today at the pause rate (no piece to ship) on a saved sandbox card: the paid club_charges row's id. */
async function paidCharge(): Promise<{ customerId: number; chargeId: number; cents: number }> {
  const db = await getDb();
  const m = await member({ status: 'paused', paused: 1, next_billing_date: TODAY });
  await addCard(m.customerId);
  await billDueMemberships(db);
  const charge = await db.selectFrom('club_charges').selectAll().where('membership_id', '=', m.membershipId).executeTakeFirstOrThrow();
  expect(charge).toMatchObject({ status: 'paid', amount_cents: 995 });
  return { customerId: m.customerId, chargeId: Number(charge.id), cents: Number(charge.amount_cents) };
}

async function auditRows(customerId: number) {
  return (await getDb()).selectFrom('staff_audit').selectAll().where('record_type', '=', 'customer').where('record_id', '=', String(customerId)).orderBy('id').execute();
}
const membershipRow = async (id: number) => (await getDb()).selectFrom('club_memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailsTo = async (email: string) => (await getDb()).selectFrom('email_outbox').select(['template', 'subject']).where('to_email', '=', email).orderBy('id').execute();

const REASON = { reason: 'shopper phoned in' };
const ROUTES: [method: 'GET' | 'POST', path: (id: number) => string, fields: Record<string, string>][] = [
  ['GET', (id) => `customers/${id}`, {}],
  ['POST', (id) => `customers/${id}/club/skip`, { ...REASON, month: NEXT_BILLING.slice(0, 7) }],
  ['POST', (id) => `customers/${id}/club/pause`, REASON],
  ['POST', (id) => `customers/${id}/club/resume`, REASON],
  ['POST', (id) => `customers/${id}/club/cancel`, REASON],
  ['POST', (id) => `customers/${id}/charges/1/refund`, { amount: '1.00' }],
  ['POST', (id) => `customers/${id}/password-reset`, {}],
];

test('signed out: every customer route is a 401 and changes nothing', async () => {
  const { customerId, membershipId } = await member();
  expect((await server().admin('GET', 'customers')).status).toBe(401);
  for (const [method, path, fields] of ROUTES) {
    const res = await server().admin(method, path(customerId), { fields, jar: new CookieJar() });
    expect([path(customerId), res.status]).toEqual([path(customerId), 401]);
  }
  expect(await auditRows(customerId)).toEqual([]);
  expect((await membershipRow(membershipId)).status).toBe('active');
});

test('fulfilment, merchandiser and marketing get 403 on every customer route', async () => {
  const db = await getDb();
  const { customerId, membershipId } = await member();
  for (const role of ['fulfilment', 'merchandiser', 'marketing'] as const) {
    const jar = await signedIn(server(), await insertStaff(db, role, 'all'));
    expect((await server().admin('GET', 'customers', { jar })).status).toBe(403);
    for (const [method, path, fields] of ROUTES) {
      const res = await server().admin(method, path(customerId), { fields, jar });
      expect([role, path(customerId), res.status]).toEqual([role, path(customerId), 403]);
    }
  }
  expect(await auditRows(customerId)).toEqual([]);
  expect((await membershipRow(membershipId)).status).toBe('active');
});

test("another brand's customer is a 404 on every route, the same as no customer; search leaves them out", async () => {
  const db = await getDb();
  const { customerId, membershipId, email } = await member();
  await db.updateTable('customers').set({ brand_id: 'ckb' }).where('id', '=', customerId).execute();
  await db.updateTable('club_memberships').set({ brand_id: 'ckb' }).where('id', '=', membershipId).execute();
  const pfOwner = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  for (const [method, path, fields] of ROUTES) {
    const res = await server().admin(method, path(customerId), { fields, jar: pfOwner });
    expect([path(customerId), res.status, res.body.errors]).toEqual([path(customerId), 404, ['customer: not found']]);
  }
  expect((await server().admin('GET', 'customers/99999999', { jar: pfOwner })).body).toEqual({ errors: ['customer: not found'] });
  expect((await server().admin('GET', 'customers', { jar: pfOwner, query: { q: email } })).body.data.customers).toEqual([]);
  expect((await server().admin('GET', 'customers', { jar: pfOwner, query: { q: String(customerId) } })).body.data.customers).toEqual([]);
  const ckbSupport = await signedIn(server(), await insertStaff(db, 'support', ['ckb']));
  expect((await server().admin('GET', `customers/${customerId}`, { jar: ckbSupport })).status).toBe(200);
  expect(await auditRows(customerId)).toEqual([]);
});

test('find a customer by email, name or id; the page has orders, addresses, membership, charges and mails', async () => {
  const db = await getDb();
  const { customerId, email, orderId } = await member();
  const unique = `Zelda Quist ${customerId}`;
  await db.updateTable('customers').set({ name: unique }).where('id', '=', customerId).execute();
  await db.insertInto('addresses').values({ customer_id: customerId, type: 'shipping', name: 'Zelda Quist', country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', is_default: 1 }).execute();
  // The helper's checkout types ann@example.com; this shopper gave their own address.
  await db.updateTable('email_outbox').set({ to_email: email }).where('subject', 'like', `%#${orderId}%`).execute();
  const jar = await signedIn(server(), await insertStaff(db, 'support', ['pf']));
  const find = async (q: string) => (await server().admin('GET', 'customers', { jar, query: { q } })).body.data.customers.map((c: { id: number }) => c.id);
  expect(await find(email.toUpperCase())).toEqual([customerId]);
  expect(await find(unique.toLowerCase())).toEqual([customerId]);
  expect(await find(String(customerId))).toEqual([customerId]);
  expect(await find(`#${customerId}`)).toEqual([customerId]);
  expect(await find('%')).toEqual(expect.arrayContaining([customerId]));
  expect(await find('nobody-by-this-name')).toEqual([]);
  const row = (await server().admin('GET', 'customers', { jar, query: { q: email } })).body.data.customers[0];
  expect(row).toEqual({ id: customerId, brandId: 'pf', email, name: unique, createdAt: expect.any(String), clubStatus: 'active' });

  const detail = (await server().admin('GET', `customers/${customerId}`, { jar })).body.data;
  expect(detail).toMatchObject({ id: customerId, brandId: 'pf', email, name: unique, hasPassword: true, charges: [], events: [] });
  expect(detail.orders).toEqual([{ id: orderId, status: 'paid', totalCents: expect.any(Number), createdAt: expect.any(String) }]);
  expect(detail.addresses).toEqual([expect.objectContaining({ name: 'Zelda Quist', city: 'Austin', isDefault: true })]);
  expect(detail.memberships).toEqual([expect.objectContaining({ status: 'active', planName: expect.any(String), amountCents: 4995, pausePriceCents: 995, nextBillingDate: NEXT_BILLING })]);
  expect(detail.mails).toEqual([expect.objectContaining({ template: 'order_confirmation', subject: expect.stringContaining(`#${orderId}`), status: expect.any(String) })]);
  expect(detail).not.toHaveProperty('passwordHash');
  expect(JSON.stringify(detail)).not.toMatch(/scrypt|password_hash/);
});

test('support skips the next month, pauses, resumes and cancels on the shopper’s behalf: the shop’s rules and mails, an event and an audit row each', async () => {
  const db = await getDb();
  const { customerId, membershipId, email } = await member();
  const staff = await insertStaff(db, 'support', ['pf']);
  const jar = await signedIn(server(), staff);
  const post = (action: string, fields: Record<string, string> = REASON) => server().admin('POST', `customers/${customerId}/club/${action}`, { jar, fields });

  const noReason = await post('skip', {});
  expect([noReason.status, noReason.body.errors]).toEqual([400, ['reason: is required']]);
  expect((await post('skip', { reason: '   ' })).status).toBe(400);
  expect((await membershipRow(membershipId)).next_billing_date).toBe(NEXT_BILLING);

  const month = NEXT_BILLING.slice(0, 7);
  expect((await post('skip', { ...REASON, month: 'next' })).body.errors).toEqual(['month: Give the month to skip as YYYY-MM.']);
  const skipped = await post('skip', { ...REASON, month });
  expect(skipped.status).toBe(200);
  expect(skipped.body.data).toMatchObject({ changed: true, membership: { skippedMonths: [month] } });
  const moved = (await membershipRow(membershipId)).next_billing_date;
  expect(moved).not.toBe(NEXT_BILLING);
  // A double click: the month shown is skipped once, not the month after it too.
  expect((await post('skip', { ...REASON, month })).body.data).toMatchObject({ changed: false });
  expect((await membershipRow(membershipId)).next_billing_date).toBe(moved);

  expect((await post('pause')).body.data).toMatchObject({ changed: true, membership: { status: 'paused' } });
  expect((await post('pause')).body.data).toMatchObject({ changed: false });
  expect((await post('resume')).body.data).toMatchObject({ changed: true, membership: { status: 'active' } });
  const bad = await post('cancel', { ...REASON, cancelReason: "other' OR 1=1" });
  expect([bad.status, bad.body.errors[0]]).toEqual([400, expect.stringMatching(/^cancelReason: /)]);
  expect((await post('cancel', { ...REASON, cancelReason: 'too_expensive' })).body.data).toMatchObject({ changed: true, membership: { status: 'cancelled' } });
  const row = await membershipRow(membershipId);
  expect([row.status, row.cancel_reason, row.cancelled_at]).toEqual(['cancelled', 'too_expensive', expect.any(String)]);
  expect((await db.selectFrom('customers').select('cancelled_club_before').where('id', '=', customerId).executeTakeFirstOrThrow()).cancelled_club_before).toBe(1);
  const refused = await post('pause');
  expect([refused.status, refused.body.errors[0]]).toEqual([400, expect.stringMatching(/^club: /)]);

  const audit = await auditRows(customerId);
  expect(audit.map((a) => [a.action, a.staff_id, a.brand_id, a.ip])).toEqual(
    ['club.skip', 'club.pause', 'club.resume', 'club.cancel'].map((action) => [action, staff.id, 'pf', expect.any(String)]),
  );
  expect(JSON.parse(audit[0].after_json!)).toMatchObject({ reason: 'shopper phoned in', status: 'active' });
  expect(JSON.parse(audit[1].before_json!)).toMatchObject({ status: 'active' });
  expect(JSON.parse(audit[1].after_json!)).toMatchObject({ status: 'paused' });
  expect(JSON.parse(audit[3].after_json!)).toMatchObject({ status: 'cancelled' });

  const detail = (await server().admin('GET', `customers/${customerId}`, { jar })).body.data;
  expect(detail.events.map((e: { kind: string; staffEmail: string }) => [e.kind, e.staffEmail])).toEqual([['cancel', staff.email], ['resume', staff.email], ['pause', staff.email], ['skip', staff.email]]);
  const templates = (await mailsTo(email)).map((m) => m.template);
  expect(templates).toEqual(expect.arrayContaining(['club_skip', 'club_pause', 'club_resume', 'club_cancel']));
});

test('a cancel on the member’s behalf gives back the unused prepaid months, as the member’s own cancel does', async () => {
  const db = await getDb();
  const { customerId, membershipId } = await member();
  await addCard(customerId);
  const bought = await buyPrepaidPlan(db, 'pf', customerId, 3, null);
  expect(bought).toMatchObject({ changed: true });
  const paidCents = 'cents' in bought ? bought.cents : 0;
  const jar = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  const res = await server().admin('POST', `customers/${customerId}/club/cancel`, { jar, fields: REASON });
  expect([res.status, res.body.data]).toEqual([200, expect.objectContaining({ changed: true, prepaidRefundCents: paidCents })]);
  expect(await db.selectFrom('club_prepayments').select('refunded_cents').where('membership_id', '=', membershipId).executeTakeFirstOrThrow()).toEqual({ refunded_cents: paidCents });
  expect((await membershipRow(membershipId)).prepaid_months).toBe(0);
  const [audit] = await auditRows(customerId);
  expect([audit.action, JSON.parse(audit.before_json!).prepaidMonths, JSON.parse(audit.after_json!).prepaidRefundCents]).toEqual(['club.cancel', 3, paidCents]);
});

test('a member’s own changes show in the history without a staff member', async () => {
  const db = await getDb();
  const { customerId } = await member();
  const { pauseMembership } = await import('../../server/club/actions');
  expect(await pauseMembership(db, 'pf', customerId)).toBe(true);
  const jar = await signedIn(server(), await insertStaff(db, 'owner', 'all'));
  const detail = (await server().admin('GET', `customers/${customerId}`, { jar })).body.data;
  expect(detail.events).toEqual([expect.objectContaining({ kind: 'pause', staffEmail: null })]);
  expect(await auditRows(customerId)).toEqual([]);
});

test('a club charge is refunded in part and then the rest through the payment layer; the support limit applies; audit rows', async () => {
  const db = await getDb();
  const { customerId, chargeId, cents } = await paidCharge();
  const support = await insertStaff(db, 'support', ['pf'], 500);
  const jar = await signedIn(server(), support);
  const refund = (fields: Record<string, string>, j = jar, id: number | string = chargeId) => server().admin('POST', `customers/${customerId}/charges/${id}/refund`, { jar: j, fields });

  const over = await refund({ amount: '5.01' });
  expect([over.status, over.body.errors[0]]).toEqual([403, expect.stringMatching(/^amount: \$5\.01 is above your refund limit of \$5\.00/)]);
  const part = await refund({ amount: '3.00', reason: 'late piece' });
  expect([part.status, part.body.data]).toEqual([200, expect.objectContaining({ chargeId, amountCents: 300, refundedCents: 300, chargedCents: cents })]);
  const tooMuch = await refund({ amount: '9.00' });
  expect([tooMuch.status, tooMuch.body.errors[0]]).toEqual([400, 'amount: at most $6.95 is left to refund on this charge']);

  const owner = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  const rest = await refund({}, owner);
  expect([rest.status, rest.body.data]).toEqual([200, expect.objectContaining({ amountCents: cents - 300, refundedCents: cents })]);
  const again = await refund({}, owner);
  expect([again.status, again.body.errors[0]]).toEqual([400, 'charge: everything charged has been refunded already']);

  const processor = await db.selectFrom('sandbox_refunds').select('amount_cents').where('idempotency_key', 'like', `pf:club-charge-refund:${chargeId}:%`).orderBy('idempotency_key').execute();
  expect(processor.map((r) => Number(r.amount_cents))).toEqual([300, cents - 300]);
  // The member is mailed each refund: how much, of which billing date, to which card.
  const email = (await db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirstOrThrow()).email;
  expect((await mailsTo(email)).filter((m) => m.template === 'club_refunded').map((m) => m.subject)).toEqual([
    expect.stringMatching(/: part of your .+ payment has been refunded$/), expect.stringMatching(/: your .+ payment has been refunded$/),
  ]);
  const audit = await auditRows(customerId);
  expect(audit.map((a) => a.action)).toEqual(['club.refund', 'club.refund']);
  expect(JSON.parse(audit[0].after_json!)).toMatchObject({ chargeId, amountCents: 300, refundedCents: 300, reason: 'late piece' });
  const detail = (await server().admin('GET', `customers/${customerId}`, { jar })).body.data;
  expect(detail.charges).toEqual([expect.objectContaining({ id: chargeId, amountCents: cents, status: 'paid', refundedCents: cents, card: expect.stringContaining('4242') })]);

  for (const [fields, id, status] of [[{ amount: 'abc' }, chargeId, 400], [{ amount: '-1' }, chargeId, 400], [{ amount: '1' }, 'x', 404], [{ amount: '1' }, '9'.repeat(40), 404], [{ amount: '1' }, 99999999, 404]] as const) {
    expect([fields, id, (await refund(fields, owner, id)).status]).toEqual([fields, id, status]);
  }
  // A declined charge took nothing; another customer's charge is not on this page (404, like a charge that does not exist).
  const charge = await db.selectFrom('club_charges').selectAll().where('id', '=', chargeId).executeTakeFirstOrThrow();
  const declined = await db.insertInto('club_charges').values({
    membership_id: charge.membership_id, brand_id: 'pf', customer_id: customerId, billing_date: '2001-01-01', amount_cents: 995, status: 'declined', gateway_charge_id: null,
    failure: 'card_declined', card_brand: null, last4: null, created_at: charge.created_at, updated_at: charge.updated_at, paid_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  const refusal = await refund({}, owner, Number(declined.id));
  expect([refusal.status, refusal.body.errors]).toEqual([400, ['charge: was declined; nothing was taken to refund']]);
  const other = await member();
  const elsewhere = await server().admin('POST', `customers/${other.customerId}/charges/${chargeId}/refund`, { jar: owner, fields: { amount: '1' } });
  expect([elsewhere.status, elsewhere.body.errors]).toEqual([404, ['charge: not found']]);
  expect(await auditRows(customerId)).toHaveLength(2);
  expect(await auditRows(other.customerId)).toEqual([]);
});

test('a club charge refund sent twice from one page is one refund; from a page the charge has moved past, refused', async () => {
  const db = await getDb();
  const { customerId, chargeId } = await paidCharge();
  const jar = await signedIn(server(), await insertStaff(db, 'owner', ['pf']));
  const refund = (fields: Record<string, string>) => server().admin('POST', `customers/${customerId}/charges/${chargeId}/refund`, { jar, fields });
  const first = await refund({ amount: '2.00', refundedSeen: '0' });
  const second = await refund({ amount: '2.00', refundedSeen: '0' });
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(second.body.data).toEqual({ ...first.body.data, again: true });
  expect(first.body.data.again).toBe(false);
  const stale = await refund({ amount: '1.00', refundedSeen: '0' });
  expect([stale.status, stale.body.errors]).toEqual([409, ['charge: was refunded since you opened it ($2.00 refunded now); reload the customer before refunding more']]);
  for (const refundedSeen of ['201', '-1', '1.5']) {
    const bad = await refund({ amount: '1.00', refundedSeen });
    expect([bad.status, bad.body.errors]).toEqual([400, ['refundedSeen: must be the cents refunded of this charge as the page showed them']]);
  }
  expect((await refund({ amount: '1.00', refundedSeen: '200' })).body.data).toMatchObject({ amountCents: 100, refundedCents: 300, again: false });
  expect((await db.selectFrom('club_charge_refunds').select('amount_cents').where('charge_id', '=', chargeId).orderBy('id').execute()).map((r) => Number(r.amount_cents))).toEqual([200, 100]);
  expect((await auditRows(customerId)).map((a) => a.action)).toEqual(['club.refund', 'club.refund']);
});

test('a password-reset link: the shop’s own mail to the customer, a reset token, an audit row without the token', async () => {
  const db = await getDb();
  const { customerId, email } = await member();
  const jar = await signedIn(server(), await insertStaff(db, 'support', ['pf']));
  const res = await server().admin('POST', `customers/${customerId}/password-reset`, { jar });
  expect([res.status, res.body.data]).toEqual([200, { queued: true, to: email }]);
  expect((await mailsTo(email)).map((m) => m.template)).toContain('password_reset');
  const tokens = await db.selectFrom('account_tokens').select(['kind', 'customer_id']).where('email', '=', email).execute();
  expect(tokens).toEqual([{ kind: 'reset', customer_id: customerId }]);
  const audit = await auditRows(customerId);
  expect(audit.map((a) => [a.action, a.after_json])).toEqual([['customer.password-reset', JSON.stringify({ to: email })]]);
  // The outbox's cap on account mails per address and hour: a clear 429, not a 500.
  let last = res;
  for (let i = 0; i < 6 && last.status === 200; i++) last = await server().admin('POST', `customers/${customerId}/password-reset`, { jar });
  expect([last.status, last.body.errors[0]]).toEqual([429, expect.stringMatching(/^customer: /)]);
});

test('hostile and oversized input is a 4xx naming the field, never a 500', async () => {
  const db = await getDb();
  const { customerId, membershipId } = await member();
  const jar = await signedIn(server(), await insertStaff(db, 'owner', 'all'));
  for (const query of [{ q: 'x'.repeat(201) }, { q: 'a\u0000b' }, { brand: 'x'.repeat(41) }] as Record<string, string>[]) {
    const res = await server().admin('GET', 'customers', { jar, query });
    expect([query, res.status]).toEqual([query, 400]);
  }
  expect((await server().admin('GET', 'customers', { jar, query: { q: '9'.repeat(12) } })).body.data.customers).toEqual([]);
  for (const id of ['abc', '-1', '0', '9'.repeat(400), '1e3']) expect([id, (await server().admin('GET', `customers/${id}`, { jar })).status]).toEqual([id, 404]);
  const post = (opts: Parameters<ReturnType<typeof server>['admin']>[2]) => server().admin('POST', `customers/${customerId}/club/pause`, { jar, ...opts });
  expect((await post({ fields: { reason: 'x'.repeat(501) } })).status).toBe(400);
  // A JSON body's objects arrive as their text (server/http/node.ts): never as an operator.
  const cancel = await server().admin('POST', `customers/${customerId}/club/cancel`, { jar, json: { reason: 'x', cancelReason: { $ne: null } } });
  expect([cancel.status, cancel.body.errors[0]]).toEqual([400, expect.stringMatching(/^cancelReason: /)]);
  const refund = await server().admin('POST', `customers/${customerId}/charges/1/refund`, { jar, json: { amount: { $gt: 0 } } });
  expect([refund.status, refund.body.errors[0]]).toEqual([400, expect.stringMatching(/^amount: /)]);
  expect((await post({ raw: { contentType: 'application/json', body: '{"reason":' } })).status).toBe(400);
  expect((await post({ fields: { reason: 'y'.repeat(2_000_000) } })).status).toBe(413);
  expect((await post({ fields: REASON, origin: 'https://evil.example' })).status).toBe(403);
  expect((await server().admin('GET', `customers/${customerId}/club/pause`, { jar })).status).toBe(405);
  expect((await membershipRow(membershipId)).status).toBe('active');
  expect(await auditRows(customerId)).toEqual([]);
});

test('a customer without a membership: club actions are a 404 naming the club; the page shows none', async () => {
  const db = await getDb();
  const { orderId, email } = await placeOrder();
  void orderId;
  const customerId = await customerIdOf(email);
  const jar = await signedIn(server(), await insertStaff(db, 'owner', 'all'));
  const res = await server().admin('POST', `customers/${customerId}/club/skip`, { jar, fields: REASON });
  expect([res.status, res.body.errors]).toEqual([404, ['club: this customer has no membership']]);
  expect((await server().admin('GET', `customers/${customerId}`, { jar })).body.data.memberships).toEqual([]);
  expect(await auditRows(customerId)).toEqual([]);
});
