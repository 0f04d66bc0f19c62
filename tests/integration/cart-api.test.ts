process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { clearSettingsCache } from '../../server/settings/store';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { foldBundles } from '../../lib/cart/bundle';

setupTestDatabase('cart_api');

const api = withApiServer(async () => insertShopFixture(await getDb()));

const add = (jar: CookieJar, fields: Record<string, string>, host?: string) => api.request('POST', 'cart/add', { jar, fields, host });
const legging = (size = 'S', quantity = '1') => ({ itemId: String(FX.legging), color: 'Black', size, quantity });

describe('POST cart/add', () => {
  test('a new visitor gets a session cookie and a cart with a server-priced line', async () => {
    const jar = new CookieJar();
    const res = await add(jar, { ...legging('S', '2'), price: '0.01', total: '0.01', discount: '999' });
    expect(res.status).toBe(200);
    expect(jar.cookies.has('shop_sid')).toBe(true);
    const cart = res.body.data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ itemId: FX.legging, size: 'S', color: 'Black', colors: ['Black'], quantity: 2, price: 50, total: 100, bundledWith: null });
    expect(cart.amounts).toEqual({ subtotal: 100, discount: 0, shipping: 0, tax: 0, total: 100, savings: 0 });
  });

  test('same item, colour and size merge; colours split on - and /', async () => {
    const jar = new CookieJar();
    await add(jar, { ...legging('XS'), color: 'Navy-Pink' });
    const res = await add(jar, { ...legging('XS'), color: 'Navy-Pink' });
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0]).toMatchObject({ quantity: 2, colors: ['Navy', 'Pink'] });
  });

  test("a line's image is the item's art in the line's colour; the first colour, which the art shows, keeps the plain URL", async () => {
    const db = await getDb();
    await db.insertInto('item_images').values({ item_id: FX.legging, kind: 'main', image_key: 'image1', url: '/media/fx-legging.svg', width: 800, height: 1000 }).execute();
    try {
      const jar = new CookieJar();
      await add(jar, legging('XS'));
      const res = await add(jar, { ...legging('XS'), color: 'Navy-Pink' });
      const byColor = Object.fromEntries(res.body.data.items.map((l: { color: string; image: string }) => [l.color, l.image]));
      expect(byColor).toEqual({ Black: '/media/fx-legging.svg', 'Navy-Pink': '/media/fx-legging.svg?color=Navy-Pink' });
    } finally {
      await db.deleteFrom('item_images').where('item_id', '=', FX.legging).execute();
    }
  });

  test('shipping below the free-shipping threshold', async () => {
    const jar = new CookieJar();
    const res = await add(jar, { itemId: String(FX.top), color: 'White', size: 'S' });
    expect(res.body.data.amounts).toMatchObject({ subtotal: 25, shipping: FX.standardShippingCost, total: 31.95 });
    expect(res.body.data.freeShippingThreshold).toBe(FX.freeShippingThreshold);
  });

  test('a sold-out size is a 409 naming the size; more than in stock is a 409 too', async () => {
    const jar = new CookieJar();
    const sold = await add(jar, legging('M'));
    expect(sold.status).toBe(409);
    expect(sold.body.errors).toEqual(['size: M is sold out']);
    const tooMany = await add(jar, legging('L', '2'));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errors).toEqual(['quantity: only 1 left in L']);
  });

  test.each([
    [{ ...legging(), quantity: '-1' }, 400, /quantity/],
    [{ ...legging(), quantity: '0' }, 400, /quantity/],
    [{ ...legging(), quantity: '21' }, 400, /quantity/],
    [{ ...legging(), quantity: '1.5' }, 400, /quantity/],
    [{ ...legging(), itemId: '' }, 400, /itemId: invalid ID/],
    [{ ...legging(), itemId: 'abc' }, 400, /itemId: invalid ID/],
    [{ ...legging(), itemId: '999999' }, 404, /itemId/],
    [{ ...legging(), size: 'XXL' }, 400, /size: XXL is not available/],
    [{ ...legging(), color: 'Plaid' }, 400, /color/],
    [{ ...legging(), itemId: String(FX.cheeky) }, 404, /itemId/],
  ])('invalid input %#', async (fields, status, message) => {
    const res = await add(new CookieJar(), fields);
    expect(res.status).toBe(status);
    expect(res.body.errors[0]).toMatch(message);
  });
});

describe('POST cart/update and cart/remove', () => {
  test('changes quantity, 0 removes, and another shopper’s line is a 404', async () => {
    const jar = new CookieJar();
    const line = (await add(jar, legging('XS'))).body.data.items[0];
    const up = await api.request('POST', 'cart/update', { jar, fields: { cartId: String(line.cartId), quantity: '3', price: '1' } });
    expect(up.status).toBe(200);
    expect(up.body.data.items[0]).toMatchObject({ quantity: 3, total: 150 });

    const other = new CookieJar();
    await add(other, legging('XS'));
    expect((await api.request('POST', 'cart/update', { jar: other, fields: { cartId: String(line.cartId), quantity: '1' } })).status).toBe(404);
    expect((await api.request('POST', 'cart/remove', { jar: other, fields: { cartId: String(line.cartId) } })).status).toBe(404);
    expect((await api.request('POST', 'cart/update', { jar, fields: { cartId: String(line.cartId), quantity: '-2' } })).status).toBe(400);

    const zero = await api.request('POST', 'cart/update', { jar, fields: { cartId: String(line.cartId), quantity: '0' } });
    expect(zero.body.data.items).toEqual([]);
  });

  test('update beyond stock is a 409', async () => {
    const jar = new CookieJar();
    const line = (await add(jar, legging('XL'))).body.data.items[0];
    const res = await api.request('POST', 'cart/update', { jar, fields: { cartId: String(line.cartId), quantity: '31' } });
    expect(res.status).toBe(409);
  });

  test('remove', async () => {
    const jar = new CookieJar();
    const line = (await add(jar, legging('XS'))).body.data.items[0];
    const res = await api.request('POST', 'cart/remove', { jar, fields: { cartId: String(line.cartId) } });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
  });
});

describe('discount codes', () => {
  test('a spec code applies (any case), is ignored below its minimum, and can be removed', async () => {
    const jar = new CookieJar();
    await add(jar, legging('S', '2'));
    const res = await api.request('POST', 'discount-code', { jar, fields: { code: '10first' } });
    expect(res.status).toBe(200);
    expect(res.body.data.discountDetails.name).toBe('10First');
    expect(res.body.data.amounts).toMatchObject({ subtotal: 100, discount: 10, total: 90, savings: 10 });
    const removed = await api.request('POST', 'discount-code/remove', { jar });
    expect(removed.body.data.discountDetails).toBeNull();
    expect(removed.body.data.amounts.total).toBe(100);
  });

  test('unknown code, minimum not met, club-only code', async () => {
    const jar = new CookieJar();
    await add(jar, { itemId: String(FX.top), color: 'White', size: 'S' });
    const unknown = await api.request('POST', 'discount-code', { jar, fields: { code: 'FREEMONEY' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(['code: FREEMONEY is not a valid code']);
    const min = await api.request('POST', 'discount-code', { jar, fields: { code: 'First15' } });
    expect(min.status).toBe(400);
    expect(min.body.errors[0]).toMatch(/at least \$60\.00/);
    expect((await api.request('POST', 'discount-code', { jar, fields: { code: 'VIPONLY' } })).status).toBe(400);
    expect((await api.request('POST', 'discount-code', { jar, fields: {} })).status).toBe(400);
  });

  test('an amount code', async () => {
    const jar = new CookieJar();
    await add(jar, legging('S', '2'));
    const res = await api.request('POST', 'discount-code', { jar, fields: { code: 'LOCK5', discount: '100' } });
    expect(res.body.data.amounts).toMatchObject({ discount: 5, total: 95 });
  });
});

describe('club in the cart', () => {
  test('joining prices lines at club prices, adds the first month and sets the VIP flow', async () => {
    const jar = new CookieJar();
    await add(jar, legging('S', '2'));
    const res = await api.request('POST', 'cart/club', { jar, fields: { join: 'true' } });
    expect(res.status).toBe(200);
    const cart = res.body.data;
    // Joined: the funnel goes on from the style profile.
    expect(cart).toMatchObject({ hasClubInCart: true, checkoutFlow: 'vip_flow', checkoutPath: '/checkout-styleprofile' });
    expect(cart.items[0]).toMatchObject({ price: 40, originalPrice: 50, total: 80 });
    expect(cart.amounts).toMatchObject({ subtotal: 80, shipping: 0, total: 129.95, savings: 20 });
    expect((await api.request('POST', 'discount-code', { jar, fields: { code: 'viponly' } })).status).toBe(200);

    const left = await api.request('POST', 'cart/club', { jar, fields: { join: 'false' } });
    expect(left.body.data).toMatchObject({ hasClubInCart: false, checkoutFlow: 'free_flow', checkoutPath: '/checkout-club' });
    expect(left.body.data.items[0].price).toBe(50);
    expect((await api.request('POST', 'cart/club', { jar, fields: { join: 'maybe' } })).status).toBe(400);
  });

  test('joined from the checkout’s club offer, the cart’s flow is checkout_club_flow; an unknown flow is refused', async () => {
    const jar = new CookieJar();
    await add(jar, legging('S'));
    const res = await api.request('POST', 'cart/club', { jar, fields: { join: 'true', flow: 'checkout_club_flow' } });
    expect(res.body.data).toMatchObject({ hasClubInCart: true, checkoutFlow: 'checkout_club_flow' });
    expect((await api.request('POST', 'cart/club', { jar, fields: { join: 'true', flow: 'free_flow' } })).status).toBe(400);
  });

  test('cart/flow', async () => {
    const jar = new CookieJar();
    expect((await api.request('POST', 'cart/flow', { jar, fields: { flow: 'checkout_club_flow' } })).body.data.checkoutFlow).toBe('checkout_club_flow');
    expect((await api.request('POST', 'cart/flow', { jar, fields: { flow: 'evil_flow' } })).status).toBe(400);
  });
});

describe('free gifts', () => {
  const gift = (jar: CookieJar, size = 'XS') =>
    api.request('POST', 'cart/free-gift', { jar, fields: { kind: 'free-leggings', itemId: String(FX.legging), color: 'Black', size } });

  test('needs eligibility, adds a fixed 0.00 line, and is removed with removedFreePromo when no longer earned', async () => {
    const jar = new CookieJar();
    const top = (await add(jar, { itemId: String(FX.top), color: 'White', size: 'S' })).body.data.items[0];
    expect((await gift(jar)).status).toBe(400);
    await api.request('POST', 'cart/update', { jar, fields: { cartId: String(top.cartId), quantity: '2' } });
    const res = await gift(jar);
    expect(res.status).toBe(200);
    const line = res.body.data.items.find((l: { price: number }) => l.price === 0);
    expect(line).toMatchObject({ quantityFixed: true, total: 0, discountClass: 'free_gift' });
    expect(res.body.data.removedFreePromo).toBe(false);
    expect(res.body.data.freeLeggingsEligible).toBe(false);
    expect((await api.request('POST', 'cart/update', { jar, fields: { cartId: String(line.cartId), quantity: '2' } })).status).toBe(400);

    const dropped = await api.request('POST', 'cart/update', { jar, fields: { cartId: String(top.cartId), quantity: '1' } });
    expect(dropped.body.data.items).toHaveLength(1);
    expect(dropped.body.data.removedFreePromo).toBe(true);
  });

  test('a brand whose gift-tier flag (brandHas236Gifts) is off runs no free leggings: not offered, and a claim is refused', async () => {
    const db = await getDb();
    const row = await db.selectFrom('brand_settings').select('settings_json').where('brand_id', '=', 'pf').executeTakeFirstOrThrow();
    await db.updateTable('brand_settings').set({ settings_json: JSON.stringify({ ...JSON.parse(row.settings_json), brandHas236Gifts: false }) }).where('brand_id', '=', 'pf').execute();
    clearSettingsCache();
    try {
      const jar = new CookieJar();
      const res = await add(jar, legging('S', '2'));
      expect(res.body.data.freeLeggingsEligible).toBe(false);
      expect((await gift(jar)).status).toBe(400);
    } finally {
      await db.updateTable('brand_settings').set({ settings_json: row.settings_json }).where('brand_id', '=', 'pf').execute();
      clearSettingsCache();
    }
    const jar = new CookieJar();
    expect((await add(jar, legging('S', '2'))).body.data.freeLeggingsEligible).toBe(true);
  });

  test('the wrong brand’s gift, or an item that is not a gift, is refused', async () => {
    const jar = new CookieJar();
    await add(jar, legging('S', '2'));
    expect((await api.request('POST', 'cart/free-gift', { jar, fields: { kind: 'free-underwear', itemId: String(FX.legging), size: 'S', color: 'Black' } })).status).toBe(400);
    expect((await api.request('POST', 'cart/free-gift', { jar, fields: { kind: 'free-leggings', itemId: String(FX.top), size: 'S' } })).status).toBe(400);
    expect((await api.request('POST', 'cart/free-gift', { jar, fields: { kind: 'free-socks', itemId: String(FX.legging) } })).status).toBe(400);
  });
});

describe('order bumps and bundles', () => {
  test('a 3-piece bump is one offer-priced line with a bundled line that folds into it', async () => {
    const jar = new CookieJar();
    await add(jar, legging('S'));
    const res = await api.request('POST', 'cart/order-bump', { jar, fields: { offerId: String(FX.bumpOffer), price: '0' } });
    expect(res.status).toBe(200);
    const items = res.body.data.items;
    expect(items).toHaveLength(3);
    const parent = items.find((l: { price: number }) => l.price === 14.99);
    const child = items.find((l: { bundledWith: number | null }) => l.bundledWith !== null);
    expect(child).toMatchObject({ bundledWith: parent.cartId, quantity: 2, total: 0, quantityFixed: true });
    expect(res.body.data.amounts.subtotal).toBe(64.99);
    const folded = foldBundles(items);
    expect(folded).toHaveLength(2);
    expect(folded.find((l) => l.cartId === parent.cartId)).toMatchObject({ bundleItems: [{ name: 'Scrunchie', count: 2 }], bundleCount: 2 });

    // One click, once.
    const again = await api.request('POST', 'cart/order-bump', { jar, fields: { offerId: String(FX.bumpOffer) } });
    expect(again.body.data.items).toHaveLength(3);
    // Removing the parent removes its bundled line.
    const removed = await api.request('POST', 'cart/remove', { jar, fields: { cartId: String(parent.cartId) } });
    expect(removed.body.data.items).toHaveLength(1);
  });

  test('with the brand’s social media code (socialMediaDiscountCode) on the cart, every line is social_media_special and a bump’s pieces do not fold', async () => {
    const jar = new CookieJar();
    await add(jar, legging('S'));
    expect((await api.request('POST', 'discount-code', { jar, fields: { code: 'j1v5gpf' } })).status).toBe(200);
    const items = (await api.request('POST', 'cart/order-bump', { jar, fields: { offerId: String(FX.bumpOffer) } })).body.data.items;
    expect(items).toHaveLength(3);
    for (const line of items) expect(line.discountClass.split(',')).toContain('social_media_special');
    expect(foldBundles(items)).toHaveLength(3);

    // Another code: the lines are the bump's and its bundle's only, and the pieces fold again.
    const other = await api.request('POST', 'discount-code', { jar, fields: { code: '10First' } });
    expect(other.body.data.items.some((l: { discountClass: string }) => l.discountClass.includes('social_media_special'))).toBe(false);
    expect(foldBundles(other.body.data.items)).toHaveLength(2);
  });

  test('another brand’s offer or an unknown one is a 404', async () => {
    const jar = new CookieJar();
    expect((await api.request('POST', 'cart/order-bump', { jar, fields: { offerId: String(FX.ckbBump), size: 'S' } })).status).toBe(404);
    expect((await api.request('POST', 'cart/order-bump', { jar, fields: { offerId: String(FX.specialOffer1), size: 'S' } })).status).toBe(404);
  });
});

describe('concurrency', () => {
  test('50 concurrent adds on one cart merge into one line', async () => {
    const jar = new CookieJar();
    await add(jar, legging('XS'));
    const results = await Promise.all(Array.from({ length: 50 }, () => add(jar, legging('S'))));
    expect(results.map((r) => r.status).every((s) => s === 200)).toBe(true);
    const cart = (await api.request('GET', 'cart', { jar })).body.data;
    const lines = cart.items.filter((l: { size: string }) => l.size === 'S');
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(50);
  });

  test('50 concurrent adds against 30 in stock: 30 succeed, the rest get a clear 409', async () => {
    const jar = new CookieJar();
    await add(jar, { itemId: String(FX.top), color: 'White', size: 'M' });
    const results = await Promise.all(Array.from({ length: 50 }, () => add(jar, legging('XL'))));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(30);
    expect(refused).toHaveLength(20);
    expect(refused[0].body.errors[0]).toMatch(/only 30 left in XL/);
    const cart = (await api.request('GET', 'cart', { jar })).body.data;
    const xl = cart.items.filter((l: { size: string }) => l.size === 'XL');
    expect(xl).toHaveLength(1);
    expect(xl[0].quantity).toBe(30);
  });
});
