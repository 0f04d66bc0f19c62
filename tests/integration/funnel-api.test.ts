process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { txTaxCents } from '../helpers/tax';
import { placeLeggingOrder } from '../helpers/placeOrder';
import { getDb } from '../../server/db';
import { FX, insertShopFixture, stockOf } from '../../server/cart/__fixtures__/shop';

setupTestDatabase('funnel_api');

const api = withApiServer(async () => insertShopFixture(await getDb()));

let keys = 0;
const newKey = () => `funnel-${process.pid}-${Date.now()}-${++keys}`;

const placeOrder = (jar: CookieJar) => placeLeggingOrder(api, jar, newKey());

const countPayments = async () => Number((await (await getDb()).selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('GET offers and offer/:id', () => {
  test('offers of a kind in funnel order, with the contract’s shape', async () => {
    const bumps = await api.request('GET', 'offers', { query: { kind: 'order_bump' } });
    expect(bumps.status).toBe(200);
    expect(bumps.body.data).toHaveLength(1);
    expect(bumps.body.data[0]).toMatchObject({
      id: FX.bumpOffer, kind: 'order_bump', offerType: 'cb', price: 14.99, originalPrice: 27, howMany: 3, digital: false,
      picker: { size: true, color: true }, copy: { headline: `Offer ${FX.bumpOffer}`, cta: 'Yes please' },
      item: { id: FX.scrunchie, name: 'POP Scrunchie', colors: ['Pink/White'], sizes: ['One Size'], soldOutSizes: [] },
    });
    const specials = await api.request('GET', 'offers', { query: { kind: 'special_offer' } });
    expect(specials.body.data.map((o: { id: number }) => o.id)).toEqual([FX.specialOffer1, FX.specialOffer2]);
    expect(specials.body.data[1].item.soldOutSizes).toEqual(['M']);
    expect((await api.request('GET', 'offers', { query: { kind: 'everything' } })).status).toBe(400);
    expect((await api.request('GET', 'offers', { host: 'ckb.localhost', query: { kind: 'order_bump' } })).body.data.map((o: { id: number }) => o.id)).toEqual([FX.ckbBump]);
  });

  test('a pack offer counts a size with fewer pieces left than the pack holds as sold out', async () => {
    const db = await getDb();
    await db.updateTable('offers').set({ how_many: 2 }).where('id', '=', FX.specialOffer2).execute();
    try {
      const offer = await api.request('GET', `offer/${FX.specialOffer2}`);
      expect(offer.body.data.howMany).toBe(2);
      expect([...offer.body.data.item.soldOutSizes].sort()).toEqual(['L', 'M']);
    } finally {
      await db.updateTable('offers').set({ how_many: 1 }).where('id', '=', FX.specialOffer2).execute();
    }
  });

  test('an offer whose kind belongs to the other list (a special offer filed as a bump template) is never shown nor added', async () => {
    const db = await getDb();
    await db.updateTable('offers').set({ offer_type: 'cb' }).where('id', '=', FX.specialOffer2).execute();
    try {
      const specials = await api.request('GET', 'offers', { query: { kind: 'special_offer' } });
      expect(specials.body.data.map((o: { id: number }) => o.id)).toEqual([FX.specialOffer1]);
      expect((await api.request('GET', `offer/${FX.specialOffer2}`)).status).toBe(404);
    } finally {
      await db.updateTable('offers').set({ offer_type: 'csr' }).where('id', '=', FX.specialOffer2).execute();
    }
    expect((await api.request('GET', `offer/${FX.specialOffer2}`)).status).toBe(200);
  });

  test('an offer’s reference price is what the item page shows this shopper: the member price once they see member prices', async () => {
    const jar = new CookieJar();
    await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
    expect((await api.request('GET', `offer/${FX.specialOffer2}`, { jar })).body.data).toMatchObject({ price: 29.99, originalPrice: 50 });
    expect((await api.request('POST', 'cart/club', { jar, fields: { join: 'true' } })).status).toBe(200);
    expect((await api.request('GET', `offer/${FX.specialOffer2}`, { jar })).body.data).toMatchObject({ price: 29.99, originalPrice: 40 });
    const listed = (await api.request('GET', 'offers', { jar, query: { kind: 'special_offer' } })).body.data.find((o: { id: number }) => o.id === FX.specialOffer2);
    expect(listed.originalPrice).toBe(40);
  });

  test('one offer; another brand’s or an unknown one is a 404', async () => {
    expect((await api.request('GET', `offer/${FX.specialOffer1}`)).body.data).toMatchObject({ id: FX.specialOffer1, price: 29.99 });
    expect((await api.request('GET', `offer/${FX.ckbBump}`)).status).toBe(404);
    expect((await api.request('GET', 'offer/123456')).status).toBe(404);
    expect((await api.request('GET', 'offer/abc')).status).toBe(400);
  });
});

describe('special offers after checkout', () => {
  test('accept charges the same token once into a linked order; decline moves on to thank-you', async () => {
    const jar = new CookieJar();
    const orderId = await placeOrder(jar);
    const paymentsBefore = await countPayments();
    const stockBefore = await stockOf(await getDb(), FX.top, 'M');
    const accept = (key: string) =>
      api.request('POST', `order/${orderId}/accept-offer`, { jar, fields: { offerId: String(FX.specialOffer1), color: 'White', size: 'M', idempotencyKey: key, price: '0.01' } });
    const key = newKey();
    // A double click or retry of one acceptance (same key) answers the same linked order.
    const results = await Promise.all([accept(key), accept(key)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const child = results[0].body.data.order;
    expect(new Set(results.map((r) => r.body.data.order.id)).size).toBe(1);
    // Accepting it again (another key: the page shown again) is refused.
    const again = await accept(newKey());
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([`offerId: You already added this offer to order #${orderId}. It was charged once and won’t be added again.`]);
    // Taxed for the parent order's address (Austin, TX), no shipping.
    const tax = txTaxCents(2999);
    expect(child).toMatchObject({ parentOrderId: orderId, amounts: { subtotal: 29.99, shipping: 0, tax: tax / 100, total: (2999 + tax) / 100 }, payment: { last4: '4242' } });
    expect(child.items).toEqual([expect.objectContaining({ name: 'Crop Top', size: 'M', quantity: 1, total: 29.99 })]);
    // One post-purchase offer per order (lib/checkout/nextPage.ts shownSpecialOffers): answered, the funnel ends at thank-you.
    expect(results[0].body.data.next).toBe(`/thank-you?order=${orderId}`);
    expect(await countPayments()).toBe(paymentsBefore + 1);
    expect(await stockOf(await getDb(), FX.top, 'M')).toBe(stockBefore - 1);

    const parent = (await api.request('GET', `order/${orderId}`, { jar })).body.data;
    expect(parent.linkedOrders.map((o: { id: number }) => o.id)).toEqual([child.id]);
    expect(parent.next).toBe(`/thank-you?order=${orderId}`);
    expect(await countPayments()).toBe(paymentsBefore + 1);
  });

  test('one offer is shown per order: declining it goes to thank-you, the flow’s second offer is never next, and a late accept is refused', async () => {
    const jar = new CookieJar();
    const orderId = await placeOrder(jar);
    const paymentsBefore = await countPayments();
    expect((await api.request('GET', `order/${orderId}`, { jar })).body.data.next).toBe(`/special-offer/${FX.specialOffer1}?order=${orderId}`);
    const decline = await api.request('POST', `order/${orderId}/decline-offer`, { jar, fields: { offerId: String(FX.specialOffer1) } });
    expect(decline.status).toBe(200);
    expect(decline.body.data.next).toBe(`/thank-you?order=${orderId}`);
    expect((await api.request('GET', `order/${orderId}`, { jar })).body.data.next).toBe(`/thank-you?order=${orderId}`);
    const late = await api.request('POST', `order/${orderId}/accept-offer`, { jar, fields: { offerId: String(FX.specialOffer1), size: 'S', color: 'White', idempotencyKey: newKey() } });
    expect(late.status).toBe(409);
    expect(await countPayments()).toBe(paymentsBefore);
  });

  test('someone else’s order, a linked order, a bump offer or a sold-out size are refused without a charge', async () => {
    const jar = new CookieJar();
    const orderId = await placeOrder(jar);
    const before = await countPayments();
    const other = new CookieJar();
    const fields = { offerId: String(FX.specialOffer2), color: 'Black', size: 'S', idempotencyKey: newKey() };
    expect((await api.request('POST', `order/${orderId}/accept-offer`, { jar: other, fields })).status).toBe(404);
    expect((await api.request('POST', `order/${orderId}/decline-offer`, { jar: other, fields })).status).toBe(404);
    expect((await api.request('POST', `order/${orderId}/accept-offer`, { jar, fields: { ...fields, size: 'M' } })).status).toBe(409);
    expect((await api.request('POST', `order/${orderId}/accept-offer`, { jar, fields: { ...fields, offerId: String(FX.bumpOffer) } })).status).toBe(404);
    expect((await api.request('POST', `order/${orderId}/accept-offer`, { jar, fields: { ...fields, idempotencyKey: 'x' } })).status).toBe(400);
    expect(await countPayments()).toBe(before);
  });
});

describe('style profile', () => {
  test('a guest saves answers and reads them back; bad field names are refused', async () => {
    const jar = new CookieJar();
    expect((await api.request('GET', 'style-profile', { jar })).body.data).toEqual({ style_profile: [] });
    const res = await api.request('POST', 'style-profile', { jar, fields: { birthday_day: '12', birthday_month: '5', fit: 'High waist' } });
    expect(res.status).toBe(200);
    await api.request('POST', 'style-profile', { jar, fields: { fit: 'Mid rise' } });
    const got = (await api.request('GET', 'style-profile', { jar })).body.data.style_profile;
    expect(got).toEqual(expect.arrayContaining([{ field: 'birthday_day', chosen: '12' }, { field: 'fit', chosen: 'Mid rise' }]));
    expect((await api.request('GET', 'style-profile', { jar: new CookieJar() })).body.data.style_profile).toEqual([]);
    expect((await api.request('POST', 'style-profile', { jar, fields: { 'bad field!': 'x' } })).status).toBe(400);
    expect((await api.request('POST', 'style-profile', { jar, fields: {} })).status).toBe(400);
  });

  test("a guest's checkout answers become the customer's the order creates; an account's owner is not written to by a guest", async () => {
    const db = await getDb();
    const ownerRows = (owner: string) => db.selectFrom('style_profiles').select(['field', 'chosen']).where('owner_key', '=', owner).orderBy('field').execute();
    const jar = new CookieJar();
    expect((await api.request('POST', 'style-profile', { jar, fields: { fit: 'High waist', birthday_month: '5' } })).status).toBe(200);
    await placeOrder(jar);
    const customer = await db.selectFrom('customers').select('id').where('email', '=', 'ann@example.com').where('brand_id', '=', 'pf').executeTakeFirstOrThrow();
    expect(await ownerRows(`c:${customer.id}`)).toEqual(expect.arrayContaining([{ field: 'birthday_month', chosen: '5' }, { field: 'fit', chosen: 'High waist' }]));
    expect((await api.request('GET', 'style-profile', { jar })).body.data.style_profile).toEqual([]);

    // The same email with a password: the guest's order names no customer, and the answers stay the session's.
    await db.updateTable('customers').set({ password_hash: 'not-a-real-hash' }).where('id', '=', customer.id).execute();
    try {
      const other = new CookieJar();
      await api.request('POST', 'style-profile', { jar: other, fields: { fit: 'Relaxed' } });
      await placeOrder(other);
      expect(await ownerRows(`c:${customer.id}`)).toEqual(expect.arrayContaining([{ field: 'fit', chosen: 'High waist' }]));
      expect((await api.request('GET', 'style-profile', { jar: other })).body.data.style_profile).toEqual([{ field: 'fit', chosen: 'Relaxed' }]);
    } finally {
      await db.updateTable('customers').set({ password_hash: null }).where('id', '=', customer.id).execute();
    }
  });

  test('an impossible birthday is a 400 naming the day, and what was saved stays', async () => {
    const jar = new CookieJar();
    const profile = async () => (await api.request('GET', 'style-profile', { jar })).body.data.style_profile;
    const post = (fields: Record<string, string>) => api.request('POST', 'style-profile', { jar, fields });
    expect((await post({ birthday_month: '1', birthday_day: '31', fit: 'Snug' })).status).toBe(200);

    const feb31 = await post({ birthday_month: '2', birthday_day: '31', fit: 'Relaxed' });
    expect([feb31.status, feb31.body]).toEqual([400, { errors: ['birthday_day: February has only 29 days'] }]);
    // Half a date is checked against the saved other half.
    expect((await post({ birthday_month: '4' })).body).toMatchObject({ errors: ['birthday_day: April has only 30 days'] });
    expect(await profile()).toEqual(
      expect.arrayContaining([{ field: 'birthday_month', chosen: '1' }, { field: 'birthday_day', chosen: '31' }, { field: 'fit', chosen: 'Snug' }]),
    );

    for (const [fields, message] of [
      [{ birthday_month: '13' }, 'birthday_month: must be a month from 1 to 12'],
      [{ birthday_month: 'Feb' }, 'birthday_month: must be a month from 1 to 12'],
      [{ birthday_day: '0' }, 'birthday_day: must be a day from 1 to 31'],
      [{ birthday_day: '1e1' }, 'birthday_day: must be a day from 1 to 31'],
    ] as const) {
      const res = await post(fields);
      expect([res.status, res.body.errors]).toEqual([400, [message]]);
    }

    // February 29 is allowed (no year is asked); an emptied day is cleared, so the month may then change.
    expect((await post({ birthday_month: '02', birthday_day: '29' })).status).toBe(200);
    expect((await post({ birthday_month: '4', birthday_day: '' })).status).toBe(200);
    const after = await profile();
    expect(after).toEqual(expect.arrayContaining([{ field: 'birthday_month', chosen: '4' }, { field: 'fit', chosen: 'Snug' }]));
    expect(after.find((e: { field: string }) => e.field === 'birthday_day')).toBeUndefined();
  });
});

describe('POST test-group', () => {
  test('a stable assignment per session; an allowed forced value wins; unknown tests are refused', async () => {
    const jar = new CookieJar();
    const first = await api.request('POST', 'test-group', { jar, fields: { key: 'Vip4sh', values: 'Control,4sh' } });
    expect(first.status).toBe(200);
    const value = first.body.data.test.value;
    expect(['Control', '4sh']).toContain(value);
    for (let i = 0; i < 3; i++) expect((await api.request('POST', 'test-group', { jar, fields: { key: 'Vip4sh', values: 'Control,4sh' } })).body.data.test.value).toBe(value);
    const other = value === 'Control' ? '4sh' : 'Control';
    expect((await api.request('POST', 'test-group', { jar, fields: { key: 'Vip4sh', values: 'Control,4sh', value: other } })).body.data.test).toEqual({ key: 'Vip4sh', value: other });
    expect((await api.request('POST', 'test-group', { jar, fields: { key: 'Vip4sh', values: 'Control,4sh' } })).body.data.test.value).toBe(other);
    expect((await api.request('POST', 'test-group', { jar, fields: { key: 'Vip4sh', values: 'Control,4sh', value: 'Evil' } })).body.data.test.value).toBe(other);
    expect((await api.request('POST', 'test-group', { jar, fields: { key: 'Nope', values: 'a,b' } })).status).toBe(400);
    expect((await api.request('POST', 'test-group', { jar: new CookieJar(), host: 'ckb.localhost', fields: { key: 'Vip4sh', values: 'Control,4sh' } })).status).toBe(200);
    expect((await api.request('POST', 'test-group', { jar: new CookieJar(), host: 'hb.localhost', fields: { key: 'Vip4sh', values: 'Control,4sh' } })).status).toBe(400);
  });
});
