process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { adminSuite } from '../helpers/adminSuite';
import { insertStaff, signedIn } from '../helpers/adminServer';
import { CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { FIRST_STAFF_OFFER_ID } from '../../server/admin/offers/save';

// The back office's multi-buy set and offer routes (server/admin/sets, server/admin/offers): signed
// out 401, roles without the catalog 403, another brand's 404, bad and hostile input a 400 naming
// the field, an audit row per change and none for a refused one; an edited set price applies in the
// shop's cart, and an edited or deactivated offer is what the checkout funnel shows.

setupTestDatabase('admin_offers');
const { server, placeOrder } = adminSuite();

async function auditRows(recordType: 'set' | 'offer', id: number) {
  return (await getDb()).selectFrom('staff_audit').selectAll().where('record_type', '=', recordType).where('record_id', '=', String(id)).orderBy('id').execute();
}
const parsed = (json: string | null) => (json === null ? null : JSON.parse(json));

let pfSet = 0;
let ckbSet = 0;
beforeAll(async () => {
  const db = await getDb();
  // pf: a set on the leggings category (its one item, the $50 legging); ckb: a category of its own with a set.
  pfSet = Number((await db.insertInto('multi_buys').values({ brand_id: 'pf', category_id: FX.leggingsCategory, quantity: 2, price_cents: 9000, active: 0 }).returning('id').executeTakeFirstOrThrow()).id);
  await db.insertInto('categories').values({ id: 9190, brand_id: 'ckb', slug: 'cheekies', name: 'Cheekies' }).execute();
  await db.insertInto('item_categories').values({ item_id: FX.cheeky, category_id: 9190 }).execute();
  ckbSet = Number((await db.insertInto('multi_buys').values({ brand_id: 'ckb', category_id: 9190, quantity: 5, price_cents: 5000 }).returning('id').executeTakeFirstOrThrow()).id);
});

const bumpForm = (o: Record<string, string> = {}) => ({
  kind: 'order_bump', offerType: 'cb', flow: 'free_flow', position: '1', itemId: String(FX.scrunchie), priceCents: '1299', howMany: '3',
  shortItemName: 'POP Scrunchie', headline: 'Add 3 scrunchies for just $12.99', body: 'One click adds them. Item page price: $27.00.', cta: 'Yes, add them', ...o,
});

test('signed out 401; support, marketing and fulfilment 403; nothing audited', async () => {
  const db = await getDb();
  const routes = [['GET', 'sets'], ['POST', 'sets'], ['POST', `sets/${pfSet}`], ['GET', 'offers'], ['POST', 'offers'], ['POST', `offers/${FX.bumpOffer}`]] as const;
  for (const [method, path] of routes) expect([path, (await server().admin(method, path, { jar: new CookieJar(), fields: { active: '0' } })).status]).toEqual([path, 401]);
  for (const role of ['support', 'marketing', 'fulfilment'] as const) {
    const jar = await signedIn(server(), await insertStaff(db, role, 'all'));
    for (const [method, path] of routes) expect([role, path, (await server().admin(method, path, { jar, fields: { active: '0' } })).status]).toEqual([role, path, 403]);
  }
  expect(await auditRows('set', pfSet)).toEqual([]);
  expect(await auditRows('offer', FX.bumpOffer)).toEqual([]);
});

test("another brand's set or offer is a 404 and never listed; a brand not theirs 404", async () => {
  const db = await getDb();
  const jar = await signedIn(server(), await insertStaff(db, 'merchandiser', ['ckb']));
  expect((await server().admin('POST', `sets/${pfSet}`, { jar, fields: { active: '1' } })).body).toEqual({ errors: ['set: not found'] });
  expect((await server().admin('POST', `offers/${FX.bumpOffer}`, { jar, fields: { active: '0' } })).body).toEqual({ errors: ['offer: not found'] });
  for (const path of ['sets/abc', 'offers/-1', `offers/${FX.bumpOffer}9999999999`]) expect([path, (await server().admin('POST', path, { jar, fields: { active: '0' } })).status]).toEqual([path, 404]);
  const sets = (await server().admin('GET', 'sets', { jar })).body.data;
  expect(sets.sets.map((s: { id: number }) => s.id)).toEqual([ckbSet]);
  expect(sets.categories.map((c: { brandId: string }) => c.brandId)).toEqual(['ckb']);
  expect(sets.sets[0]).toMatchObject({ brandId: 'ckb', categoryName: 'Cheekies', quantity: 5, priceCents: 5000, active: true, label: 'Mix any 5 Cheekies for $50' });
  expect((await server().admin('GET', 'offers', { jar })).body.data.offers.map((o: { id: number }) => o.id)).toEqual([FX.ckbBump]);
  expect((await server().admin('POST', 'sets', { jar, fields: { brand: 'pf', categoryId: String(FX.leggingsCategory), quantity: '2', priceCents: '100' } })).body).toEqual({ errors: ['brand: not found'] });
  expect((await server().admin('POST', 'offers', { jar, fields: { brand: 'pf', ...bumpForm() } })).body).toEqual({ errors: ['brand: not found'] });
  expect(await auditRows('set', pfSet)).toEqual([]);
});

test('a set edited from the back office prices the shop’s cart at once; bad input 400 naming the field and not audited', async () => {
  const db = await getDb();
  const staff = await insertStaff(db, 'merchandiser', ['pf']);
  const jar = await signedIn(server(), staff);
  const shopper = new CookieJar();
  // The item answer is cached with the catalog before the set is switched on.
  expect((await server().shop('GET', `item/${FX.legging}`, { jar: shopper })).body.data.multiBuys).toEqual([]);
  const added = await server().shop('POST', 'cart/add', { jar: shopper, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '2' } });
  expect(added.body.data.multiBuys).toEqual([]);

  const on = await server().admin('POST', `sets/${pfSet}`, { jar, fields: { active: '1' } });
  expect(on.body.data).toMatchObject({ id: pfSet, quantity: 2, priceCents: 9000, active: true });
  expect((await server().shop('GET', 'cart', { jar: shopper })).body.data.multiBuys).toEqual([{ id: pfSet, label: 'Mix any 2 Leggings for $90', sets: 1, saving: 10 }]);
  expect((await server().shop('GET', `item/${FX.legging}`, { jar: shopper })).body.data.multiBuys.map((m: { label: string }) => m.label)).toEqual(['Mix any 2 Leggings for $90']);

  expect((await server().admin('POST', `sets/${pfSet}`, { jar, fields: { priceCents: '7999' } })).status).toBe(200);
  const cart = (await server().shop('GET', 'cart', { jar: shopper })).body.data;
  expect(cart.multiBuys).toEqual([{ id: pfSet, label: 'Mix any 2 Leggings for $79.99', sets: 1, saving: 20.01 }]);
  // $79.99 after the set is over the $75 free-shipping minimum.
  expect(cart.amounts).toMatchObject({ subtotal: 100, shipping: 0, total: 79.99 });

  const refusals: [Record<string, string>, string][] = [
    [{ priceCents: '10000' }, "priceCents: must be below $100.00, what 2 of the category's cheapest item cost at the regular price"],
    [{ priceCents: '0' }, 'priceCents: must be between 1 and 10000000'],
    [{ priceCents: '-5' }, 'priceCents: must be between 1 and 10000000'],
    [{ priceCents: '12.5' }, 'priceCents: must be a whole number'],
    [{ priceCents: '' }, 'priceCents: is required'],
    [{ quantity: '1' }, 'quantity: must be between 2 and 50'],
    [{ quantity: '3', priceCents: '15000' }, "priceCents: must be below $150.00, what 3 of the category's cheapest item cost at the regular price"],
    [{ categoryId: '9190' }, 'categoryId: not a category of this brand'],
    [{ categoryId: '1e9' }, 'categoryId: invalid ID'],
    [{ active: 'yes' }, 'active: Unknown boolean value'],
    [{ priceCents: '9'.repeat(5000) }, 'priceCents: must be a whole number'],
  ];
  for (const [fields, message] of refusals) expect([fields, (await server().admin('POST', `sets/${pfSet}`, { jar, fields })).body]).toEqual([fields, { errors: [message] }]);

  const off = await server().admin('POST', `sets/${pfSet}`, { jar, fields: { active: '0' } });
  expect(off.body.data.active).toBe(false);
  expect((await server().shop('GET', 'cart', { jar: shopper })).body.data.multiBuys).toEqual([]);
  expect((await server().shop('GET', `item/${FX.legging}`, { jar: shopper })).body.data.multiBuys).toEqual([]);
  // The same again changes nothing and writes nothing.
  expect((await server().admin('POST', `sets/${pfSet}`, { jar, fields: { active: '0' } })).status).toBe(200);

  const audit = await auditRows('set', pfSet);
  expect(audit.map((a) => [a.action, a.staff_id, a.brand_id, parsed(a.before_json).priceCents, parsed(a.before_json).active, parsed(a.after_json).priceCents, parsed(a.after_json).active])).toEqual([
    ['set.update', staff.id, 'pf', 9000, false, 9000, true],
    ['set.update', staff.id, 'pf', 9000, true, 7999, true],
    ['set.update', staff.id, 'pf', 7999, true, 7999, false],
  ]);
});

test('a set created for a brand shows in the list; a price at or above its pieces, or a category of another brand, is refused', async () => {
  const db = await getDb();
  const staff = await insertStaff(db, 'owner', 'all');
  const jar = await signedIn(server(), staff);
  const made = await server().admin('POST', 'sets', { jar, fields: { brand: 'ckb', categoryId: '9190', quantity: '3', priceCents: '3999' } });
  expect(made.body.data).toMatchObject({ brandId: 'ckb', categoryId: 9190, categoryName: 'Cheekies', quantity: 3, priceCents: 3999, active: true });
  const listed = (await server().admin('GET', 'sets', { jar })).body.data;
  expect(listed.sets.find((s: { id: number }) => s.id === made.body.data.id)).toMatchObject({ label: 'Mix any 3 Cheekies for $39.99' });
  expect(listed.categories.find((c: { id: number }) => c.id === 9190)).toEqual({ id: 9190, brandId: 'ckb', name: 'Cheekies', cheapestCents: 1500, items: 1 });
  const audit = await auditRows('set', made.body.data.id);
  expect(audit.map((a) => [a.action, a.staff_id, a.brand_id, a.before_json, parsed(a.after_json)])).toEqual([
    ['set.create', staff.id, 'ckb', null, { categoryId: 9190, categoryName: 'Cheekies', quantity: 3, priceCents: 3999, active: true }],
  ]);
  const count = async () => (await db.selectFrom('multi_buys').select('id').execute()).length;
  const before = await count();
  const bad: [Record<string, string>, string][] = [
    [{ brand: 'ckb', categoryId: '9190', quantity: '3', priceCents: '4500' }, "priceCents: must be below $45.00, what 3 of the category's cheapest item cost at the regular price"],
    [{ brand: 'ckb', categoryId: String(FX.leggingsCategory), quantity: '2', priceCents: '100' }, 'categoryId: not a category of this brand'],
    [{ brand: 'ckb', quantity: '2', priceCents: '100' }, 'categoryId: invalid ID'],
    [{ brand: 'nope', categoryId: '9190', quantity: '2', priceCents: '100' }, 'brand: not found'],
    [{ brand: 'x'.repeat(21), categoryId: '9190', quantity: '2', priceCents: '100' }, 'brand: must be at most 20 characters'],
  ];
  for (const [fields, message] of bad) expect([fields, (await server().admin('POST', 'sets', { jar, fields })).body]).toEqual([fields, { errors: [message] }]);
  expect(await count()).toBe(before);
});

test('an order bump edited and then deactivated: the funnel shows the new price and copy, then no longer offers it', async () => {
  const db = await getDb();
  const staff = await insertStaff(db, 'merchandiser', ['pf']);
  const jar = await signedIn(server(), staff);
  const edited = await server().admin('POST', `offers/${FX.bumpOffer}`, { jar, fields: bumpForm() });
  expect(edited.body.data).toMatchObject({ id: FX.bumpOffer, priceCents: 1299, headline: 'Add 3 scrunchies for just $12.99', active: true });
  const shown = (await server().shop('GET', 'offers', { query: { kind: 'order_bump' } })).body.data.find((o: { id: number }) => o.id === FX.bumpOffer);
  expect(shown).toMatchObject({ price: 12.99, originalPrice: 27, copy: { headline: 'Add 3 scrunchies for just $12.99', body: 'One click adds them. Item page price: $27.00.', cta: 'Yes, add them' } });
  const listed = (await server().admin('GET', 'offers', { jar })).body.data.offers.find((o: { id: number }) => o.id === FX.bumpOffer);
  expect(listed).toMatchObject({ brandId: 'pf', kind: 'order_bump', offerType: 'cb', item: { name: 'POP Scrunchie', priceCents: 900, onSale: true } });

  const refusals: [Record<string, string>, string][] = [
    [{ priceCents: '2700' }, "priceCents: must be below $27.00, the item's regular price for 3"],
    [{ priceCents: '1199' }, "headline: names $12.99, which is neither the offer price ($11.99) nor the item's regular price ($9.00); change the copy with the price"],
    [{ offerType: 'csr' }, 'offerType: an order bump is one of cb, cbv2'],
    [{ kind: 'special_offer' }, 'offerType: a special offer is one of csr, ms'],
    [{ headline: '<img src=x onerror=alert(1)>' }, 'headline: plain text only, without < or >'],
    [{ headline: '' }, 'headline: is required'],
    [{ body: 'x'.repeat(601) }, 'body: must be at most 600 characters'],
    [{ cta: 'Yes\u0000' }, 'cta: contains a character that is not allowed'],
    [{ itemId: String(FX.cheeky) }, 'itemId: not an item of this brand on sale'],
    [{ howMany: '0' }, 'howMany: must be between 1 and 10'],
    [{ flow: 'everyone' }, 'flow: must be one of free_flow, vip_flow, checkout_club_flow, all'],
    [{ position: '1000' }, 'position: must be between 0 and 999'],
  ];
  for (const [fields, message] of refusals) expect([fields, (await server().admin('POST', `offers/${FX.bumpOffer}`, { jar, fields })).body]).toEqual([fields, { errors: [message] }]);

  expect((await server().admin('POST', `offers/${FX.bumpOffer}`, { jar, fields: { active: '0' } })).body.data.active).toBe(false);
  expect((await server().shop('GET', 'offers', { query: { kind: 'order_bump' } })).body.data.map((o: { id: number }) => o.id)).not.toContain(FX.bumpOffer);
  expect((await server().shop('GET', `offer/${FX.bumpOffer}`)).status).toBe(404);
  const shopper = new CookieJar();
  await server().shop('POST', 'cart/add', { jar: shopper, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
  const bump = await server().shop('POST', 'cart/order-bump', { jar: shopper, fields: { offerId: String(FX.bumpOffer), color: 'Pink/White', size: 'One Size' } });
  expect([bump.status, bump.body.errors]).toEqual([404, ['offerId: offer not found']]);

  const audit = await auditRows('offer', FX.bumpOffer);
  expect(audit.map((a) => [a.action, a.staff_id, a.brand_id, parsed(a.before_json).priceCents, parsed(a.after_json).priceCents, parsed(a.after_json).active])).toEqual([
    ['offer.update', staff.id, 'pf', 1499, 1299, true],
    ['offer.update', staff.id, 'pf', 1299, 1299, false],
  ]);
  expect(parsed(audit[0].before_json)).toMatchObject({ headline: 'Offer 951', body: 'Just for you', cta: 'Yes please' });
});

test('a special offer created at the head of the list follows the next order; the deactivated one is skipped', async () => {
  const db = await getDb();
  const staff = await insertStaff(db, 'owner', ['pf']);
  const jar = await signedIn(server(), staff);
  const made = await server().admin('POST', 'offers', {
    jar,
    fields: {
      brand: 'pf', kind: 'special_offer', offerType: 'ms', flow: 'all', position: '0', itemId: String(FX.legging), priceCents: '3999', howMany: '1',
      shortItemName: 'Seamless Legging', headline: 'One more legging for $39.99', body: 'Only now, after your order.', cta: 'Add it',
    },
  });
  expect(made.status).toBe(200);
  const id = made.body.data.id;
  expect(id).toBeGreaterThanOrEqual(FIRST_STAFF_OFFER_ID);
  const specials = (await server().shop('GET', 'offers', { query: { kind: 'special_offer', flow: 'free_flow' } })).body.data;
  expect(specials.map((o: { id: number }) => o.id)).toEqual([id, FX.specialOffer1, FX.specialOffer2]);
  expect(specials[0]).toMatchObject({ offerType: 'ms', price: 39.99, originalPrice: 50, picker: { size: true, color: true }, copy: { image: '' } });
  const first = await placeOrder();
  expect((await server().shop('GET', `order/${first.orderId}`, { jar: first.jar })).body.data.next).toBe(`/special-offer/${id}?order=${first.orderId}`);

  expect((await server().admin('POST', `offers/${id}`, { jar, fields: { active: '0' } })).status).toBe(200);
  const second = await placeOrder();
  expect((await server().shop('GET', `order/${second.orderId}`, { jar: second.jar })).body.data.next).toBe(`/special-offer/${FX.specialOffer1}?order=${second.orderId}`);
  expect((await auditRows('offer', id)).map((a) => [a.action, a.staff_id, a.brand_id])).toEqual([['offer.create', staff.id, 'pf'], ['offer.update', staff.id, 'pf']]);

  const count = async () => (await db.selectFrom('offers').select('id').execute()).length;
  const before = await count();
  for (const fields of [{ kind: 'special_offer', offerType: 'cb' }, { priceCents: '5000' }, { headline: 'x'.repeat(121) }, { shortItemName: '' }]) {
    const res = await server().admin('POST', 'offers', { jar, fields: { brand: 'pf', ...bumpForm({ itemId: String(FX.legging), howMany: '1', priceCents: '3999', headline: 'A legging for $39.99', body: '' }), ...fields } });
    expect([fields, res.status]).toEqual([fields, 400]);
  }
  expect(await count()).toBe(before);
});

test('hostile bodies: JSON of the wrong shapes a 400 naming the field, an oversized body 413, another origin 403; nothing changes', async () => {
  const db = await getDb();
  const jar = await signedIn(server(), await insertStaff(db, 'merchandiser', ['pf']));
  const offer = async () => db.selectFrom('offers').selectAll().where('id', '=', FX.specialOffer2).executeTakeFirstOrThrow();
  const before = await offer();
  const path = `offers/${FX.specialOffer2}`;
  expect((await server().admin('POST', path, { jar, json: { priceCents: { $gt: 0 } } })).body).toEqual({ errors: ['priceCents: must be a whole number'] });
  expect((await server().admin('POST', path, { jar, json: { headline: 'Save\u0000' } })).body).toEqual({ errors: ['headline: contains a character that is not allowed'] });
  expect((await server().admin('POST', path, { jar, json: { body: { toString: '<script>' } } })).body).toEqual({ errors: ['body: plain text only, without < or >'] });
  expect((await server().admin('POST', path, { jar, json: { active: false, itemId: 'x' } })).body).toEqual({ errors: ['itemId: invalid ID'] });
  expect((await server().admin('POST', path, { jar, raw: { contentType: 'application/json', body: '[1,2]' } })).status).toBe(400);
  expect((await server().admin('POST', path, { jar, fields: { body: 'x'.repeat(2_000_000) } })).status).toBe(413);
  expect((await server().admin('POST', path, { jar, origin: 'https://evil.example', fields: { active: '0' } })).status).toBe(403);
  expect(await offer()).toEqual(before);
  expect(await auditRows('offer', FX.specialOffer2)).toEqual([]);
});

test('an offer misfiled under the other list (never shown) can be deactivated, but any other edit must fix its type', async () => {
  const db = await getDb();
  const jar = await signedIn(server(), await insertStaff(db, 'merchandiser', ['pf']));
  await db.updateTable('offers').set({ offer_type: 'cb' }).where('id', '=', FX.specialOffer1).execute();
  const path = `offers/${FX.specialOffer1}`;
  expect((await server().admin('POST', path, { jar, fields: { position: '5' } })).body).toEqual({ errors: ['offerType: a special offer is one of csr, ms'] });
  expect((await server().admin('POST', path, { jar, fields: { active: '0' } })).body.data).toMatchObject({ offerType: 'cb', active: false });
  expect((await auditRows('offer', FX.specialOffer1)).map((a) => [a.action, parsed(a.after_json).active])).toEqual([['offer.update', false]]);
});
