import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { TEST_CARDS } from '../../server/payments/sandbox';

// The whole funnel on the demo seed, per main brand: cart, code, bump, club, checkout, special offers.
setupTestDatabase('funnel_seed');

const api = withApiServer(getDb, 120_000);

async function inStockItem(brandId: string, skip: number[] = []) {
  const db = await getDb();
  const row = await db
    .selectFrom('item_sizes as s')
    .innerJoin('items as i', 'i.id', 's.item_id')
    .select(['i.id', 's.size', 'i.price_cents'])
    .where('i.brand_id', '=', brandId)
    .where('i.active', '=', 1)
    .where('i.vip_only', '=', 0)
    .where('s.stock', '>=', 5)
    .where('i.id', 'not in', skip.length ? skip : [0])
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
  const color = await db.selectFrom('item_colors').select('name').where('item_id', '=', row.id).orderBy('position').executeTakeFirst();
  return { itemId: String(row.id), size: row.size, color: color?.name ?? '' };
}

/** An in-stock item that may be the brand's free gift (pf: a legging; ckb: any item). */
async function giftItem(brandId: string) {
  const db = await getDb();
  let q = db
    .selectFrom('item_sizes as s')
    .innerJoin('items as i', 'i.id', 's.item_id')
    .select(['i.id', 's.size'])
    .where('i.brand_id', '=', brandId)
    .where('i.active', '=', 1)
    .where('s.stock', '>=', 5);
  if (brandId === 'pf') {
    q = q.where('i.id', 'in', db.selectFrom('item_categories as ic').innerJoin('categories as c', 'c.id', 'ic.category_id').select('ic.item_id').where('c.slug', '=', 'leggings').where('c.brand_id', '=', 'pf'));
  }
  const row = await q.orderBy('i.id', 'desc').executeTakeFirstOrThrow();
  const color = await db.selectFrom('item_colors').select('name').where('item_id', '=', row.id).orderBy('position').executeTakeFirst();
  return { itemId: String(row.id), size: row.size, color: color?.name ?? '' };
}

test.each([['pf', 'pf.localhost'], ['ckb', 'ckb.localhost']])('%s: the VIP funnel end to end on the demo data', async (brandId, host) => {
  const jar = new CookieJar();
  const req = (method: 'GET' | 'POST', path: string, fields?: Record<string, string>, query?: Record<string, string>) =>
    api.request(method, path, { jar, host, fields, query });

  const item = await inStockItem(brandId);
  const added = await req('POST', 'cart/add', { ...item, quantity: '2' });
  expect(added.status).toBe(200);
  const coded = await req('POST', 'discount-code', { code: '10First' });
  expect(coded.status).toBe(200);
  expect(coded.body.data.amounts.discount).toBeGreaterThan(0);

  const joined = await req('POST', 'cart/club', { join: 'true' });
  expect(joined.body.data).toMatchObject({ hasClubInCart: true, checkoutPath: '/checkout-styleprofile' });

  const bumps = (await req('GET', 'offers', undefined, { kind: 'order_bump' })).body.data;
  expect(bumps.length).toBeGreaterThan(0);
  const bump = bumps[0];
  const bumpSize = bump.item.sizes.find((s: string) => !bump.item.soldOutSizes.includes(s));
  const bumped = await req('POST', 'cart/order-bump', { offerId: String(bump.id), size: bumpSize, color: bump.item.colors[0] ?? '' });
  expect(bumped.status).toBe(200);

  const giftKind = brandId === 'pf' ? 'free-leggings' : 'free-underwear';
  expect(bumped.body.data[brandId === 'pf' ? 'freeLeggingsEligible' : 'freeUnderwearEligible']).toBe(true);
  const gift = await giftItem(brandId);
  const gifted = await req('POST', 'cart/free-gift', { kind: giftKind, ...gift });
  expect(gifted.status).toBe(200);
  expect(gifted.body.data.items.some((l: { discountClass: string; price: number }) => l.discountClass === 'free_gift' && l.price === 0)).toBe(true);

  // The cart priced for the checkout's address (Austin, TX): its total, tax included, is what checkout charges.
  const cart = (await req('GET', 'cart', undefined, { country: 'US', state: 'TX' })).body.data;
  expect(cart.taxQuoted).toBe(true);
  const token = (await req('POST', 'payments/tokenize', { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' })).body.data.token;
  const paid = await req('POST', 'checkout', { clubConsent: 'true',
    idempotencyKey: `seed-${brandId}-${Date.now()}`, email: `seed-${brandId}@example.com`, shippingName: 'Ann Lee', shippingCountry: 'US',
    shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100',
    billingSameAsShipping: 'true', paymentMethod: 'card', paymentToken: token,
  });
  expect(paid.status).toBe(200);
  expect(paid.body.data.total).toBe(cart.amounts.total);
  expect(paid.body.data.next).toMatch(/^\/please-wait\?order=\d+$/);

  const orderId = paid.body.data.orderId;
  const specials = (await req('GET', 'offers', undefined, { kind: 'special_offer' })).body.data;
  expect(paid.body.data.offerNext).toBe(`/special-offer/${specials[0].id}?order=${orderId}`);
  const first = specials[0];
  const size = first.item.sizes.find((s: string) => !first.item.soldOutSizes.includes(s));
  const accepted = await req(`POST`, `order/${orderId}/accept-offer`, { offerId: String(first.id), size, color: first.item.colors[0] ?? '', idempotencyKey: `oto-${orderId}-${first.id}` });
  expect(accepted.status).toBe(200);
  expect(accepted.body.data.order.parentOrderId).toBe(orderId);
  const declined = await req('POST', `order/${orderId}/decline-offer`, { offerId: String(specials[1].id) });
  expect(declined.body.data.next).toBe(`/thank-you?order=${orderId}`);

  const order = (await req('GET', `order/${orderId}`)).body.data;
  expect(order.linkedOrders).toHaveLength(1);
  expect(order.amounts.total).toBe(cart.amounts.total);
  expect((await req('GET', 'cart')).body.data).toMatchObject({ items: [], boughtClub: true });
}, 60_000);
