process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { insertClubShop, CLUB_PLANS, type ClubCustomerIds } from '../helpers/clubPlans';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { txTaxCents } from '../helpers/tax';
import { ADD_ON_NOTE } from '../../server/cart/lines';
import { markFirstOrderCodes } from '../../server/db/migrations/011_first_order_codes';
import type { Kysely } from 'kysely';

// The money rules of the shop API (issue 23; docs/api.md "Business rules"): each holds on the
// server, whatever the pages do, and is checked again whenever the cart is priced and at checkout.
setupTestDatabase('money_rules');

const PASSWORD = 'money-rules-password';
const ids = {} as ClubCustomerIds;
const VIP_ITEM = 9005; // pf, VIP-only, $60.00 (club $45.00)

const api = withApiServer(async () => {
  const db = await getDb();
  await insertClubShop(db, insertCustomer, ids);
  await db.insertInto('items').values({
    id: VIP_ITEM, brand_id: 'pf', path: 'p-vip', name: 'VIP Sculpt Legging', type: 'apparel', description: 'For members.',
    price_cents: 6000, club_price_cents: 4500, original_price_cents: null, vip_only: 1, created_at: new Date().toISOString(),
  }).execute();
  await db.insertInto('item_colors').values({ item_id: VIP_ITEM, name: 'Black', hex: '#000' }).execute();
  await db.insertInto('item_sizes').values({ item_id: VIP_ITEM, size: 'S', stock: 50 }).execute();
});
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

type Fields = Record<string, string>;
const post = (jar: CookieJar, path: string, fields: Fields = {}, host?: string) => api.request('POST', path, { jar, fields, host });
const cartOf = async (jar: CookieJar, host?: string) => (await api.request('GET', 'cart', { jar, host })).body.data;
const add = (jar: CookieJar, itemId: number, size: string, color?: string, host?: string, quantity = '1') =>
  post(jar, 'cart/add', { itemId: String(itemId), size, quantity, ...(color ? { color } : {}) }, host);
const addLegging = (jar: CookieJar) => add(jar, FX.legging, 'S', 'Black');
const addTops = (jar: CookieJar, quantity: string) => add(jar, FX.top, 'S', 'White', undefined, quantity);

/** A membership of the customer (the only one), as the club actions and billing leave it. */
async function setMembership(brand: 'pf' | 'ckb', customerId: number, values: { status?: string; paused?: number; overdue?: number }) {
  const db = await getDb();
  await db.deleteFrom('club_memberships').where('customer_id', '=', customerId).execute();
  await db.insertInto('club_memberships').values({
    brand_id: brand, customer_id: customerId, plan_id: brand === 'pf' ? FX.clubPlan : CLUB_PLANS.ckbMain,
    pause_plan_id: brand === 'pf' ? CLUB_PLANS.pfPause : CLUB_PLANS.ckbPause, status: 'active', amount_cents: 4995,
    next_billing_date: '2099-01-15', started_at: new Date(Date.now() - 90 * 86_400_000).toISOString(), ...values,
  }).execute();
}

let keys = 0;
/** POST checkout as the checkout screen sends it, with an approved card. */
async function checkout(jar: CookieJar, email: string, host?: string) {
  const token = (await post(jar, 'payments/tokenize', { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' }, host)).body.data.token;
  return post(jar, 'checkout', { clubConsent: 'true',
    idempotencyKey: `money-rules-${Date.now()}-${++keys}`, email, shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St',
    shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100', paymentMethod: 'card', paymentToken: token,
  }, host);
}
const orderRow = async (id: number) => (await getDb()).selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ordersOf = async (email: string) => (await getDb()).selectFrom('orders').select('id').where('email', '=', email).execute();

describe('club-only codes are checked whenever the cart is priced', () => {
  const CKB = 'ckb.localhost';

  test('leaving the club in the cart keeps WB10VIP listed with the reason, and the order gets no discount', async () => {
    const jar = new CookieJar();
    await add(jar, FX.cheeky, 'S', 'Red', CKB, '4');
    await post(jar, 'cart/club', { join: 'true' }, CKB);
    const applied = await post(jar, 'discount-code', { code: 'WB10VIP' }, CKB);
    expect(applied.status).toBe(200);
    expect(applied.body.data.amounts).toMatchObject({ subtotal: 48, discount: 10 });

    const left = (await post(jar, 'cart/club', { join: 'false' }, CKB)).body.data;
    expect(left.discountDetails).toMatchObject({ name: 'WB10VIP', reason: 'WB10VIP is for club members only.' });
    expect(left.amounts).toMatchObject({ subtotal: 60, discount: 0, total: 66.95 });

    const placed = await checkout(jar, 'wb-leaver@example.com', CKB);
    expect(placed.status).toBe(200);
    const order = await orderRow(placed.body.data.orderId);
    expect({ discount: order.discount_cents, code: order.discount_code, total: order.total_cents }).toEqual({ discount: 0, code: null, total: 6695 + txTaxCents(6000, 695) });
  });

  test('the club alone (a rejoin cart) with WB10VIP: discount 0, the code says it waits for items; an item puts it to use', async () => {
    const jar = new CookieJar();
    await post(jar, 'cart/club', { join: 'true' }, CKB);
    const applied = await post(jar, 'discount-code', { code: 'WB10VIP' }, CKB);
    expect(applied.status).toBe(200);
    const waiting = await cartOf(jar, CKB);
    expect(waiting.items).toEqual([]);
    expect(waiting.hasClubInCart).toBe(true);
    // Never taken off the membership fee: the code waits for items, and says so.
    expect(waiting.amounts).toMatchObject({ subtotal: 0, discount: 0, savings: 0 });
    expect(waiting.amounts.total).toBeGreaterThan(0);
    expect(waiting.discountDetails).toMatchObject({
      name: 'WB10VIP', reason: null, effect: '$10 off the items in your order', waiting: 'add an item to use it',
    });

    const used = (await add(jar, FX.cheeky, 'S', 'Red', CKB, '2')).body.data;
    expect(used.amounts.discount).toBe(10);
    expect(used.discountDetails).toMatchObject({ name: 'WB10VIP', reason: null, waiting: null });
  });

  test('a paused or overdue member keeps the code on the cart but gets no discount; back in good standing it applies again', async () => {
    await setMembership('ckb', ids.ckbAnn, {});
    const jar = await loggedIn('ann@example.com', CKB);
    await add(jar, FX.cheeky, 'S', 'Red', CKB, '2');
    expect((await post(jar, 'discount-code', { code: 'wb10vip' }, CKB)).body.data.amounts).toMatchObject({ subtotal: 24, discount: 10 });

    await setMembership('ckb', ids.ckbAnn, { status: 'paused', paused: 1 });
    const paused = await cartOf(jar, CKB);
    expect(paused.amounts).toMatchObject({ subtotal: 30, discount: 0 });
    expect(paused.discountDetails.reason).toBe('WB10VIP is for club members only, and your membership is paused. Resume it to use this code.');

    await setMembership('ckb', ids.ckbAnn, { overdue: 1 });
    const overdue = await cartOf(jar, CKB);
    expect(overdue.amounts).toMatchObject({ subtotal: 30, discount: 0 });
    expect(overdue.discountDetails.reason).toMatch(/balance due/);

    await setMembership('ckb', ids.ckbAnn, {});
    expect((await cartOf(jar, CKB)).discountDetails.reason).toBeNull();
  });
});

describe('first-order codes (10First) are for a first order only', () => {
  test('a customer with an earlier order is refused; a code put on another cart before that order gives nothing after it', async () => {
    const tab = await loggedIn('bob@example.com');
    await addLegging(tab);
    expect((await post(tab, 'discount-code', { code: '10First' })).body.data.amounts.discount).toBe(5);

    const jar = await loggedIn('bob@example.com');
    await addLegging(jar);
    const first = await post(jar, 'discount-code', { code: '10First' });
    expect(first.status).toBe(200);
    expect(first.body.data.amounts.discount).toBe(5);
    const placed = await checkout(jar, 'bob@example.com');
    expect(placed.status).toBe(200);
    expect((await orderRow(placed.body.data.orderId)).discount_cents).toBe(500);

    await addLegging(jar);
    const again = await post(jar, 'discount-code', { code: '10first' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual(['code: 10First is for your first order only.']);
    expect((await cartOf(jar)).discountDetails).toBeNull();

    const other = await cartOf(tab);
    expect(other.discountDetails).toMatchObject({ name: '10First', reason: '10First is for your first order only.' });
    expect(other.amounts).toMatchObject({ subtotal: 50, discount: 0 });
    const second = await checkout(tab, 'bob@example.com');
    expect(second.status).toBe(200);
    expect((await orderRow(second.body.data.orderId))).toMatchObject({ discount_cents: 0, discount_code: null });
  });

  test('a guest who ordered in this session is refused', async () => {
    const jar = new CookieJar();
    await addLegging(jar);
    expect((await checkout(jar, 'guest-one@example.com')).status).toBe(200);
    await addLegging(jar);
    const res = await post(jar, 'discount-code', { code: '10First' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['code: 10First is for your first order only.']);
  });

  test('a guest whose email ordered before is stopped at checkout before any charge; a new email gets the discount', async () => {
    const earlier = new CookieJar();
    await addLegging(earlier);
    expect((await checkout(earlier, 'returning@example.com')).status).toBe(200);

    const jar = new CookieJar();
    await addLegging(jar);
    expect((await post(jar, 'discount-code', { code: '10First' })).status).toBe(200);
    const refused = await checkout(jar, 'Returning@Example.com');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual(['code: 10First is for your first order only. Remove the code to place your order.']);
    expect(await ordersOf('returning@example.com')).toHaveLength(1);
    expect((await cartOf(jar)).discountDetails.name).toBe('10First');

    const fresh = await checkout(jar, 'first-timer@example.com');
    expect(fresh.status).toBe(200);
    expect((await orderRow(fresh.body.data.orderId))).toMatchObject({ discount_cents: 500, discount_code: '10First', total_cents: 4500 + 695 + txTaxCents(4500, 695) });
  });

  test('two checkouts of one new email at once: only the first order gets the first-order code', async () => {
    const jars = [new CookieJar(), new CookieJar()];
    for (const jar of jars) {
      await addLegging(jar);
      expect((await post(jar, 'discount-code', { code: '10First' })).status).toBe(200);
    }
    const results = await Promise.all(jars.map((jar) => checkout(jar, 'two-tabs@example.com')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const orders = await (await getDb()).selectFrom('orders').select('discount_cents').where('email', '=', 'two-tabs@example.com').execute();
    expect(orders).toEqual([{ discount_cents: 500 }]);
  });

  test('migration 011 marks a 10First stored before it as a first-order code, and no other code', async () => {
    const db = await getDb();
    const row = (code: string) => ({ brand_id: 'hb', code, code_lower: code.toLowerCase(), kind: 'percent', value_cents: 0, percent_off: 10, first_order_only: 0 });
    await db.insertInto('discount_codes').values([row('10First'), row('Lock5')]).execute();
    await markFirstOrderCodes(db as unknown as Kysely<unknown>);
    const rows = await db.selectFrom('discount_codes').select(['code', 'first_order_only']).where('brand_id', '=', 'hb').orderBy('code').execute();
    expect(rows).toEqual([{ code: '10First', first_order_only: 1 }, { code: 'Lock5', first_order_only: 0 }]);
  });
});

describe('order bumps are add-ons', () => {
  test('a bump cannot start a cart, and alone it costs the regular price of its pieces, at checkout too', async () => {
    const jar = new CookieJar();
    const alone = await post(jar, 'cart/order-bump', { offerId: String(FX.bumpOffer) });
    expect(alone.status).toBe(400);
    expect(alone.body.errors).toEqual(['offerId: this offer is an add-on to an order. Add an item to your cart first.']);

    const legging = (await addLegging(jar)).body.data.items[0];
    const withBump = (await post(jar, 'cart/order-bump', { offerId: String(FX.bumpOffer) })).body.data;
    expect(withBump.amounts.subtotal).toBe(64.99);

    const left = (await post(jar, 'cart/remove', { cartId: String(legging.cartId) })).body.data;
    const bump = left.items.find((l: { bundledWith: number | null }) => l.bundledWith === null);
    // Three scrunchies at $9.00: the bump line carries all three pieces, its bundled line stays at 0.
    expect(bump).toMatchObject({ price: 27, total: 27, banner: ADD_ON_NOTE });
    expect(left.amounts).toMatchObject({ subtotal: 27, shipping: FX.standardShippingCost, total: 33.95 });

    const placed = await checkout(jar, 'bump-alone@example.com');
    expect(placed.status).toBe(200);
    expect((await orderRow(placed.body.data.orderId)).total_cents).toBe(3395 + txTaxCents(2700, 695));
  });

  test('the club bought on its own is an order a bump can be added to (the funnel offers bumps after the club)', async () => {
    const jar = new CookieJar();
    await post(jar, 'cart/club', { join: 'true' });
    const res = await post(jar, 'cart/order-bump', { offerId: String(FX.bumpOffer) });
    expect(res.status).toBe(200);
    expect(res.body.data.amounts.subtotal).toBe(14.99);
    const left = (await post(jar, 'cart/club', { join: 'false' })).body.data;
    expect(left.amounts.subtotal).toBe(27);
  });
});

describe('VIP-only items need the club', () => {
  test('a guest cannot add one; with the club in the cart they can, and leaving the club stops the checkout', async () => {
    const jar = new CookieJar();
    const refused = await add(jar, VIP_ITEM, 'S', 'Black');
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual(['itemId: VIP Sculpt Legging is for Pure Form VIP members only. Join the club to buy it.']);

    await post(jar, 'cart/club', { join: 'true' });
    const added = await add(jar, VIP_ITEM, 'S', 'Black');
    expect(added.status).toBe(200);
    expect(added.body.data.items[0]).toMatchObject({ itemId: VIP_ITEM, price: 45 });

    await post(jar, 'cart/club', { join: 'false' });
    const placed = await checkout(jar, 'vip-guest@example.com');
    expect(placed.status).toBe(409);
    expect(placed.body.errors).toEqual(['cart: VIP Sculpt Legging is for Pure Form VIP members only. Add the club to your order or remove the item.']);
    expect(await ordersOf('vip-guest@example.com')).toHaveLength(0);
  });

  test('a member in good standing can; a paused member cannot', async () => {
    await setMembership('pf', ids.cara, {});
    const jar = await loggedIn('cara@example.com');
    expect((await add(jar, VIP_ITEM, 'S', 'Black')).status).toBe(200);
    await setMembership('pf', ids.cara, { status: 'paused', paused: 1 });
    expect((await add(jar, VIP_ITEM, 'S', 'Black')).status).toBe(403);
  });
});

describe("members' early access (items.members_until)", () => {
  const setMembersUntil = async (iso: string | null) => (await getDb()).updateTable('items').set({ members_until: iso }).where('id', '=', FX.legging).execute();
  afterEach(() => setMembersUntil(null));

  test('before the date a guest is refused with the date; the club in the cart or a member may buy; the checkout checks again; after the date everyone may', async () => {
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await setMembersUntil(until);
    const jar = new CookieJar();
    const refused = await addLegging(jar);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatch(/^itemId: .+ is in Pure Form VIP members' early access until [A-Z][a-z]+ \d{1,2}, \d{4}\. Join the club, or log in as a member, to buy it now\.$/);

    await post(jar, 'cart/club', { join: 'true' });
    expect((await addLegging(jar)).status).toBe(200);
    await post(jar, 'cart/club', { join: 'false' });
    const placed = await checkout(jar, 'early-guest@example.com');
    expect(placed.status).toBe(409);
    expect(placed.body.errors[0]).toMatch(/^cart: .+ early access until /);
    expect(await ordersOf('early-guest@example.com')).toHaveLength(0);

    await setMembership('pf', ids.cara, {});
    expect((await addLegging(await loggedIn('cara@example.com'))).status).toBe(200);

    await setMembersUntil(new Date(Date.now() - 60_000).toISOString());
    expect((await addLegging(new CookieJar())).status).toBe(200);
    expect((await checkout(jar, 'early-guest@example.com')).status).toBe(200);
  });
});

describe('member prices need a membership in good standing', () => {
  test('an overdue member pays list prices, gets no club discount or club-only code, and cannot buy the club again', async () => {
    await setMembership('pf', ids.ann, {});
    const jar = await loggedIn('ann@example.com');
    const good = (await addLegging(jar)).body.data;
    expect(good.items[0].price).toBe(40);
    expect(good.clubDiscountPercentage).toBe(20);

    await setMembership('pf', ids.ann, { overdue: 1 });
    const overdue = await cartOf(jar);
    expect(overdue).toMatchObject({ hasClub: true, clubOverdue: true, clubDiscountPercentage: 0 });
    expect(overdue.items[0].price).toBe(50);
    expect(overdue.amounts.subtotal).toBe(50);
    const code = await post(jar, 'discount-code', { code: 'VIPONLY' });
    expect(code.status).toBe(400);
    expect(code.body.errors[0]).toMatch(/^code: VIPONLY is for club members only, and your membership has a balance due/);
    const join = await post(jar, 'cart/club', { join: 'true' });
    expect(join.status).toBe(409);
    expect(join.body.errors[0]).toMatch(/^join: Your last monthly payment didn’t go through/);

    const placed = await checkout(jar, 'ann@example.com');
    expect(placed.status).toBe(200);
    expect((await orderRow(placed.body.data.orderId)).subtotal_cents).toBe(5000);
  });
});

describe('the free gift counts the spend after the discount', () => {
  const gift = (jar: CookieJar) => post(jar, 'cart/free-gift', { kind: 'free-leggings', itemId: String(FX.legging), color: 'Black', size: 'XS' });

  test('a $50 cart with a $5 code is a $45 spend: no gift, and a gift claimed before the code is taken back', async () => {
    const jar = new CookieJar();
    await addTops(jar, '2');
    expect((await gift(jar)).status).toBe(200);
    const coded = (await post(jar, 'discount-code', { code: 'Lock5' })).body.data;
    expect(coded.amounts).toMatchObject({ subtotal: 50, discount: 5 });
    expect(coded.items.some((l: { discountClass: string }) => l.discountClass === 'free_gift')).toBe(false);
    expect(coded.removedFreePromo).toBe(true);
    expect(coded.freeLeggingsEligible).toBe(false);
    const again = await gift(jar);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual(['kind: spend $50.00 after discounts or join the club to claim free-leggings']);

    const placed = await checkout(jar, 'gift-after-discount@example.com');
    expect(placed.status).toBe(200);
    const lines = await (await getDb()).selectFrom('order_items').select('discount_class').where('order_id', '=', placed.body.data.orderId).execute();
    expect(lines.map((l) => l.discount_class)).not.toContain('free_gift');
  });
});

describe('code limits: a per-customer use limit and the days a code runs (issue 38)', () => {
  const insertCode = async (code: string, over: { per_customer_limit?: number | null; starts_at?: string | null; ends_at?: string | null }) =>
    (await getDb()).insertInto('discount_codes').values({
      brand_id: 'pf', code, code_lower: code.toLowerCase(), kind: 'amount', value_cents: 500, percent_off: 0, description: '$5 off',
      per_customer_limit: null, starts_at: null, ends_at: null, ...over,
    }).execute();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  test('once per customer: the session that used it is refused in the cart, the same email from another session at checkout, before any charge', async () => {
    await insertCode('ONCE5', { per_customer_limit: 1 });
    const jar = new CookieJar();
    await addLegging(jar);
    expect((await post(jar, 'discount-code', { code: 'once5' })).status).toBe(200);
    const first = await checkout(jar, 'once@example.com');
    expect(first.status).toBe(200);
    expect(await orderRow(first.body.data.orderId)).toMatchObject({ discount_code: 'ONCE5', discount_cents: 500 });

    await addLegging(jar);
    const again = await post(jar, 'discount-code', { code: 'ONCE5' });
    expect([again.status, again.body.errors]).toEqual([400, ['code: ONCE5 can be used once per customer, and you have used it.']]);

    const other = new CookieJar();
    await addLegging(other);
    expect((await post(other, 'discount-code', { code: 'ONCE5' })).status).toBe(200);
    const refused = await checkout(other, 'ONCE@example.com');
    expect([refused.status, refused.body.errors]).toEqual([409, ['code: ONCE5 can be used once per customer, and you have used it. Remove the code to place your order.']]);
    expect(await ordersOf('once@example.com')).toHaveLength(1);
    expect((await checkout(other, 'someone-else@example.com')).status).toBe(200);
  });

  test('a code before its first day or after its last is refused with the day', async () => {
    await insertCode('SOON5', { starts_at: day(2) });
    await insertCode('PAST5', { ends_at: day(-2) });
    await insertCode('NOW5', { starts_at: day(0), ends_at: day(0) });
    const jar = new CookieJar();
    await addLegging(jar);
    expect((await post(jar, 'discount-code', { code: 'SOON5' })).body.errors[0]).toMatch(/^code: SOON5 starts on \w{3} \d{1,2}, \d{4}\.$/);
    expect((await post(jar, 'discount-code', { code: 'PAST5' })).body.errors[0]).toMatch(/^code: PAST5 ended on \w{3} \d{1,2}, \d{4}\.$/);
    expect((await post(jar, 'discount-code', { code: 'NOW5' })).status).toBe(200);
  });
});
