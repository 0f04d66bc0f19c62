process.env.SKIP_SEED = '1';
import { brandById } from '../../brands';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { CLUB_PLANS, insertClubShop, type ClubCustomerIds } from '../helpers/clubPlans';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { billDueMemberships } from '../../server/club/billing';
import { choosePick } from '../../server/club/picks';
import { sendPickReminders } from '../../server/club/pickReminders';
import { getGateway } from '../../server/payments';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { openOutboxBody } from '../../server/mail/seal';
import { clearSettingsCache } from '../../server/settings/store';

// This month's picks (issue 36): members choose the month's piece in a window before the billing
// date (10 days before it to 3 days before it), billing ships the choice (or the shop's pick when the
// choice sold out, saying so), and a member who has not chosen is reminded once near the window's end.

setupTestDatabase('club_picks');

const PASSWORD = 'picks-password-1';
const ids: ClubCustomerIds = { ann: 0, bob: 0, cara: 0, ckbAnn: 0, hal: 0 };
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const api = withApiServer(async () => insertClubShop(await getDb(), insertCustomer, ids));
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

async function member(customerId: number, billingIn: number, values: { status?: string; paused?: number; skipped_json?: string } = {}): Promise<number> {
  const db = await getDb();
  await db.deleteFrom('order_items').where('discount_class', 'in', ['club_piece', 'club_accessory']).execute();
  await db.deleteFrom('club_piece_choices').execute();
  await db.deleteFrom('club_pick_reminders').execute();
  await db.deleteFrom('club_charges').execute();
  await db.deleteFrom('club_memberships').execute();
  const row = await db.insertInto('club_memberships').values({
    brand_id: 'pf', customer_id: customerId, plan_id: FX.clubPlan, pause_plan_id: CLUB_PLANS.pfPause, status: 'active', amount_cents: 4995,
    next_billing_date: day(billingIn), started_at: new Date(Date.now() - 90 * DAY).toISOString(), ...values,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

async function card(customerId: number) {
  const db = await getDb();
  await db.deleteFrom('payment_methods').where('customer_id', '=', customerId).execute();
  const c = getGateway().tokenize({ number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123', name: 'Ann Lee' });
  await db.insertInto('payment_methods').values({ customer_id: customerId, gateway_token: c.token, card_brand: c.brand, last4: c.last4, exp_month: 12, exp_year: 2099, is_default: 1, created_at: new Date().toISOString() }).execute();
}

const mails = async (to: string, like: string) =>
  (await (await getDb()).selectFrom('email_outbox').selectAll().where('to_email', '=', to).where('subject', 'like', `%${like}%`).orderBy('id').execute()).map((m) => openOutboxBody(m));
const pieceLines = async (customerId: number) =>
  (await getDb()).selectFrom('orders as o').innerJoin('order_items as l', 'l.order_id', 'o.id').select(['l.item_id', 'l.size'])
    .where('o.customer_id', '=', customerId).where('l.discount_class', '=', 'club_piece').orderBy('l.id').execute();

beforeAll(async () => {
  // Ann wears S in tops too (her style profile's bottom size is S already).
  await (await getDb()).insertInto('style_profiles').values({ brand_id: 'pf', owner_key: `c:${ids.ann}`, field: 'size_top', chosen: 'S', updated_at: new Date().toISOString() }).execute();
});

beforeEach(async () => {
  await (await getDb()).deleteFrom('email_outbox').execute();
});

test('in the window a member sees their picks (the shop’s own pick first) and chooses one; choosing again replaces it', async () => {
  await member(ids.ann, 5);
  const jar = await loggedIn('ann@example.com');
  const got = (await api.request('GET', 'club/picks', { jar })).body.data;
  expect(got.window).toEqual({ billingDate: day(5), opensOn: day(-5), lastDay: day(2), state: 'open' });
  expect(got.unavailable).toBeNull();
  expect(got.chosen).toBeNull();
  // Ann's sizes are S: the legging she was never sent (the shop's pick: leggings come first), then the top.
  expect(got.picks.map((p: { itemId: number; size: string }) => [p.itemId, p.size])).toEqual([[FX.legging, 'S'], [FX.top, 'S']]);
  expect(got.picks[1]).toMatchObject({ name: 'Crop Top', color: expect.any(String), image: expect.any(String) });

  const chose = await api.request('POST', 'club/pick', { jar, json: { itemId: String(FX.top), size: 'S' } });
  expect(chose.status).toBe(200);
  expect(chose.body.data).toMatchObject({ changed: true, chosen: { itemId: FX.top, size: 'S' } });
  const again = await api.request('POST', 'club/pick', { jar, json: { itemId: String(FX.top), size: 'S' } });
  expect(again.body.data).toMatchObject({ changed: false, chosen: { itemId: FX.top, size: 'S' } });
  const back = await api.request('POST', 'club/pick', { jar, json: { itemId: String(FX.legging), size: 'S' } });
  expect(back.body.data.chosen).toEqual({ itemId: FX.legging, size: 'S' });
  expect(await (await getDb()).selectFrom('club_piece_choices').selectAll().execute()).toHaveLength(1);
});

test('billing ships the member’s pick and the receipt says it was their pick', async () => {
  const db = await getDb();
  await member(ids.ann, 0);
  await card(ids.ann);
  await choosePick(db, 'pf', ids.ann, { itemId: FX.top, size: 'S' }, new Date(Date.now() - 5 * DAY));
  expect(await billDueMemberships(db)).toMatchObject({ charged: 1 });
  expect(await pieceLines(ids.ann)).toEqual([{ item_id: FX.top, size: 'S' }]);
  const [receipt] = await mails('ann@example.com', 'payment of $49.95');
  expect(receipt.body_text).toContain('This month’s piece, your pick: Crop Top');
});

test('a pick sold out by billing time: the shop picks instead, and says so; never an empty order', async () => {
  const db = await getDb();
  await member(ids.ann, 0);
  await card(ids.ann);
  await choosePick(db, 'pf', ids.ann, { itemId: FX.top, size: 'S' }, new Date(Date.now() - 5 * DAY));
  const stock = await db.selectFrom('item_sizes').select('stock').where('item_id', '=', FX.top).where('size', '=', 'S').executeTakeFirstOrThrow();
  await db.updateTable('item_sizes').set({ stock: 0 }).where('item_id', '=', FX.top).where('size', '=', 'S').execute();
  try {
    expect(await billDueMemberships(db)).toMatchObject({ charged: 1 });
    expect(await pieceLines(ids.ann)).toEqual([{ item_id: FX.legging, size: 'S' }]);
    const [receipt] = await mails('ann@example.com', 'payment of $49.95');
    expect(receipt.body_text).toContain('Your pick sold out before your billing date, so we picked this month’s piece from your style profile: Seamless Legging');
  } finally {
    await db.updateTable('item_sizes').set({ stock: stock.stock }).where('item_id', '=', FX.top).where('size', '=', 'S').execute();
  }
});

test('outside the window, or with nothing to choose, a choice is refused with the reason; bad input is a 400', async () => {
  const jar = await loggedIn('ann@example.com');
  const pick = (json: Record<string, unknown>) => api.request('POST', 'club/pick', { jar, json });
  await member(ids.ann, 20);
  expect((await api.request('GET', 'club/picks', { jar })).body.data).toMatchObject({ window: { state: 'upcoming', opensOn: day(10) }, picks: [] });
  const early = await pick({ itemId: String(FX.top), size: 'S' });
  expect(early.status).toBe(409);
  expect(early.body.errors[0]).toMatch(/^picks: the picks for your .* piece open on /);
  await member(ids.ann, 1);
  const late = await pick({ itemId: String(FX.top), size: 'S' });
  expect(late.status).toBe(409);
  expect(late.body.errors[0]).toMatch(/closed on .*; we’re packing it now$/);

  await member(ids.ann, 5);
  expect((await pick({ itemId: String(FX.top), size: 'M' })).body.errors).toEqual(['itemId: that piece is not one of your picks this month (it may have sold out in your size); choose another']);
  expect((await pick({ itemId: String(FX.cheeky), size: 'S' })).status).toBe(400);
  expect((await pick({ itemId: 'abc', size: 'S' })).body.errors).toEqual(['itemId: invalid ID']);
  expect((await pick({ itemId: String(FX.top) })).body.errors).toEqual(['size: choose a size']);
  expect((await pick({ itemId: String(FX.top), size: 'S'.repeat(500) })).status).toBe(400);

  await member(ids.ann, 5, { status: 'paused', paused: 1 });
  expect((await api.request('GET', 'club/picks', { jar })).body.data).toMatchObject({ window: null, unavailable: 'paused', picks: [] });
  expect((await pick({ itemId: String(FX.top), size: 'S' })).status).toBe(409);
  await member(ids.ann, 5, { skipped_json: JSON.stringify([day(5).slice(0, 7)]) });
  expect((await api.request('GET', 'club/picks', { jar })).body.data.unavailable).toBe('skipped');

  // Signed out 401; a brand without a club 404; a customer without a membership 404.
  expect((await api.request('GET', 'club/picks')).status).toBe(401);
  const bobJar = await loggedIn('bob@example.com');
  expect((await api.request('POST', 'club/pick', { jar: bobJar, json: { itemId: String(FX.top), size: 'S' } })).status).toBe(404);
  expect((await api.request('GET', 'club/picks', { jar: bobJar })).body.data.unavailable).toBe('noMembership');
});

test('the reminder: once, in the window’s last two days, to a member who has not chosen, naming what the shop would send', async () => {
  const db = await getDb();
  await member(ids.ann, 6);
  expect(await sendPickReminders(db, new Date())).toEqual({ reminded: 0, errors: 0 });
  await member(ids.ann, 4);
  expect(await sendPickReminders(db, new Date())).toEqual({ reminded: 1, errors: 0 });
  expect(await sendPickReminders(db, new Date())).toEqual({ reminded: 0, errors: 0 });
  const [mail] = await mails('ann@example.com', 'choose your');
  expect(mail.body_text).toContain('If you don’t choose, we’ll pick from your style profile and size; right now that would be Seamless Legging');
  expect(mail.body_text).toContain('/members/picks');
  // Signed by the brand's persona (its settings' personaFullName).
  expect(mail.body_text).toContain(`Jessica Marlowe, ${brandById('pf').storeName}`);

  // Chosen already: no reminder.
  await member(ids.ann, 3);
  await choosePick(db, 'pf', ids.ann, { itemId: FX.top, size: 'S' });
  expect(await sendPickReminders(db, new Date())).toEqual({ reminded: 0, errors: 0 });
});

test('clubMultiQty: where the brand offers it, a member takes two pieces a month; billing ships two and charges two; elsewhere refused', async () => {
  const db = await getDb();
  const jar = await loggedIn('ann@example.com');
  await member(ids.ann, 0);
  // pf's fixture settings have no clubMultiQty: nothing offers it.
  const refused = await api.request('POST', 'club/pieces', { jar, fields: { pieces: '2' } });
  expect(refused.status).toBe(409);
  expect(refused.body.errors).toEqual(['pieces: this club ships one piece a month']);
  expect((await api.request('GET', 'club/picks', { jar })).body.data.multiQty).toBe(false);

  const settings = await db.selectFrom('brand_settings').select('settings_json').where('brand_id', '=', 'pf').executeTakeFirstOrThrow();
  await db.updateTable('brand_settings').set({ settings_json: JSON.stringify({ ...JSON.parse(settings.settings_json), clubMultiQty: true }) }).where('brand_id', '=', 'pf').execute();
  clearSettingsCache();
  try {
    expect((await api.request('POST', 'club/pieces', { jar, fields: { pieces: '4' } })).body.errors).toEqual(['pieces: choose 1 to 3 pieces a month']);
    const set = await api.request('POST', 'club/pieces', { jar, fields: { pieces: '2' } });
    expect(set.body.data).toMatchObject({ changed: true, piecesPerMonth: 2, membership: { piecesPerMonth: 2, nextCharge: 99.9 } });
    await card(ids.ann);
    expect(await billDueMemberships(db)).toMatchObject({ charged: 1, chargedCents: 9990 });
    expect((await pieceLines(ids.ann)).length).toBe(2);
    const [receipt] = await mails('ann@example.com', 'payment of $99.90');
    expect(receipt.body_text).toContain('Your further piece: ');
  } finally {
    await db.updateTable('brand_settings').set({ settings_json: settings.settings_json }).where('brand_id', '=', 'pf').execute();
    clearSettingsCache();
  }
});
