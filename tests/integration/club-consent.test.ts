import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { BRANDS } from '../../brands';
import { shopFactsOf } from '../../server/seed/data/index';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { CLUB_TERMS_VERSION, firstRenewalDate } from '../../lib/club/disclosure';
import { billingDateLabel } from '../../lib/club/months';
import { formatMoney } from '../../lib/format/money';

// Automatic-renewal consent (issue 25): with the paid club in the cart, GET cart discloses the recurring
// price, frequency, first renewal date, how to cancel and the terms, with what joining changes in this
// order; checkout refuses to start the membership without the consent box, and records what was agreed to.
setupTestDatabase('club_consent');

const api = withApiServer(getDb, 120_000);
const paid = BRANDS.filter((b) => shopFactsOf(b).hasClub).map((b) => b.id);

const ADDRESS = {
  shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701',
  shippingPhone: '(512) 555-0100',
};

/** An item with a member price that, bought `quantity` times, is at or above the free-shipping minimum at list price and under it at member prices. */
async function itemCrossingThreshold(brandId: string, thresholdCents: number) {
  const db = await getDb();
  const items = await db
    .selectFrom('items')
    .select(['id', 'price_cents', 'club_price_cents'])
    .where('brand_id', '=', brandId).where('active', '=', 1).where('vip_only', '=', 0).where('club_price_cents', 'is not', null)
    // A multi-buy set would price the list-price cart under the minimum too (ckb's cheekies).
    .where('id', 'not in', db.selectFrom('item_categories').innerJoin('multi_buys', 'multi_buys.category_id', 'item_categories.category_id').select('item_categories.item_id'))
    .orderBy('id')
    .execute();
  for (const item of items) {
    const quantity = Math.ceil(thresholdCents / item.price_cents);
    if (quantity > 5 || quantity * (item.club_price_cents ?? 0) >= thresholdCents) continue;
    const size = await db.selectFrom('item_sizes').select('size').where('item_id', '=', item.id).where('stock', '>', 10).orderBy('position').executeTakeFirst();
    const color = await db.selectFrom('item_colors').select('name').where('item_id', '=', item.id).orderBy('position').executeTakeFirst();
    if (size) return { id: item.id, quantity, size: size.size, color: color?.name };
  }
  throw new Error(`${brandId}: no item crosses the free-shipping minimum with member prices`);
}

async function clubCart(id: string) {
  const jar = new CookieJar();
  const host = `${id}.localhost`;
  const threshold = Math.round((await api.request('GET', 'cart', { jar, host })).body.data.freeShippingThreshold * 100);
  const item = await itemCrossingThreshold(id, threshold);
  const added = await api.request('POST', 'cart/add', {
    jar, host, fields: { itemId: String(item.id), size: item.size, quantity: String(item.quantity), ...(item.color ? { color: item.color } : {}) },
  });
  expect(added.status).toBe(200);
  const joined = await api.request('POST', 'cart/club', { jar, host, fields: { join: 'true' } });
  expect(joined.status).toBe(200);
  return { jar, host, cart: joined.body.data };
}

async function checkout(jar: CookieJar, host: string, key: string, extra: Record<string, string> = {}) {
  const token = (await api.request('POST', 'payments/tokenize', { jar, host, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  return api.request('POST', 'checkout', {
    jar, host, fields: { idempotencyKey: key, paymentMethod: 'card', paymentToken: token, email: `${key}@example.com`, ...ADDRESS, ...extra },
  });
}

test.each(paid)('%s: the cart discloses the recurring charge and what joining changes in this order', async (id) => {
  const { cart } = await clubCart(id);
  const join = cart.clubJoin;
  const renewal = firstRenewalDate();
  expect(join).toMatchObject({
    monthly: cart.clubMonthly, frequency: 'monthly', renewalDate: renewal, termsUrl: '/vipterms', cancelUrl: '/members', termsVersion: CLUB_TERMS_VERSION,
  });
  for (const said of [formatMoney(cart.clubMonthly), 'every month', billingDateLabel(renewal), 'until you cancel', '/members']) expect(join.disclosure).toContain(said);
  expect(join.consentLabel).toContain(formatMoney(cart.clubMonthly));
  // Without the club: list prices, at or above the minimum, so free shipping; with it, member prices under it pay shipping.
  expect(join.withoutClub.shipping).toBe(0);
  expect(cart.amounts.shipping).toBeGreaterThan(0);
  expect(join.withoutClub.subtotal).toBeGreaterThan(cart.amounts.subtotal);
  const c = (v: number) => Math.round(v * 100);
  // The net change is the membership plus the shipping, less the member savings and the tax they save.
  expect(c(cart.amounts.total) - c(join.withoutClub.total)).toBe(
    c(cart.amounts.subtotal) - c(join.withoutClub.subtotal) + c(cart.amounts.shipping) + c(cart.amounts.tax) - c(join.withoutClub.tax) + c(cart.clubMonthly),
  );
  // The checkout's rows come from the server as they are: the member saving, the shipping it costs, the first month.
  expect(join.change).toEqual({
    items: (c(cart.amounts.subtotal) - c(join.withoutClub.subtotal)) / 100, shipping: cart.amounts.shipping, tax: (c(cart.amounts.tax) - c(join.withoutClub.tax)) / 100,
    membership: cart.clubMonthly, net: (c(cart.amounts.total) - c(join.withoutClub.total)) / 100,
  });
  // Without the club in the cart there is nothing to disclose.
  const { jar, host } = await clubCart(id);
  const left = await api.request('POST', 'cart/club', { jar, host, fields: { join: 'false' } });
  expect(left.body.data.clubJoin).toBeNull();
});

test.each(paid)('%s: checkout with the club in the cart and no consent is refused, naming clubConsent; nothing is charged', async (id) => {
  const { jar, host } = await clubCart(id);
  const db = await getDb();
  const before = await db.selectFrom('orders').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  for (const extra of [{}, { clubConsent: 'false' }] as Record<string, string>[]) {
    const res = await checkout(jar, host, `no-consent-${id}-${Date.now()}`, extra);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.stringMatching(/^clubConsent: /)]);
  }
  const after = await db.selectFrom('orders').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
  expect((await api.request('GET', 'cart', { jar, host })).body.data.hasClubInCart).toBe(true);
});

test.each(paid)('%s: consent is recorded on the order with the terms version and the disclosure shown', async (id) => {
  const { jar, host, cart } = await clubCart(id);
  const res = await checkout(jar, host, `consent-${id}-${Date.now()}`, { clubConsent: 'true' });
  expect(res.status).toBe(200);
  const db = await getDb();
  const order = await db.selectFrom('orders').selectAll().where('id', '=', Number(res.body.data.orderId)).executeTakeFirstOrThrow();
  expect(order.club_terms_version).toBe(CLUB_TERMS_VERSION);
  expect(order.club_consent_text).toBe(cart.clubJoin.disclosure);
  expect(Date.now() - new Date(order.club_consent_at ?? 0).getTime()).toBeLessThan(60_000);
  const membership = await db.selectFrom('club_memberships').select(['status', 'next_billing_date']).where('customer_id', '=', order.customer_id).executeTakeFirstOrThrow();
  expect(membership).toEqual({ status: 'active', next_billing_date: cart.clubJoin.renewalDate });
});

test.each(paid)('%s: an order without the club needs no consent and records none', async (id) => {
  const { jar, host } = await clubCart(id);
  await api.request('POST', 'cart/club', { jar, host, fields: { join: 'false' } });
  const res = await checkout(jar, host, `no-club-${id}-${Date.now()}`);
  expect(res.status).toBe(200);
  const order = await (await getDb()).selectFrom('orders').selectAll().where('id', '=', Number(res.body.data.orderId)).executeTakeFirstOrThrow();
  expect([order.club_consent_at, order.club_terms_version, order.club_consent_text]).toEqual([null, null, null]);
});
