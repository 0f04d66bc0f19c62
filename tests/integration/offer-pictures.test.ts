process.env.SKIP_SEED = '1';
import type { Kysely } from 'kysely';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { placeLeggingOrder } from '../helpers/placeOrder';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { up } from '../../server/db/migrations/018_offer_line_pictures';

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

test('migration 018 redraws special-offer lines accepted before the fix in the colour bought', async () => {
  const jar = new CookieJar();
  const orderId = await placeLeggingOrder(api, jar, newKey());
  const db = await getDb();
  const line = (color: string, image: string, discount_class = 'special_offer') => ({
    order_id: orderId, item_id: FX.legging, name: 'Legging', color, size: 'S', image, quantity: 1, unit_price_cents: 2999, total_cents: 2999, discount_class, offer_id: null,
  });
  // One after another: the ids must follow the list's order (parallel inserts on PostgreSQL need not).
  const ids: number[] = [];
  for (const values of [line('Navy-Pink', ART), line('Black', ART), line('Navy-Pink', `${ART}?color=Navy-Pink`), line('Navy-Pink', '/photos/legging.jpg'), line('Navy-Pink', ART, '')]) {
    ids.push(Number((await db.insertInto('order_items').values(values).returning('id').executeTakeFirstOrThrow()).id));
  }
  await up(db as unknown as Kysely<unknown>);
  const images = await db.selectFrom('order_items').select(['id', 'image']).where('id', 'in', ids).orderBy('id').execute();
  expect(images.map((r) => r.image)).toEqual([`${ART}?color=Navy-Pink`, ART, `${ART}?color=Navy-Pink`, '/photos/legging.jpg', ART]);
});
