process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { WISHLIST_MAX } from '../../server/accounts/wishlist';
import { clearCatalogCache } from '../../server/catalog/cache';

setupTestDatabase('wishlist_api');

const PASSWORD = 'wish-password-1';
const ids = { ann: 0, bob: 0, full: 0, race: 0, ckbAnn: 0 };
/** pf items beyond the shop fixture, enough to fill a wishlist; the last one is off sale. */
const FILLER_FIRST = 30_001;
const OFF_SALE = FILLER_FIRST + WISHLIST_MAX;

async function insertFixture(): Promise<void> {
  const db = await getDb();
  await insertShopFixture(db);
  const now = new Date().toISOString();
  const filler = Array.from({ length: WISHLIST_MAX + 1 }, (_, i) => ({
    id: FILLER_FIRST + i, brand_id: 'pf', path: `f-${i}`, name: `Filler ${i}`, type: 'apparel', price_cents: 1000, original_price_cents: null,
    club_price_cents: null, created_at: now, active: FILLER_FIRST + i === OFF_SALE ? 0 : 1,
  }));
  for (let i = 0; i < filler.length; i += 50) await db.insertInto('items').values(filler.slice(i, i + 50)).execute();
  ids.ann = await insertCustomer('pf', 'ann@example.com', 'Wish Er');
  ids.bob = await insertCustomer('pf', 'bob@example.com', 'Wish Er');
  ids.full = await insertCustomer('pf', 'full@example.com', 'Wish Er');
  ids.race = await insertCustomer('pf', 'race@example.com', 'Wish Er');
  ids.ckbAnn = await insertCustomer('ckb', 'ann@example.com', 'Wish Er');
  clearCatalogCache();
}

const api = withApiServer(insertFixture);
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

const list = (jar?: CookieJar, host?: string) => api.request('GET', 'wishlist', { jar, host });
const add = (jar: CookieJar | undefined, itemId: string | number, host?: string) => api.request('POST', 'wishlist/add', { jar, host, fields: { itemId: String(itemId) } });
const remove = (jar: CookieJar | undefined, itemId: string | number, host?: string) => api.request('POST', 'wishlist/remove', { jar, host, fields: { itemId: String(itemId) } });
const savedIds = async (jar: CookieJar, host?: string) => ((await list(jar, host)).body.data.items as { id: number }[]).map((i) => i.id);

async function rowsOf(customerId: number) {
  const db = await getDb();
  return db.selectFrom('wishlist_items').select(['item_id', 'created_at']).where('customer_id', '=', customerId).execute();
}

describe('visitors', () => {
  test('every wishlist call is a 401 with a clear message, and nothing is written', async () => {
    const guest = new CookieJar();
    await api.request('GET', 'cart', { jar: guest }); // a guest session exists, but nobody is logged in
    for (const res of [await list(guest), await add(guest, FX.legging), await remove(guest, FX.legging), await list(undefined)]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: ['Please log in to use your wishlist.'] });
    }
    const db = await getDb();
    expect(await db.selectFrom('wishlist_items').select('item_id').execute()).toEqual([]);
  });

  test('a pf session is nobody on ckb', async () => {
    const jar = await loggedIn('ann@example.com');
    expect((await list(jar, 'ckb.localhost')).status).toBe(401);
    expect((await add(jar, FX.cheeky, 'ckb.localhost')).status).toBe(401);
  });
});

describe('add, list and remove', () => {
  test('an empty wishlist to start with', async () => {
    const jar = await loggedIn('ann@example.com');
    const res = await list(jar);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { items: [], max: WISHLIST_MAX } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('saved items come back as product cards, newest first', async () => {
    const jar = await loggedIn('ann@example.com');
    expect((await add(jar, FX.legging)).body).toEqual({ data: { itemId: FX.legging, saved: true, count: 1 } });
    await new Promise((r) => setTimeout(r, 5));
    expect((await add(jar, ` ${FX.top} `)).body).toEqual({ data: { itemId: FX.top, saved: true, count: 2 } });
    const { items } = (await list(jar)).body.data;
    expect(items.map((i: { id: number }) => i.id)).toEqual([FX.top, FX.legging]);
    expect(items[1]).toEqual({
      id: FX.legging, path: `/item/${FX.legging}`, name: 'Seamless Legging', image: null, hoverImage: null, price: 50, originalPrice: null, clubPrice: 40,
      colors: [{ hex: '#000', title: 'Black' }, { hex: '#123', title: 'Navy / Pink' }], soldOut: false,
    });
  });

  test('adding twice is one row with its first date; removing twice is fine', async () => {
    const jar = await loggedIn('bob@example.com');
    await add(jar, FX.scrunchie);
    const [first] = await rowsOf(ids.bob);
    await new Promise((r) => setTimeout(r, 5));
    expect((await add(jar, FX.scrunchie)).body.data).toEqual({ itemId: FX.scrunchie, saved: true, count: 1 });
    expect(await rowsOf(ids.bob)).toEqual([first]);
    await Promise.all([add(jar, FX.top), add(jar, FX.top), add(jar, FX.top)]);
    expect((await rowsOf(ids.bob)).length).toBe(2);
    expect((await remove(jar, FX.scrunchie)).body).toEqual({ data: { itemId: FX.scrunchie, saved: false, count: 1 } });
    expect((await remove(jar, FX.scrunchie)).body).toEqual({ data: { itemId: FX.scrunchie, saved: false, count: 1 } });
    expect(await savedIds(jar)).toEqual([FX.top]);
    expect((await remove(jar, FX.top)).body.data.count).toBe(0);
    expect(await savedIds(jar)).toEqual([]);
  });
});

describe('ownership', () => {
  test("one customer's saves are not another's, and nobody can remove someone else's", async () => {
    const ann = await loggedIn('ann@example.com');
    const bob = await loggedIn('bob@example.com');
    await add(ann, FX.scrunchie);
    expect(await savedIds(bob)).not.toContain(FX.scrunchie);
    // Bob removing the same item only touches Bob's (absent) row.
    expect((await remove(bob, FX.scrunchie)).status).toBe(200);
    expect(await savedIds(ann)).toContain(FX.scrunchie);
    await remove(ann, FX.scrunchie);
  });

  test("another brand's item is a 404 and is not saved; each brand's customer has their own list", async () => {
    const ann = await loggedIn('ann@example.com');
    const before = await rowsOf(ids.ann);
    const res = await add(ann, FX.cheeky);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: ['itemId: invalid ID, no such item'] });
    expect(await rowsOf(ids.ann)).toEqual(before);

    const ckbAnn = await loggedIn('ann@example.com', 'ckb.localhost');
    expect(await savedIds(ckbAnn, 'ckb.localhost')).toEqual([]);
    expect((await add(ckbAnn, FX.legging, 'ckb.localhost')).status).toBe(404);
    expect((await add(ckbAnn, FX.cheeky, 'ckb.localhost')).body.data).toEqual({ itemId: FX.cheeky, saved: true, count: 1 });
    expect(await savedIds(ckbAnn, 'ckb.localhost')).toEqual([FX.cheeky]);
    expect(await savedIds(ann)).not.toContain(FX.cheeky);
  });

  test('an unknown or off-sale item is a 404', async () => {
    const ann = await loggedIn('ann@example.com');
    for (const id of [999_999, OFF_SALE, 2_147_483_647]) {
      const res = await add(ann, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: ['itemId: invalid ID, no such item'] });
    }
    // Past the largest row id a number is no id at all (PostgreSQL could not even compare it).
    expect((await add(ann, 2_147_483_648)).body).toEqual({ errors: ['itemId: invalid ID'] });
  });

  test('a saved item taken off sale drops out of the list and the count, and is back when it is on sale again', async () => {
    const ann = await loggedIn('ann@example.com');
    const db = await getDb();
    await add(ann, FX.scrunchie);
    await db.updateTable('items').set({ active: 0 }).where('id', '=', FX.scrunchie).execute();
    clearCatalogCache();
    try {
      expect(await savedIds(ann)).not.toContain(FX.scrunchie);
    } finally {
      await db.updateTable('items').set({ active: 1 }).where('id', '=', FX.scrunchie).execute();
      clearCatalogCache();
    }
    expect(await savedIds(ann)).toContain(FX.scrunchie);
    await remove(ann, FX.scrunchie);
  });
});

describe('cap', () => {
  test(`at most ${WISHLIST_MAX} items: a clear 409, an item already saved is still fine, removing one makes room`, async () => {
    const db = await getDb();
    const t = Date.now();
    await db
      .insertInto('wishlist_items')
      .values(Array.from({ length: WISHLIST_MAX }, (_, i) => ({ customer_id: ids.full, item_id: FILLER_FIRST + i, created_at: new Date(t - i * 1000).toISOString() })))
      .execute();
    const jar = await loggedIn('full@example.com');
    const { items } = (await list(jar)).body.data;
    expect(items).toHaveLength(WISHLIST_MAX);
    expect(items[0].id).toBe(FILLER_FIRST);

    const full = await add(jar, FX.legging);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ errors: [`itemId: Your wishlist is full (${WISHLIST_MAX} items). Remove an item to save another.`] });
    expect((await add(jar, FILLER_FIRST + 5)).body.data).toEqual({ itemId: FILLER_FIRST + 5, saved: true, count: WISHLIST_MAX });

    expect((await remove(jar, FILLER_FIRST + 5)).body.data.count).toBe(WISHLIST_MAX - 1);
    expect((await add(jar, FX.legging)).body.data).toEqual({ itemId: FX.legging, saved: true, count: WISHLIST_MAX });
    expect((await savedIds(jar))[0]).toBe(FX.legging);
  });

  test('adds from several devices at once never go past the cap: one fits, the others get the 409', async () => {
    const db = await getDb();
    await db
      .insertInto('wishlist_items')
      // Every filler item but FILLER_FIRST + 5, which one of the tabs adds.
      .values(Array.from({ length: WISHLIST_MAX }, (_, i) => FILLER_FIRST + i).filter((id) => id !== FILLER_FIRST + 5).map((item_id) => ({ customer_id: ids.race, item_id, created_at: new Date().toISOString() })))
      .execute();
    // Four devices, each with its own session.
    const jars = await Promise.all([1, 2, 3, 4].map(() => loggedIn('race@example.com')));
    expect(await savedIds(jars[0])).toHaveLength(WISHLIST_MAX - 1);
    const results = await Promise.all([FX.legging, FX.top, FX.scrunchie, FILLER_FIRST + 5].map((id, i) => add(jars[i], id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await savedIds(jars[0])).toHaveLength(WISHLIST_MAX);
  });
});

describe('bad input', () => {
  test("a missing or malformed itemId is a 400 'itemId: invalid ID'", async () => {
    const jar = await loggedIn('bob@example.com');
    for (const bad of ['', ' ', '0', '-1', '1.5', '1e3', 'abc', '12abc', '0x10', '1234567890123', '9'.repeat(400)]) {
      for (const call of [add, remove]) {
        const res = await call(jar, bad);
        expect([bad, res.status, res.body]).toEqual([bad, 400, { errors: ['itemId: invalid ID'] }]);
      }
    }
    const none = await api.request('POST', 'wishlist/add', { jar, fields: {} });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ errors: ['itemId: invalid ID'] });
  });

  test('hostile input never makes a 500, over multipart and JSON', async () => {
    const jar = await loggedIn('bob@example.com');
    const weird = ['\u0000', `${FX.top}\u0000`, 'x'.repeat(10_000), '{"$ne":null}', "1 OR 1=1", "1'; DROP TABLE wishlist_items; --", '🙂'.repeat(300), '\ud800', '１２'];
    for (const path of ['wishlist/add', 'wishlist/remove']) {
      for (const value of weird) {
        const res = await api.request('POST', path, { jar, fields: { itemId: value } });
        expect([value.slice(0, 20), res.status]).toEqual([value.slice(0, 20), 400]);
      }
      for (const json of [{ itemId: { nested: ['x'] } }, { itemId: [FX.top] }, { itemId: null }, { itemId: FX.top * 1.5 }]) {
        const res = await api.request('POST', path, { jar, json });
        expect(res.status).toBeLessThan(500);
      }
      expect((await api.request('POST', path, { jar, json: [1, 2] })).status).toBe(400);
      expect((await api.request('GET', path, { jar })).status).toBe(405);
    }
    expect((await api.request('POST', 'wishlist', { jar })).status).toBe(405);
    const forged = new CookieJar();
    forged.cookies.set('shop_sid', '%00'.repeat(30));
    expect((await add(forged, FX.top)).status).toBe(401);
    const db = await getDb();
    expect(await db.selectFrom('wishlist_items').select('item_id').where('customer_id', '=', ids.bob).execute()).toEqual([]);
  });
});
