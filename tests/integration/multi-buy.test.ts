process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { insertClubShop, type ClubCustomerIds } from '../helpers/clubPlans';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { clearCatalogCache } from '../../server/catalog/cache';

// Multi-buy promotions (issue 25; docs/api.md "Multi-buy promotions"): a mix-and-match set by category
// is priced by the shop API in every cart and at checkout, codes apply after it, and the item and
// category answers name the sets the pages show.
setupTestDatabase('multi_buy');

const CKB = 'ckb.localhost';
const CHEEKIES = 9190;
const DEAR = 9150; // ckb cheeky, $19.99, no member price
const ids = {} as ClubCustomerIds;

const api = withApiServer(async () => {
  const db = await getDb();
  await insertClubShop(db, insertCustomer, ids);
  await db.insertInto('items').values({
    id: DEAR, brand_id: 'ckb', path: 'p-dear', name: 'Satin Cheeky', type: 'apparel', description: 'Satin.', price_cents: 1999,
    club_price_cents: null, original_price_cents: null, created_at: new Date().toISOString(),
  }).execute();
  await db.insertInto('item_colors').values({ item_id: DEAR, name: 'Black', hex: '#000' }).execute();
  await db.insertInto('item_sizes').values({ item_id: DEAR, size: 'S', stock: 50 }).execute();
  await db.insertInto('categories').values({ id: CHEEKIES, brand_id: 'ckb', slug: 'cheekies', name: 'Cheekies' }).execute();
  await db.insertInto('item_categories').values([{ item_id: FX.cheeky, category_id: CHEEKIES }, { item_id: DEAR, category_id: CHEEKIES }]).execute();
  await db.insertInto('multi_buys').values({ brand_id: 'ckb', category_id: CHEEKIES, quantity: 5, price_cents: 5000 }).execute();
  // Another brand's set on a category id of its own never prices a ckb cart.
  await db.insertInto('multi_buys').values({ brand_id: 'pf', category_id: FX.leggingsCategory, quantity: 2, price_cents: 100 }).execute();
  await db.insertInto('discount_codes').values([
    { brand_id: 'ckb', code: 'SAVE10', code_lower: 'save10', kind: 'percent', value_cents: 0, percent_off: 10, min_subtotal_cents: 0, description: '10% off' },
    { brand_id: 'ckb', code: 'MIN60', code_lower: 'min60', kind: 'percent', value_cents: 0, percent_off: 10, min_subtotal_cents: 6000, description: '10% off $60' },
  ]).execute();
  clearCatalogCache();
});
const { insertCustomer } = testCustomers(api, 'multi-buy-password');

type Fields = Record<string, string>;
const post = (jar: CookieJar, path: string, fields: Fields = {}) => api.request('POST', path, { jar, fields, host: CKB });
const add = (jar: CookieJar, itemId: number, quantity: number, color = itemId === DEAR ? 'Black' : 'Red') =>
  post(jar, 'cart/add', { itemId: String(itemId), size: 'S', color, quantity: String(quantity) });
const SET = 'Mix any 5 Cheekies for $50';

test('five cheekies cost the set price: the saving is a line of its own and the total adds up', async () => {
  const jar = new CookieJar();
  const cart = (await add(jar, FX.cheeky, 5)).body.data;
  expect(cart.multiBuys).toEqual([{ id: expect.any(Number), label: SET, sets: 1, saving: 25 }]);
  // 75.00 − 25.00 = 50.00, under the $75 free-shipping minimum.
  expect(cart.amounts).toMatchObject({ subtotal: 75, discount: 0, shipping: 6.95, total: 56.95, savings: 25 });
});

test('four cheekies, or another category, pay their own price', async () => {
  const jar = new CookieJar();
  expect((await add(jar, FX.cheeky, 4)).body.data).toMatchObject({ multiBuys: [], amounts: { subtotal: 60, total: 66.95 } });
});

test('the dearest units make the set; the rest pay their own price', async () => {
  const jar = new CookieJar();
  await add(jar, DEAR, 3);
  const cart = (await add(jar, FX.cheeky, 3)).body.data;
  // Set: 3 × 19.99 + 2 × 15.00 = 89.97 → 50.00; the sixth cheeky stays at 15.00.
  expect(cart.multiBuys).toEqual([expect.objectContaining({ sets: 1, saving: 39.97 })]);
  expect(cart.amounts).toMatchObject({ subtotal: 104.97, total: 65 + 6.95 });
});

test('a code applies after the set price, and its minimum counts what is left', async () => {
  const jar = new CookieJar();
  await add(jar, FX.cheeky, 5);
  const coded = (await post(jar, 'discount-code', { code: 'SAVE10' })).body.data;
  expect(coded.amounts).toMatchObject({ subtotal: 75, discount: 5, total: 45 + 6.95, savings: 30 });
  await post(jar, 'discount-code/remove');
  const refused = await post(jar, 'discount-code', { code: 'MIN60' });
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual(['code: MIN60 needs a subtotal of at least $60.00.']);
});

test('member prices count: the set saves only what member prices do not (club bought with the cart)', async () => {
  const jar = new CookieJar();
  await add(jar, FX.cheeky, 5);
  const cart = (await post(jar, 'cart/club', { join: 'true' })).body.data;
  // Member price 12.00 × 5 = 60.00 → 50.00.
  expect(cart.multiBuys).toEqual([expect.objectContaining({ saving: 10 })]);
  expect(cart.amounts).toMatchObject({ subtotal: 60, total: 50 + 6.95 + FX.clubMonthly });
});

test('an order bump never counts towards a set', async () => {
  const jar = new CookieJar();
  await add(jar, FX.cheeky, 4);
  const cart = (await post(jar, 'cart/order-bump', { offerId: String(FX.ckbBump), color: 'Red', size: 'S' })).body.data;
  expect(cart.items).toHaveLength(2);
  expect(cart.multiBuys).toEqual([]);
});

let keys = 0;
test('checkout charges the set price; the order records the saving and its amounts add up', async () => {
  const jar = new CookieJar();
  await add(jar, FX.cheeky, 5);
  const token = (await post(jar, 'payments/tokenize', { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' })).body.data.token;
  const placed = await post(jar, 'checkout', {
    idempotencyKey: `multi-buy-${Date.now()}-${++keys}`, email: 'set@example.com', shippingName: 'Ann Lee', shippingCountry: 'US',
    shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100',
    paymentMethod: 'card', paymentToken: token,
  });
  expect(placed.status).toBe(200);
  const orderId = Number(placed.body.data.orderId);
  const row = await (await getDb()).selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ subtotal_cents: 7500, multi_buy_cents: 2500, discount_cents: 0, shipping_cents: 695 });
  expect(row.total_cents).toBe(5000 + 695 + row.tax_cents);
  const a = (await api.request('GET', `order/${orderId}`, { jar, host: CKB })).body.data.amounts;
  expect(a.multiBuy).toBe(25);
  expect(Math.round((a.subtotal - a.multiBuy - a.discount + a.shipping + a.tax) * 100)).toBe(Math.round(a.total * 100));
});

test('the item and category answers name the set', async () => {
  const item = (await api.request('GET', `item/${FX.cheeky}`, { host: CKB })).body.data;
  expect(item.multiBuys).toEqual([{ id: expect.any(Number), categoryId: CHEEKIES, categoryName: 'Cheekies', path: '/category/cheekies', quantity: 5, price: 50, label: SET }]);
  const category = (await api.request('GET', 'category/cheekies', { host: CKB })).body.data;
  expect(category.category.multiBuys).toEqual([expect.objectContaining({ label: SET })]);
  const pfItem = (await api.request('GET', `item/${FX.top}`)).body.data;
  expect(pfItem.multiBuys).toEqual([]);
});
