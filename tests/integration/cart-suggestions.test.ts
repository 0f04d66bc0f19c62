process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { placeLeggingOrder } from '../helpers/placeOrder';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';

// The cart's featuredItemIds and purchased (issue 37): with items in the cart, the brand's newest
// styles in stock the cart does not hold (no members-only style for a non-member); purchased names the
// cart's and featured items the shopper bought before.

setupTestDatabase('cart_suggestions');

const api = withApiServer(async () => insertShopFixture(await getDb()));

test('an empty cart features nothing; with an item, other styles in stock, never the one in the cart nor another brand’s', async () => {
  const jar = new CookieJar();
  expect((await api.request('GET', 'cart', { jar })).body.data).toMatchObject({ featuredItemIds: [], purchased: [] });
  await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
  const cart = (await api.request('GET', 'cart', { jar })).body.data;
  expect(cart.featuredItemIds.length).toBeGreaterThan(0);
  expect(cart.featuredItemIds.length).toBeLessThanOrEqual(3);
  expect(cart.featuredItemIds).not.toContain(FX.legging);
  expect(cart.featuredItemIds).not.toContain(FX.cheeky);
  expect(cart.purchased).toEqual([]);

  // A style sold out in every size is not featured.
  const db = await getDb();
  const first = cart.featuredItemIds[0];
  const sizes = await db.selectFrom('item_sizes').select(['size', 'stock']).where('item_id', '=', first).execute();
  await db.updateTable('item_sizes').set({ stock: 0 }).where('item_id', '=', first).execute();
  try {
    expect((await api.request('GET', 'cart', { jar })).body.data.featuredItemIds).not.toContain(first);
  } finally {
    for (const s of sizes) await db.updateTable('item_sizes').set({ stock: s.stock }).where('item_id', '=', first).where('size', '=', s.size).execute();
  }
});

test('after an order, the same style in the cart again is marked as bought before', async () => {
  const jar = new CookieJar();
  await placeLeggingOrder(api, jar, `suggest-${process.pid}-${Date.now()}`);
  await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'XS' } });
  expect((await api.request('GET', 'cart', { jar })).body.data.purchased).toEqual([FX.legging]);
  // Another session knows nothing of it.
  const other = new CookieJar();
  await api.request('POST', 'cart/add', { jar: other, fields: { itemId: String(FX.legging), color: 'Black', size: 'XS' } });
  expect((await api.request('GET', 'cart', { jar: other })).body.data.purchased).toEqual([]);
});
