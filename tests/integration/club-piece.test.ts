process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { CLUB_PLANS, insertClubShop, type ClubCustomerIds } from '../helpers/clubPlans';
import { getDb } from '../../server/db';
import { FX, stockOf } from '../../server/cart/__fixtures__/shop';
import { billDueMemberships } from '../../server/club/billing';
import { getGateway } from '../../server/payments';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { openOutboxBody } from '../../server/mail/seal';

// What members pay for, members get (issue 36): each paid billing date of an active membership ships
// a piece picked from the member's style profile in their size, free, to their address, as an order
// in their account; a paused month, a declined charge or a month with nothing to ship creates none,
// and a month with nothing to ship is not charged.

setupTestDatabase('club_piece');

const PASSWORD = 'piece-password-1';
const ids: ClubCustomerIds = { ann: 0, bob: 0, cara: 0, ckbAnn: 0, hal: 0 };
const TODAY = new Date().toISOString().slice(0, 10);

const api = withApiServer(async () => insertClubShop(await getDb(), insertCustomer, ids));
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

async function member(customerId: number, values: { status?: string; paused?: number } = {}): Promise<number> {
  // Nothing sent yet: each test starts from the member's first month.
  await (await getDb()).deleteFrom('order_items').where('discount_class', 'in', ['club_piece', 'club_accessory']).execute();
  const db = await getDb();
  await db.deleteFrom('club_charges').execute();
  await db.deleteFrom('club_memberships').execute();
  const row = await db.insertInto('club_memberships').values({
    brand_id: 'pf', customer_id: customerId, plan_id: FX.clubPlan, pause_plan_id: CLUB_PLANS.pfPause, status: 'active', amount_cents: 4995,
    next_billing_date: TODAY, started_at: new Date(Date.now() - 90 * 86_400_000).toISOString(), ...values,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

async function card(customerId: number, number: string) {
  const db = await getDb();
  await db.deleteFrom('payment_methods').where('customer_id', '=', customerId).execute();
  const c = getGateway().tokenize({ number, expMonth: '12', expYear: '2099', cvc: '123', name: 'Ann Lee' });
  await db.insertInto('payment_methods').values({ customer_id: customerId, gateway_token: c.token, card_brand: c.brand, last4: c.last4, exp_month: 12, exp_year: 2099, is_default: 1, created_at: new Date().toISOString() }).execute();
}

const pieceOrders = async (customerId: number) =>
  (await getDb()).selectFrom('orders as o').innerJoin('order_items as l', 'l.order_id', 'o.id')
    .select(['o.id', 'o.status', 'o.total_cents', 'o.shipping_cents', 'o.addresses_json', 'l.item_id', 'l.size', 'l.name'])
    .where('o.customer_id', '=', customerId).where('l.discount_class', '=', 'club_piece').orderBy('o.id').execute();
const mails = async (to: string, like: string) =>
  (await (await getDb()).selectFrom('email_outbox').selectAll().where('to_email', '=', to).where('subject', 'like', `%${like}%`).orderBy('id').execute()).map((m) => openOutboxBody(m));
const clearMail = async () => (await getDb()).deleteFrom('email_outbox').execute();

beforeEach(clearMail);

test('a paid month ships a piece in the member’s size, free, to their address, in their orders, named in the receipt', async () => {
  await member(ids.ann);
  await card(ids.ann, TEST_CARDS.approve);
  const before = await stockOf(await getDb(), FX.legging, 'S');
  expect(await billDueMemberships(await getDb())).toMatchObject({ charged: 1, noPiece: 0 });
  const [order] = await pieceOrders(ids.ann);
  expect(order).toMatchObject({ status: 'paid', total_cents: 0, shipping_cents: 0, item_id: FX.legging, size: 'S', name: 'Seamless Legging' });
  expect(JSON.parse(order.addresses_json).shipping).toMatchObject({ address: '1 Main St', city: 'Austin', zip: '78701' });
  expect(await stockOf(await getDb(), FX.legging, 'S')).toBe(before - 1);
  const [receipt] = await mails('ann@example.com', 'payment of $49.95');
  expect(receipt.body_text).toContain(`This month’s piece, picked from your style profile: Seamless Legging`);
  expect(receipt.body_text).toContain(`order #${order.id}`);
  // The member sees it among their orders, as any order.
  const jar = await loggedIn('ann@example.com');
  const list = (await api.request('GET', 'orders', { jar })).body.data.orders as { id: number }[];
  expect(list.map((o) => o.id)).toContain(Number(order.id));
});

test('the next month brings something not sent before when there is one (the top in the member’s top size)', async () => {
  const db = await getDb();
  await db.insertInto('style_profiles').values({ brand_id: 'pf', owner_key: `c:${ids.bob}`, field: 'size_top', chosen: 'M', updated_at: new Date().toISOString() }).execute();
  await member(ids.bob);
  await card(ids.bob, TEST_CARDS.approve);
  expect(await billDueMemberships(db)).toMatchObject({ charged: 1 });
  // Another billing date: the legging was sent, the top has not been.
  await db.updateTable('club_memberships').set({ next_billing_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) }).execute();
  await db.deleteFrom('club_charges').execute();
  expect(await billDueMemberships(db)).toMatchObject({ charged: 1 });
  expect((await pieceOrders(ids.bob)).map((o) => [o.item_id, o.size])).toEqual([[FX.legging, 'S'], [FX.top, 'M']]);
});

test('a month with a bonus piece and a free accessory ships both with the piece, once', async () => {
  const db = await getDb();
  await db.insertInto('style_profiles').values({ brand_id: 'pf', owner_key: `c:${ids.cara}`, field: 'size_top', chosen: 'S', updated_at: new Date().toISOString() }).execute();
  const id = await member(ids.cara, {});
  await db.updateTable('club_memberships').set({ bonus_piece: 1, free_accessory: 1 }).where('id', '=', id).execute();
  await card(ids.cara, TEST_CARDS.approve);
  expect(await billDueMemberships(db)).toMatchObject({ charged: 1 });
  const lines = await db.selectFrom('order_items as l').innerJoin('orders as o', 'o.id', 'l.order_id').select(['l.item_id', 'l.size', 'l.discount_class', 'l.total_cents'])
    .where('o.customer_id', '=', ids.cara).where('o.checkout_flow', '=', 'club_piece').orderBy('l.id').execute();
  expect(lines.map((l) => [l.item_id, l.size, l.discount_class, Number(l.total_cents)])).toEqual([
    [FX.legging, 'XS', 'club_piece', 0], [FX.top, 'S', 'club_piece', 0], [FX.scrunchie, 'One Size', 'club_accessory', 0],
  ]);
  const [receipt] = await mails('cara@example.com', 'payment of $49.95');
  expect(receipt.body_text).toContain('Your bonus piece: Crop Top');
  expect(receipt.body_text).toContain('Your free accessory: POP Scrunchie');
  // Used: the next month is an ordinary one.
  expect(await db.selectFrom('club_memberships').select(['bonus_piece', 'free_accessory']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ bonus_piece: 0, free_accessory: 0 });
  await db.deleteFrom('orders').where('customer_id', '=', ids.cara).execute();
});

test('paused: the pause rate, no piece; declined: no piece and the stock back', async () => {
  await member(ids.cara, { status: 'paused', paused: 1 });
  await card(ids.cara, TEST_CARDS.approve);
  expect(await billDueMemberships(await getDb())).toMatchObject({ charged: 1, chargedCents: 995 });
  expect(await pieceOrders(ids.cara)).toEqual([]);

  await member(ids.cara);
  await card(ids.cara, TEST_CARDS.decline);
  const before = await stockOf(await getDb(), FX.legging, 'XS');
  expect(await billDueMemberships(await getDb())).toMatchObject({ declined: 1 });
  expect(await pieceOrders(ids.cara)).toEqual([]);
  expect(await stockOf(await getDb(), FX.legging, 'XS')).toBe(before);
});

test('nothing to ship (no size known, or sold out in it): no charge, the date moves on, the member is told why', async () => {
  const db = await getDb();
  const dana = await insertCustomer('pf', 'dana@example.com', 'Dana Doe');
  await db.insertInto('addresses').values({ customer_id: dana, type: 'shipping', name: 'Dana Doe', country: 'US', address: '2 Oak St', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550101', is_default: 1 }).execute();
  const id = await member(dana);
  await card(dana, TEST_CARDS.approve);
  expect(await billDueMemberships(db)).toMatchObject({ charged: 0, noPiece: 1 });
  expect(await db.selectFrom('club_charges').selectAll().where('membership_id', '=', id).execute()).toEqual([]);
  expect((await db.selectFrom('club_memberships').select('next_billing_date').where('id', '=', id).executeTakeFirstOrThrow()).next_billing_date).not.toBe(TODAY);
  const [told] = await mails('dana@example.com', 'no charge');
  expect(told.body_text).toContain('your style profile has no size for us to pick your piece in, so we didn’t charge you for this month');

  // A size, but every match sold out in it.
  await db.insertInto('style_profiles').values({ brand_id: 'pf', owner_key: `c:${dana}`, field: 'size_bottom', chosen: 'M', updated_at: new Date().toISOString() }).execute();
  await member(dana);
  expect(await stockOf(await getDb(), FX.legging, 'M')).toBe(0);
  expect(await billDueMemberships(db)).toMatchObject({ charged: 0, noPiece: 1 });
  expect((await mails('dana@example.com', 'no charge'))[1].body_text).toContain('sold out in your size');
  expect(await pieceOrders(dana)).toEqual([]);
});

test('an overdue member who pays the balance gets that month’s piece', async () => {
  await member(ids.ann);
  await card(ids.ann, TEST_CARDS.decline);
  const db = await getDb();
  await db.deleteFrom('orders').where('customer_id', '=', ids.ann).execute();
  expect(await billDueMemberships(db)).toMatchObject({ declined: 1 });
  expect(await pieceOrders(ids.ann)).toEqual([]);
  await card(ids.ann, TEST_CARDS.approve);
  const jar = await loggedIn('ann@example.com');
  expect((await api.request('POST', 'club/settle', { jar })).status).toBe(200);
  expect((await pieceOrders(ids.ann)).map((o) => o.status)).toEqual(['paid']);
});

test('a prepaid month ships its piece without any charge and uses one prepaid month; the last one says billing resumes', async () => {
  const id = await member(ids.bob);
  await (await getDb()).updateTable('club_memberships').set({ prepaid_months: 2 }).where('id', '=', id).execute();
  await card(ids.bob, TEST_CARDS.decline);
  const summary = await billDueMemberships(await getDb());
  expect(summary).toMatchObject({ charged: 0, declined: 0, prepaid: 1, chargedCents: 0 });
  const [order] = await pieceOrders(ids.bob);
  expect(order).toMatchObject({ status: 'paid', total_cents: 0 });
  const row = await (await getDb()).selectFrom('club_memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ prepaid_months: 1, overdue: 0 });
  expect(row.next_prepaid_ship_date).toBe(row.next_billing_date);
  expect(row.next_billing_date! > TODAY).toBe(true);
  const charges = await (await getDb()).selectFrom('club_charges').select(['amount_cents', 'status', 'gateway_charge_id']).where('membership_id', '=', id).execute();
  expect(charges).toEqual([{ amount_cents: 0, status: 'paid', gateway_charge_id: null }]);
  const [mail] = await mails('bob@example.com', 'prepaid');
  expect(mail.body_text).toContain('is prepaid, so nothing was charged');
  expect(mail.body_text).toContain('1 prepaid month is left');

  // The last prepaid month (its date brought forward to a day not billed yet): billing resumes after it.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await (await getDb()).updateTable('club_memberships').set({ next_billing_date: yesterday }).where('id', '=', id).execute();
  await clearMail();
  expect(await billDueMemberships(await getDb())).toMatchObject({ prepaid: 1, charged: 0 });
  const after = await (await getDb()).selectFrom('club_memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(after).toMatchObject({ prepaid_months: 0, next_prepaid_ship_date: null });
  const [last] = await mails('bob@example.com', 'prepaid');
  expect(last.body_text).toContain('That was your last prepaid month');
});
