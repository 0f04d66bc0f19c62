process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { placeLeggingOrder } from '../helpers/placeOrder';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { OFFER_WINDOW_HOURS } from '../../server/checkout/funnel';
import { pageContext } from '../helpers/pageContext';
import { getServerSideProps } from '../../pages/special-offer/[[...id]]';

// A post-purchase special offer is answered once per order: whatever the shopper does afterwards
// (Back from the thank-you page, a second tab, a replayed request with a new key, an old order),
// no second linked order, no second charge, and a clear 4xx saying why.

setupTestDatabase('special_offer_once');

/** A special offer of another checkout flow: never part of a free-flow order's funnel. */
const VIP_FLOW_OFFER = 9955;

const api = withApiServer(async () => {
  const db = await getDb();
  await insertShopFixture(db);
  await db
    .insertInto('offers')
    .values({
      id: VIP_FLOW_OFFER, brand_id: 'pf', kind: 'special_offer', offer_type: 'ms', flow: 'vip_flow', position: 3, item_id: FX.legging,
      price_cents: 2999, how_many: 1, short_item_name: 'Legging', picker_json: '{}', copy_json: '{}',
    })
    .execute();
});

let keys = 0;
const newKey = () => `once-${process.pid}-${Date.now()}-${++keys}`;

const placeOrder = (jar: CookieJar) => placeLeggingOrder(api, jar, newKey());

/** Payments and linked orders of one checkout (the parent's own payment included). */
async function charged(orderId: number) {
  const db = await getDb();
  const children = await db.selectFrom('orders').select('id').where('parent_order_id', '=', orderId).execute();
  const ids = [orderId, ...children.map((c) => c.id)];
  const payments = await db.selectFrom('payments').select(['order_id', 'amount_cents']).where('order_id', 'in', ids).execute();
  const lines = await db.selectFrom('order_items').select('id').where('order_id', 'in', children.length ? children.map((c) => c.id) : [-1]).execute();
  return { linkedOrders: children.length, payments: payments.length, offerLines: lines.length, cents: payments.reduce((s, p) => s + p.amount_cents, 0) };
}

/** A colour and size each offer's item has (the top is White only). */
const CHOICE: Record<number, { color: string; size: string }> = { [FX.specialOffer1]: { color: 'White', size: 'S' } };
const accept = (jar: CookieJar, orderId: number, offerId: number, idempotencyKey = newKey()) =>
  api.request('POST', `order/${orderId}/accept-offer`, { jar, fields: { offerId: String(offerId), ...(CHOICE[offerId] ?? { color: 'Black', size: 'S' }), idempotencyKey } });
const decline = (jar: CookieJar, orderId: number, offerId: number) =>
  api.request('POST', `order/${orderId}/decline-offer`, { jar, fields: { offerId: String(offerId) } });
const nextOf = async (jar: CookieJar, orderId: number) => (await api.request('GET', `order/${orderId}`, { jar })).body.data.next;

describe('accepting a special offer again', () => {
  test('after it was accepted (Back, another tab, a new key): 409 naming the offer, nothing charged or added; the same request again replays its answer', async () => {
    const jar = new CookieJar();
    const orderId = await placeOrder(jar);
    const key = newKey();
    const first = await accept(jar, orderId, FX.specialOffer2, key);
    expect(first.status).toBe(200);
    const after = await charged(orderId);
    expect(after).toMatchObject({ linkedOrders: 1, payments: 2, offerLines: 1 });
    // The last offer answered: the funnel is over.
    expect(await nextOf(jar, orderId)).toBe(`/special-offer/${FX.specialOffer1}?order=${orderId}`);

    // A retry of the very same request (lost answer, double click) is answered the same, and charges nothing more.
    const replay = await accept(jar, orderId, FX.specialOffer2, key);
    expect(replay.status).toBe(200);
    expect(replay.body.data.order.id).toBe(first.body.data.order.id);

    // A second acceptance, as the page shown again after Back would send it: refused.
    const again = await Promise.all([accept(jar, orderId, FX.specialOffer2), accept(jar, orderId, FX.specialOffer2)]);
    for (const res of again) {
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([`offerId: You already added this offer to order #${orderId}. It was charged once and won’t be added again.`]);
    }
    expect(await charged(orderId)).toEqual(after);
  });

  test('after it was declined: 409, nothing charged; declining again changes nothing', async () => {
    const jar = new CookieJar();
    const orderId = await placeOrder(jar);
    const before = await charged(orderId);
    expect((await decline(jar, orderId, FX.specialOffer1)).status).toBe(200);
    expect((await decline(jar, orderId, FX.specialOffer1)).status).toBe(200);
    const late = await accept(jar, orderId, FX.specialOffer1);
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual(['offerId: You said no to this offer for this order, so it can’t be added now.']);
    expect(await charged(orderId)).toEqual(before);
  });

  test('an order whose funnel is over: no offer can be accepted, GET order/:id says thank-you', async () => {
    const db = await getDb();
    const jar = new CookieJar();

    // Shipped (or otherwise on its way) since.
    const shipped = await placeOrder(jar);
    await db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', shipped).execute();
    const before = await charged(shipped);
    const res = await accept(jar, shipped, FX.specialOffer1);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([`order: The offers after order #${shipped} have ended.`]);
    expect(await charged(shipped)).toEqual(before);
    expect(await nextOf(jar, shipped)).toBe(`/thank-you?order=${shipped}`);

    // Placed longer ago than the offers last.
    const old = await placeOrder(jar);
    await db.updateTable('orders').set({ created_at: new Date(Date.now() - (OFFER_WINDOW_HOURS + 1) * 3_600_000).toISOString() }).where('id', '=', old).execute();
    expect((await accept(jar, old, FX.specialOffer1)).status).toBe(409);
    expect(await charged(old)).toEqual(before);
    expect(await nextOf(jar, old)).toBe(`/thank-you?order=${old}`);

    // Just inside the window it still can.
    const recent = await placeOrder(jar);
    await db.updateTable('orders').set({ created_at: new Date(Date.now() - (OFFER_WINDOW_HOURS - 1) * 3_600_000).toISOString() }).where('id', '=', recent).execute();
    expect((await accept(jar, recent, FX.specialOffer1)).status).toBe(200);
  });

  test('an offer that is not one of this order’s (another flow’s) is a 404, nothing charged', async () => {
    const jar = new CookieJar();
    const orderId = await placeOrder(jar);
    const before = await charged(orderId);
    const res = await accept(jar, orderId, VIP_FLOW_OFFER);
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual(['offerId: offer not found']);
    expect(await charged(orderId)).toEqual(before);
  });

  test('after answering an offer, `next` skips offers already answered', async () => {
    const jar = new CookieJar();
    const orderId = await placeOrder(jar);
    expect((await decline(jar, orderId, FX.specialOffer2)).status).toBe(200);
    const first = await accept(jar, orderId, FX.specialOffer1);
    expect(first.status).toBe(200);
    expect(first.body.data.next).toBe(`/thank-you?order=${orderId}`);
    expect(await nextOf(jar, orderId)).toBe(`/thank-you?order=${orderId}`);
  });
});

describe('the /special-offer page', () => {
  /** getServerSideProps of /special-offer/<offerId>?order=<orderId> as this shopper's browser asks for it. */
  async function page(jar: CookieJar, orderId: number, offerId?: number) {
    const path = `/special-offer${offerId === undefined ? '' : `/${offerId}`}?order=${orderId}`;
    const { ctx } = pageContext('pf.localhost', path);
    Object.assign(ctx.req.headers, { cookie: jar.header() });
    Object.assign(ctx, { params: { id: offerId === undefined ? undefined : [String(offerId)] }, query: { order: String(orderId) } });
    return getServerSideProps(ctx);
  }
  const to = (destination: string) => ({ redirect: { destination, permanent: false } });
  const shows = (offerId: number) => ({ props: expect.objectContaining({ offer: expect.objectContaining({ id: offerId }) }) });

  test('shows the order’s one offer only while it is the next step: Back after answering it lands on thank-you, and the flow’s second offer is never shown', async () => {
    const jar = new CookieJar();
    const orderId = await placeOrder(jar);
    expect(await page(jar, orderId, FX.specialOffer1)).toEqual(shows(FX.specialOffer1));
    // The flow's second offer is not shown (one per order): its page goes to the order's offer.
    expect(await page(jar, orderId, FX.specialOffer2)).toEqual(to(`/special-offer/${FX.specialOffer1}?order=${orderId}`));
    expect(await page(jar, orderId)).toEqual(to(`/special-offer/${FX.specialOffer1}?order=${orderId}`));

    // Answered: thank-you; Back to either offer (or to the page without an id) lands there again.
    expect((await accept(jar, orderId, FX.specialOffer1)).status).toBe(200);
    const thankYou = to(`/thank-you?order=${orderId}`);
    expect(await page(jar, orderId, FX.specialOffer1)).toEqual(thankYou);
    expect(await page(jar, orderId, FX.specialOffer2)).toEqual(thankYou);
    expect(await page(jar, orderId)).toEqual(thankYou);
  });

  test('after a Pay in 4 order the page has the order’s payment (it says the offer is charged in full), and accepting charges it in full to that card', async () => {
    const jar = new CookieJar();
    const orderId = await placeLeggingOrder(api, jar, newKey(), 'afterpay');
    expect(await page(jar, orderId, FX.specialOffer1)).toEqual({
      props: expect.objectContaining({ payment: expect.objectContaining({ method: 'afterpay', brand: 'visa', last4: '4242' }) }),
    });
    const res = await accept(jar, orderId, FX.specialOffer1);
    expect(res.status).toBe(200);
    const child = res.body.data.order;
    expect(child.payment).toMatchObject({ method: 'card', brand: 'visa', last4: '4242' });
    const db = await getDb();
    const paid = await db.selectFrom('payments').select(['amount_cents']).where('order_id', '=', child.id).execute();
    expect(paid).toEqual([{ amount_cents: Math.round(child.amounts.total * 100) }]);
  });

  test('an order whose offers are over, or someone else’s order, shows no offer', async () => {
    const jar = new CookieJar();
    const orderId = await placeOrder(jar);
    expect(await page(new CookieJar(), orderId, FX.specialOffer1)).toEqual(to(`/thank-you?order=${orderId}`));
    await (await getDb()).updateTable('orders').set({ status: 'delivered' }).where('id', '=', orderId).execute();
    expect(await page(jar, orderId, FX.specialOffer1)).toEqual(to(`/thank-you?order=${orderId}`));
  });
});
