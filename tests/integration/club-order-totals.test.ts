import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { getDb } from '../../server/db';
import { BRANDS } from '../../brands';
import { shopFactsOf } from '../../server/seed/data/index';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { amountRows } from '../../lib/checkout/amountRows';
import type { OrderAmounts } from '../../lib/checkout/types';

// Issue 25: an order that buys the club shows the membership as its own amount, so every summary of it
// (GET order/:id for the thank-you page, GET orders/:id for the order page) adds up to its total:
// subtotal − discount + shipping + membership + tax = total, also for the club bought on its own.
setupTestDatabase('club_order_totals');

const api = withApiServer(getDb, 120_000);
const customers = testCustomers(api, 'correct horse battery 25');
const paid = BRANDS.filter((b) => shopFactsOf(b).hasClub).map((b) => b.id);
const ADDRESS = {
  shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701',
  shippingPhone: '(512) 555-0100',
};
const c = (v: number | undefined) => Math.round((v ?? 0) * 100);

/** The amounts add up, and so do the rows the pages show (amountRows), the membership's row included. */
function expectAddsUp(a: OrderAmounts) {
  expect(c(a.subtotal) - c(a.discount) + c(a.shipping) + c(a.membership) + c(a.tax)).toBe(c(a.total));
  const rows = amountRows(a);
  const value = (key: string) => {
    const row = rows.find((r) => r.key === key);
    if (!row || row.value === 'Free') return 0;
    const n = c(Number(row.value.replace(/[^0-9.]/g, '')));
    return /[-−(]/.test(row.value) ? -n : n;
  };
  expect(value('subtotal') + value('discount') + value('shipping') + value('membership') + value('tax')).toBe(value('total'));
}

async function anItem(brandId: string) {
  const db = await getDb();
  const item = await db.selectFrom('items').select('id').where('brand_id', '=', brandId).where('active', '=', 1).where('vip_only', '=', 0)
    .where('club_price_cents', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  const size = await db.selectFrom('item_sizes').select('size').where('item_id', '=', item.id).where('stock', '>', 10).orderBy('position').executeTakeFirstOrThrow();
  const color = await db.selectFrom('item_colors').select('name').where('item_id', '=', item.id).orderBy('position').executeTakeFirst();
  return { itemId: String(item.id), size: size.size, ...(color ? { color: color.name } : {}) };
}

async function buyClub(jar: CookieJar, host: string, email: string, withItem: boolean) {
  if (withItem) expect((await api.request('POST', 'cart/add', { jar, host, fields: { ...(await anItem(host.split('.')[0])), quantity: '2' } })).status).toBe(200);
  const cart = (await api.request('POST', 'cart/club', { jar, host, fields: { join: 'true' } })).body.data;
  const token = (await api.request('POST', 'payments/tokenize', { jar, host, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  const res = await api.request('POST', 'checkout', {
    jar, host, fields: { idempotencyKey: `totals-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, paymentMethod: 'card', paymentToken: token, email, clubConsent: 'true', ...ADDRESS },
  });
  expect(res.status).toBe(200);
  return { orderId: Number(res.body.data.orderId), clubMonthly: cart.clubMonthly as number };
}

test.each(paid)('%s: a logged-in member’s club order: thank-you and order page amounts list the membership and add up', async (id) => {
  const host = `${id}.localhost`;
  const email = `totals-${id}-${Date.now()}@example.com`;
  await customers.insertCustomer(id, email, 'Ann Lee');
  const jar = await customers.loggedIn(email, host);
  const { orderId, clubMonthly } = await buyClub(jar, host, email, true);

  const thankYou = (await api.request('GET', `order/${orderId}`, { jar, host })).body.data;
  expect(thankYou.amounts.membership).toBe(clubMonthly);
  expect(thankYou.amounts.subtotal).toBeGreaterThan(0);
  expectAddsUp(thankYou.amounts);
  // The membership line is listed with the goods, and the goods alone make the subtotal.
  const goods = thankYou.items.filter((l: { discountClass: string }) => l.discountClass !== 'club');
  expect(c(goods.reduce((s: number, l: { total: number }) => s + l.total, 0))).toBe(c(thankYou.amounts.subtotal));
  expect(thankYou.items.filter((l: { discountClass: string }) => l.discountClass === 'club')).toEqual([expect.objectContaining({ total: clubMonthly })]);

  const detail = (await api.request('GET', `orders/${orderId}`, { jar, host })).body.data;
  expect(detail.amounts).toEqual(thankYou.amounts);
  expectAddsUp(detail.amounts);
  expect(detail.totalCharged).toBe(detail.amounts.total);
});

test.each(paid)('%s: the club on its own (a rejoin): subtotal $0.00, the membership, and the total add up', async (id) => {
  const host = `${id}.localhost`;
  const jar = new CookieJar();
  const { orderId, clubMonthly } = await buyClub(jar, host, `alone-${id}-${Date.now()}@example.com`, false);
  const order = (await api.request('GET', `order/${orderId}`, { jar, host })).body.data;
  expect(order.amounts).toMatchObject({ subtotal: 0, discount: 0, shipping: 0, membership: clubMonthly, total: c(clubMonthly + order.amounts.tax) / 100 });
  expectAddsUp(order.amounts);
  expect(amountRows(order.amounts).map((r) => r.key)).toEqual(['subtotal', 'shipping', 'membership', 'tax', 'total']);
});

test('an order without the club has no membership amount', async () => {
  const host = 'pf.localhost';
  const jar = new CookieJar();
  await api.request('POST', 'cart/add', { jar, host, fields: { ...(await anItem('pf')), quantity: '1' } });
  const token = (await api.request('POST', 'payments/tokenize', { jar, host, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  const res = await api.request('POST', 'checkout', { jar, host, fields: { idempotencyKey: `plain-${Date.now()}`, paymentMethod: 'card', paymentToken: token, email: 'plain@example.com', ...ADDRESS } });
  const order = (await api.request('GET', `order/${res.body.data.orderId}`, { jar, host })).body.data;
  expect(order.amounts.membership).toBe(0);
  expectAddsUp(order.amounts);
  expect(amountRows(order.amounts).some((r) => r.key === 'membership')).toBe(false);
});
