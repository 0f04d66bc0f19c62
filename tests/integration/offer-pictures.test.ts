process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { placeLeggingOrder } from '../helpers/placeOrder';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';

// Offer pictures follow the colour (issue 25): an offer answers its picture in each colour, and an
// accepted special offer's order line shows the colour bought, not the colour the art is drawn in.
setupTestDatabase('offer_pictures');

const ART = '/media/fixture-legging.svg';
const api = withApiServer(async () => {
  const db = await getDb();
  await insertShopFixture(db);
  await db.insertInto('item_images').values({ item_id: FX.legging, kind: 'main', image_key: 'image1', url: ART, width: 400, height: 500, alt: '', position: 0 }).execute();
});
let keys = 0;
const newKey = () => `pictures-${process.pid}-${Date.now()}-${++keys}`;

test('an offer answers its picture in each colour: the base colour as drawn, another redrawn', async () => {
  const offer = (await api.request('GET', `offer/${FX.specialOffer2}`)).body.data;
  expect(offer.item.colors).toEqual(['Black', 'Navy-Pink']);
  expect(offer.pictures).toEqual({ Black: ART, 'Navy-Pink': `${ART}?color=Navy-Pink` });
});

test('an accepted special offer in another colour shows that colour on the order', async () => {
  const jar = new CookieJar();
  const orderId = await placeLeggingOrder(api, jar, newKey());
  expect((await api.request('POST', `order/${orderId}/decline-offer`, { jar, fields: { offerId: String(FX.specialOffer1) } })).status).toBe(200);
  const res = await api.request('POST', `order/${orderId}/accept-offer`, {
    jar, fields: { offerId: String(FX.specialOffer2), color: 'Navy-Pink', size: 'S', idempotencyKey: newKey() },
  });
  expect(res.status).toBe(200);
  expect(res.body.data.order.items).toEqual([expect.objectContaining({ color: 'Navy-Pink', image: `${ART}?color=Navy-Pink` })]);
});
