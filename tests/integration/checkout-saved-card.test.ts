// POST checkout with a saved card (savedCardId): the browser names the card, the server charges its token.
process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { SAVED_CARD_CHECKOUT_MESSAGES } from '../../server/payments/savedCardToken';

setupTestDatabase('checkout_saved_card');

const PASSWORD = 'saved-card-password';
const ids = { ann: 0, bob: 0 };
const api = withApiServer(async () => {
  await insertShopFixture(await getDb());
  ids.ann = await insertCustomer('pf', 'ann@example.com', 'Ann Lee');
  ids.bob = await insertCustomer('pf', 'bob@example.com', 'Bob Stone');
});
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

let keys = 0;
const newKey = () => `saved-${process.pid}-${Date.now()}-${++keys}`;
const ADDRESS = {
  email: 'ann@example.com', shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin',
  shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100', billingSameAsShipping: 'true',
};

async function saveCard(jar: CookieJar, number: string): Promise<number> {
  const tokenized = await api.request('POST', 'payments/tokenize', { jar, fields: { number, expMonth: '12', expYear: '2099', cvc: '123' } });
  const added = await api.request('POST', 'payment-method/add', { jar, fields: { token: tokenized.body.data.token } });
  expect(added.status).toBe(200);
  return added.body.data.id as number;
}

async function fillCart(jar: CookieJar) {
  expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } })).status).toBe(200);
}

const checkout = (jar: CookieJar, fields: Record<string, string>) =>
  api.request('POST', 'checkout', { jar, fields: { ...ADDRESS, paymentMethod: 'card', idempotencyKey: newKey(), ...fields } });

test('a logged-in customer pays with a saved card: the order is charged to it', async () => {
  const jar = await loggedIn('ann@example.com');
  const visa = await saveCard(jar, TEST_CARDS.approve);
  await fillCart(jar);
  const res = await checkout(jar, { savedCardId: String(visa) });
  expect(res.status).toBe(200);
  const order = await api.request('GET', `orders/${res.body.data.orderId}`, { jar });
  expect(order.body.data.payment).toEqual({ brand: 'visa', last4: '4242', method: 'card', schedule: [] });
  expect((await api.request('GET', 'cart', { jar })).body.data.items).toEqual([]);
});

test('a declined saved card is a 402 with no order, like a typed one', async () => {
  const jar = await loggedIn('ann@example.com');
  const declined = await saveCard(jar, TEST_CARDS.decline);
  await fillCart(jar);
  const res = await checkout(jar, { savedCardId: String(declined) });
  expect(res.status).toBe(402);
  expect((await api.request('GET', 'cart', { jar })).body.data.items).toHaveLength(1);
});

test('someone else’s card, an unknown one, an expired one and a visitor are refused with a clear 400', async () => {
  const ann = await loggedIn('ann@example.com');
  const annCard = await saveCard(ann, '5555555555554444');
  const bob = await loggedIn('bob@example.com');
  await fillCart(bob);
  expect((await checkout(bob, { savedCardId: String(annCard) })).body).toEqual({ errors: [SAVED_CARD_CHECKOUT_MESSAGES.gone] });
  expect((await checkout(bob, { savedCardId: '999999' })).body).toEqual({ errors: [SAVED_CARD_CHECKOUT_MESSAGES.gone] });

  const bobCard = await saveCard(bob, TEST_CARDS.approve);
  await (await getDb()).updateTable('payment_methods').set({ exp_month: 1, exp_year: 2020 }).where('id', '=', bobCard).execute();
  const expired = await checkout(bob, { savedCardId: String(bobCard) });
  expect([expired.status, expired.body]).toEqual([400, { errors: [SAVED_CARD_CHECKOUT_MESSAGES.expired] }]);

  const visitor = new CookieJar();
  await fillCart(visitor);
  expect((await checkout(visitor, { savedCardId: String(bobCard) })).body).toEqual({ errors: [SAVED_CARD_CHECKOUT_MESSAGES.loginRequired] });
  expect(await (await getDb()).selectFrom('orders').select('id').where('customer_id', '=', ids.bob).execute()).toEqual([]);
});

test('malformed or contradictory payment fields are 400s, never 500s', async () => {
  const jar = await loggedIn('bob@example.com');
  await fillCart(jar);
  for (const bad of ['0', '-1', 'abc', '1.5', '9'.repeat(20)]) expect((await checkout(jar, { savedCardId: bad })).body).toEqual({ errors: ['savedCardId: invalid ID'] });
  expect((await checkout(jar, { savedCardId: '1', paymentToken: 'tok' })).body).toEqual({ errors: ['paymentToken: send a payment token or a saved card, not both'] });
  expect((await checkout(jar, { savedCardId: '1', paymentMethod: 'wallet' })).body).toEqual({ errors: ['savedCardId: a wallet payment brings its own card'] });
  expect((await checkout(jar, {})).body).toEqual({ errors: ['paymentToken: is required'] });
});
