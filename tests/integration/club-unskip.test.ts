process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, type CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { CLUB_PLANS, insertClubShop, type ClubCustomerIds } from '../helpers/clubPlans';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { addOneMonth } from '../../server/club/rules';
import { monthLabel, shiftMonth } from '../../lib/club/months';

// POST club/unskip (issue 25): a member undoes a skipped month before its billing date; the billing date
// moves back to that month's, the member is mailed; a month not skipped, one whose billing date has
// passed, an earlier month of a run, and a cancelled membership are refused with a 400 naming the field.
setupTestDatabase('club_unskip');

const PASSWORD = 'club-unskip-password-1';
const ids: ClubCustomerIds = { ann: 0, bob: 0, cara: 0, ckbAnn: 0, hal: 0 };
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/** A billing date two weeks ahead, on a day every month has. */
const NEXT_BILLING = (() => {
  const d = new Date(Date.now() + 14 * 86_400_000);
  d.setUTCDate(Math.min(d.getUTCDate(), 28));
  return isoDate(d);
})();
const month = (date: string) => date.slice(0, 7);

const api = withApiServer(async () => insertClubShop(await getDb(), insertCustomer, ids));
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);
const post = (jar: CookieJar, action: string, fields: Record<string, string> = {}) => api.request('POST', `club/${action}`, { jar, fields });

async function setMembership(customerId: number, values: { status?: string; next_billing_date?: string; skipped_json?: string } = {}) {
  const db = await getDb();
  await db.deleteFrom('club_memberships').where('customer_id', '=', customerId).execute();
  await db
    .insertInto('club_memberships')
    .values({
      brand_id: 'pf', customer_id: customerId, plan_id: FX.clubPlan, pause_plan_id: CLUB_PLANS.pfPause, status: 'active', amount_cents: 4995,
      next_billing_date: NEXT_BILLING, started_at: new Date(Date.now() - 90 * 86_400_000).toISOString(), ...values,
    })
    .execute();
}
const membershipRow = async (customerId: number) =>
  (await getDb()).selectFrom('club_memberships').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').executeTakeFirstOrThrow();
const mailsTo = async (to: string) => (await getDb()).selectFrom('email_outbox').selectAll().where('to_email', '=', to).orderBy('id').execute();

test('a skip is undone before the billing date: the month is billed on its date again, the member is mailed', async () => {
  await setMembership(ids.ann);
  const jar = await loggedIn('ann@example.com');
  const skipped = await post(jar, 'skip', { month: month(NEXT_BILLING) });
  expect(skipped.body.data.membership).toMatchObject({ nextBillingDate: addOneMonth(NEXT_BILLING), unskipMonth: month(NEXT_BILLING) });
  const mailsBefore = (await mailsTo('ann@example.com')).length;

  const res = await post(jar, 'unskip', { month: month(NEXT_BILLING) });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({
    month: month(NEXT_BILLING), changed: true,
    membership: { nextBillingDate: NEXT_BILLING, skippedMonths: [], upcomingSkippedMonths: [], unskipMonth: null, canSkip: true, skipMonth: month(NEXT_BILLING) },
  });
  expect(await membershipRow(ids.ann)).toMatchObject({ next_billing_date: NEXT_BILLING, skipped_json: '[]', status: 'active' });
  const mails = await mailsTo('ann@example.com');
  expect(mails).toHaveLength(mailsBefore + 1);
  expect(mails[mails.length - 1].subject).toContain(`${monthLabel(month(NEXT_BILLING))} is no longer skipped`);
  expect(mails[mails.length - 1].body_text).toContain('$49.95');

  // Again (a double click, another tab): the month is no longer skipped, so there is nothing to undo.
  const again = await post(jar, 'unskip', { month: month(NEXT_BILLING) });
  expect(again.status).toBe(400);
  expect(again.body.errors).toEqual([`month: ${monthLabel(month(NEXT_BILLING))} is not a skipped month, so there is nothing to undo.`]);
  expect(await membershipRow(ids.ann)).toMatchObject({ next_billing_date: NEXT_BILLING, skipped_json: '[]' });
});

test('not for a month that is not skipped, nor a malformed one', async () => {
  await setMembership(ids.ann);
  const jar = await loggedIn('ann@example.com');
  for (const m of [month(NEXT_BILLING), shiftMonth(month(NEXT_BILLING), 1), shiftMonth(month(NEXT_BILLING), -1)]) {
    const res = await post(jar, 'unskip', { month: m });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.stringMatching(/^month: .* is not a skipped month/)]);
  }
  for (const fields of [{}, { month: '2025-13' }, { month: 'soon' }] as Record<string, string>[]) {
    const res = await post(jar, 'unskip', fields);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatch(/^month: /);
  }
  expect(await membershipRow(ids.ann)).toMatchObject({ next_billing_date: NEXT_BILLING, skipped_json: '[]' });
});

test('only before the billing date: a skipped month whose billing date has passed stays skipped', async () => {
  // Last month was skipped, its billing day was 3 days ago; the next billing date is a month after it.
  const pastDay = isoDate(new Date(Date.now() - 3 * 86_400_000));
  const next = addOneMonth(pastDay);
  await setMembership(ids.ann, { next_billing_date: next, skipped_json: JSON.stringify([month(pastDay)]) });
  const jar = await loggedIn('ann@example.com');
  const res = await post(jar, 'unskip', { month: month(pastDay) });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual([`month: ${monthLabel(month(pastDay))}’s billing date has passed, so its skip can no longer be undone.`]);
  expect(await membershipRow(ids.ann)).toMatchObject({ next_billing_date: next, skipped_json: JSON.stringify([month(pastDay)]) });
  expect((await api.request('GET', 'club', { jar })).body.data.membership.unskipMonth).toBeNull();
});

test('a run of skips is undone from the last one back; a cancelled membership cannot undo', async () => {
  await setMembership(ids.ann);
  const jar = await loggedIn('ann@example.com');
  const first = month(NEXT_BILLING);
  const second = month(addOneMonth(NEXT_BILLING));
  expect((await post(jar, 'skip', { month: first })).status).toBe(200);
  expect((await post(jar, 'skip', { month: second })).body.data.membership).toMatchObject({ upcomingSkippedMonths: [first, second], unskipMonth: second });
  const early = await post(jar, 'unskip', { month: first });
  expect(early.status).toBe(400);
  expect(early.body.errors).toEqual([`month: Undo your later skipped month first (${monthLabel(second)}): skips are undone from the last one back.`]);
  const last = await post(jar, 'unskip', { month: second });
  expect(last.body.data.membership).toMatchObject({ nextBillingDate: addOneMonth(NEXT_BILLING), upcomingSkippedMonths: [first], unskipMonth: first });

  await setMembership(ids.ann, { status: 'cancelled', skipped_json: JSON.stringify([first]), next_billing_date: addOneMonth(NEXT_BILLING) });
  const cancelled = await post(jar, 'unskip', { month: first });
  expect(cancelled.status).toBe(400);
  expect(cancelled.body.errors[0]).toMatch(/^club: /);
});

test('a visitor gets 401; a brand without a club 404', async () => {
  expect((await api.request('POST', 'club/unskip', { fields: { month: month(NEXT_BILLING) } })).status).toBe(401);
  const hal = await loggedIn('hal@example.com', 'hb.localhost');
  expect((await api.request('POST', 'club/unskip', { jar: hal, host: 'hb.localhost', fields: { month: month(NEXT_BILLING) } })).status).toBe(404);
});
