// A digital offer (offers.digital): its goods are never shipped, never charged shipping, and taxed
// as the tax table says for digital goods (server/tax/rates.ts: Texas taxes them, California not).
process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { shipOrder } from '../../server/orders/ship';
import { stateTaxRule } from '../../server/tax/rates';

setupTestDatabase('digital_offers');

const api = withApiServer(async () => {
  const db = await getDb();
  await insertShopFixture(db);
  await db.updateTable('offers').set({ digital: 1 }).where('id', 'in', [FX.specialOffer1, FX.bumpOffer]).execute();
});

let keys = 0;
async function placeOrder(jar: CookieJar, state: 'TX' | 'CA'): Promise<number> {
  await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
  const token = (await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  const city = state === 'TX' ? { shippingCity: 'Austin', shippingZip: '78701' } : { shippingCity: 'Oakland', shippingZip: '94607' };
  const res = await api.request('POST', 'checkout', {
    jar,
    fields: {
      idempotencyKey: `digital-${process.pid}-${++keys}`, email: 'dee@example.com', shippingName: 'Dee Lane', shippingCountry: 'US', shippingAddress: '1 Main St',
      shippingState: state, shippingPhone: '5125550100', paymentMethod: 'card', paymentToken: token, ...city,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data.orderId;
}

const accept = async (jar: CookieJar, orderId: number) => {
  const res = await api.request('POST', `order/${orderId}/accept-offer`, { jar, fields: { offerId: String(FX.specialOffer1), color: 'White', size: 'M', idempotencyKey: `digital-accept-${++keys}` } });
  expect(res.status).toBe(200);
  return res.body.data.order as { id: number; amounts: { tax: number; shipping: number; subtotal: number } };
};

test('the tax table says which states tax digital goods', () => {
  expect(stateTaxRule('TX')?.digital).toBe(true);
  expect(stateTaxRule('CA')?.digital).toBe(false);
});

test('a digital special offer is taxed where the state taxes digital goods, never charged shipping, and never shipped', async () => {
  const tx = new CookieJar();
  const txOrder = await placeOrder(tx, 'TX');
  const txChild = await accept(tx, txOrder);
  expect(txChild.amounts.shipping).toBe(0);
  expect(txChild.amounts.tax).toBeGreaterThan(0);

  const ca = new CookieJar();
  const caOrder = await placeOrder(ca, 'CA');
  const caChild = await accept(ca, caOrder);
  expect(caChild.amounts).toMatchObject({ shipping: 0, tax: 0 });

  // Shipping the order leaves its digital addition alone; the addition on its own has nothing to ship.
  const shipped = await shipOrder(await getDb(), txOrder, 'TRACK-1234');
  expect(shipped).toMatchObject({ kind: 'shipped', withOrders: [] });
  const child = await (await getDb()).selectFrom('orders').select(['status', 'tracking_number']).where('id', '=', txChild.id).executeTakeFirstOrThrow();
  expect(child).toEqual({ status: 'paid', tracking_number: null });
  await expect(shipOrder(await getDb(), caChild.id, 'TRACK-5678')).rejects.toThrow(/ships with it|digital goods only/);
});

test('a digital order bump adds no shipping of its own, and is not taxed in a state that does not tax digital goods', async () => {
  const jar = new CookieJar();
  await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
  const before = (await api.request('GET', 'cart', { jar, query: { country: 'US', state: 'CA' } })).body.data.amounts;
  await api.request('POST', 'cart/order-bump', { jar, fields: { offerId: String(FX.bumpOffer) } });
  const after = (await api.request('GET', 'cart', { jar, query: { country: 'US', state: 'CA' } })).body.data;
  expect(after.items.some((l: { digital: boolean }) => l.digital)).toBe(true);
  expect(after.amounts.subtotal).toBeGreaterThan(before.subtotal);
  expect(after.amounts.tax).toBe(before.tax);
});
