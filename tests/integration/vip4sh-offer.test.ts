process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';

// The Vip4sh test's 4sh offer (docs/analytics.md, Split tests): a session in the 4sh group that
// buys the club with its cart pays no shipping on that order; the control and a cart without the
// club pay the brand's shipping. The shop API prices it, so the order charges what the page showed.
setupTestDatabase('vip4sh_offer');

const api = withApiServer(async () => {
  await insertShopFixture(await getDb());
});

const group = (jar: CookieJar, value: string, host = 'pf.localhost') =>
  api.request('POST', 'test-group', { jar, host, fields: { key: 'Vip4sh', values: 'Control,4sh', value } });
const addLegging = async (jar: CookieJar) =>
  expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } })).status).toBe(200);
async function joinClub(jar: CookieJar, join = true) {
  const res = await api.request('POST', 'cart/club', { jar, fields: { join: String(join), ...(join ? { clubConsent: 'true' } : {}) } });
  expect([res.status, res.body.errors]).toEqual([200, undefined]);
}
const shipping = async (jar: CookieJar) => Number((await api.request('GET', 'cart', { jar })).body.data.amounts.shipping);

test('4sh: the order the shopper joins the club with ships free; without the club it does not', async () => {
  const jar = new CookieJar();
  expect((await group(jar, '4sh')).body.data.test.value).toBe('4sh');
  await addLegging(jar);
  // $40 at club prices, under the $75 threshold: shipping is charged without the 4sh offer.
  expect(await shipping(jar)).toBe(FX.standardShippingCost);
  await joinClub(jar);
  expect(await shipping(jar)).toBe(0);
  await joinClub(jar, false);
  expect(await shipping(jar)).toBe(FX.standardShippingCost);
});

test('Control: the club join pays the usual shipping', async () => {
  const jar = new CookieJar();
  expect((await group(jar, 'Control')).body.data.test.value).toBe('Control');
  await addLegging(jar);
  await joinClub(jar);
  expect(await shipping(jar)).toBe(FX.standardShippingCost);
});

test('a session with no group (never asked) pays the usual shipping', async () => {
  const jar = new CookieJar();
  await addLegging(jar);
  await joinClub(jar);
  expect(await shipping(jar)).toBe(FX.standardShippingCost);
});

test('4sh: the placed order charges no shipping, and the join counts as the group\'s conversion', async () => {
  const jar = new CookieJar();
  await group(jar, '4sh');
  expect((await api.request('POST', 'test-exposure', { jar, fields: { key: 'Vip4sh' } })).body.data.exposure.recorded).toBe(true);
  await addLegging(jar);
  await joinClub(jar);
  const token = (await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  const email = `vip4sh-${process.pid}-${Date.now()}@example.com`;
  const res = await api.request('POST', 'checkout', {
    jar,
    fields: {
      clubConsent: 'true', idempotencyKey: `vip4sh-${process.pid}-${Date.now()}`, email, shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St',
      shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100', paymentMethod: 'card', paymentToken: token,
    },
  });
  expect([res.status, res.body.errors]).toEqual([200, undefined]);
  const orderId = Number(res.body.data.orderId);
  const order = await (await getDb()).selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  expect(order).toMatchObject({ shipping_cents: 0 });
  const conv = await (await getDb()).selectFrom('split_test_conversions').select(['kind', 'value']).where('test_key', '=', 'Vip4sh').where('ref_id', 'in', [orderId]).execute();
  expect(conv).toContainEqual({ kind: 'order', value: '4sh' });
});

test('a brand without the test never gets the offer (test-group refuses it)', async () => {
  const jar = new CookieJar();
  expect((await group(jar, '4sh', 'hb.localhost')).status).toBe(400);
});
