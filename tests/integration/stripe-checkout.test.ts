process.env.SKIP_SEED = '1';
/**
 * POST checkout and POST checkout/complete with a brand on Stripe (the stand-in, tests/helpers/stripe):
 * the browser's Stripe.js makes the PaymentMethod with the publishable key, the shop charges it;
 * a 3-D Secure challenge and the Afterpay redirect leave the order pending until the payer has acted,
 * then checkout/complete confirms it or lets it go (SQLite, PostgreSQL).
 */
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { confirmSetupInBrowser, createMethodInBrowser, withStripeBrand } from '../helpers/stripe/shop';
import { testCustomers } from '../helpers/customers';
import { getDb } from '../../server/db';
import { FX, insertShopFixture, stockOf } from '../../server/cart/__fixtures__/shop';
import { reconcilePayments, ACTION_TIMEOUT_MS } from '../../server/payments/reconcile';
import { clearSettingsCache } from '../../server/settings/store';

setupTestDatabase('stripe_checkout');

const api = withApiServer(async () => insertShopFixture(await getDb()));
const stripe = withStripeBrand('pf');

let keys = 0;
const newKey = () => `stripe-${process.pid}-${Date.now()}-${++keys}`;

const ADDRESS = {
  email: 'ann@example.com', shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin',
  shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100', billingSameAsShipping: 'true',
};

const card = (number: string) =>
  createMethodInBrowser(stripe.standIn, stripe.brand.publishableKey, { type: 'card', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '2099', 'card[cvc]': '123' });

async function cartWith(jar: CookieJar, quantity = '1') {
  const res = await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity } });
  expect(res.status).toBe(200);
}

const checkout = (jar: CookieJar, fields: Record<string, string>) =>
  api.request('POST', 'checkout', { jar, fields: { ...ADDRESS, paymentMethod: 'card', idempotencyKey: newKey(), ...fields } });
const complete = (jar: CookieJar, orderId: number) => api.request('POST', 'checkout/complete', { jar, fields: { orderId: String(orderId) } });

const order = async (id: number) => (await getDb()).selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

describe('POST checkout with Stripe', () => {
  test('a card Stripe.js made pays the whole order at once; the shop saw only its PaymentMethod id', async () => {
    const jar = new CookieJar();
    await cartWith(jar);
    const res = await checkout(jar, { paymentToken: await card('4242424242424242') });
    expect(res.status).toBe(200);
    expect(res.body.data.next).toBe(`/please-wait?order=${res.body.data.orderId}`);
    const placed = await order(res.body.data.orderId);
    expect(placed?.status).toBe('paid');
    const payment = await (await getDb()).selectFrom('payments').selectAll().where('order_id', '=', res.body.data.orderId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ gateway: 'stripe', amount_cents: Number(placed?.total_cents), last4: '4242' });
    expect(payment.charge_id).toMatch(/^pi_/);
    // What the shop sent Stripe: a PaymentMethod id, never a card number.
    const shopCalls = stripe.standIn.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    expect(JSON.stringify(shopCalls.at(-1)?.params)).not.toMatch(/4242424242424242/);
  });

  test('a decline answers 402 with the processor\'s message: no order, stock back, cart kept', async () => {
    const jar = new CookieJar();
    await cartWith(jar);
    const before = await stockOf(await getDb(), FX.legging, 'S');
    const res = await checkout(jar, { paymentToken: await card('4000000000000002') });
    expect(res.status).toBe(402);
    expect(res.body.errors.join(' ')).toMatch(/declined/i);
    expect(await stockOf(await getDb(), FX.legging, 'S')).toBe(before);
    expect((await api.request('GET', 'cart', { jar })).body.data.items).toHaveLength(1);
  });

  test('3-D Secure: pending until the payer completes the challenge, then checkout/complete confirms it once', async () => {
    const jar = new CookieJar();
    await cartWith(jar);
    const res = await checkout(jar, { paymentToken: await card('4000002760003184') });
    expect(res.status).toBe(200);
    const { orderId, requiresAction } = res.body.data;
    expect(requiresAction.clientSecret).toMatch(/^pi_\w+_secret_/);
    expect(res.body.data.next).toBeUndefined();
    expect((await order(orderId))?.status).toBe('pending');
    expect((await order(orderId))?.payment_id).toBe(intentOf(requiresAction.clientSecret));

    // Not completed yet: the same action again, nothing charged.
    const early = await complete(jar, orderId);
    expect(early.status).toBe(200);
    expect(early.body.data.requiresAction.clientSecret).toBe(requiresAction.clientSecret);

    stripe.brand.account.authenticate(intentOf(requiresAction.clientSecret), 'succeed');
    const done = await complete(jar, orderId);
    expect(done.status).toBe(200);
    expect(done.body.data.next).toMatch(new RegExp(`order=${orderId}$`));
    expect((await order(orderId))?.status).toBe('paid');
    expect((await api.request('GET', 'cart', { jar })).body.data.items).toHaveLength(0);
    const again = await complete(jar, orderId);
    expect(again.body.data).toMatchObject({ orderId, repeated: true });
    const payments = await (await getDb()).selectFrom('payments').select('charge_id').where('order_id', '=', orderId).execute();
    expect(payments).toHaveLength(1);
    // Another shopper cannot complete (or learn of) the order.
    expect((await complete(new CookieJar(), orderId)).status).toBe(404);
  });

  test('3-D Secure failed: checkout/complete answers 402, the order is let go and its stock returned', async () => {
    const jar = new CookieJar();
    await cartWith(jar);
    const before = await stockOf(await getDb(), FX.legging, 'S');
    const res = await checkout(jar, { paymentToken: await card('4000002760003184') });
    const { orderId, requiresAction } = res.body.data;
    expect(await stockOf(await getDb(), FX.legging, 'S')).toBe(before - 1);
    stripe.brand.account.authenticate(intentOf(requiresAction.clientSecret), 'fail');
    const done = await complete(jar, orderId);
    expect(done.status).toBe(402);
    expect(await order(orderId)).toBeUndefined();
    expect(await stockOf(await getDb(), FX.legging, 'S')).toBe(before);
    expect((await api.request('GET', 'cart', { jar })).body.data.items).toHaveLength(1);
  });

  test('Pay in 4 through Afterpay: the redirect comes back to /checkout/return, the shop is paid the whole total, no schedule of its own', async () => {
    const jar = new CookieJar();
    await cartWith(jar);
    const method = await createMethodInBrowser(stripe.standIn, stripe.brand.publishableKey, { type: 'afterpay_clearpay', 'billing_details[name]': 'Ann Lee', 'billing_details[email]': 'ann@example.com' });
    const res = await checkout(jar, { paymentMethod: 'afterpay', paymentToken: method });
    expect(res.status).toBe(200);
    const { orderId, requiresAction } = res.body.data;
    const intent = stripe.brand.account.paymentIntents.get(intentOf(requiresAction.clientSecret))!;
    expect(intent.next_action?.type).toBe('redirect_to_url');
    expect(intent.next_action?.type === 'redirect_to_url' && intent.next_action.redirect_to_url.return_url).toMatch(new RegExp(`/checkout/return\\?order=${orderId}$`));
    stripe.brand.account.authenticate(intent.id, 'succeed');
    const done = await complete(jar, orderId);
    expect(done.status).toBe(200);
    // Afterpay's one-off payment cannot be charged again: no post-purchase offers follow it (a card order of the same cart gets them).
    expect(done.body.data.next).toBe(`/thank-you?order=${orderId}`);
    const placed = await order(orderId);
    expect(placed?.status).toBe('paid');
    const payment = await (await getDb()).selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(Number(placed?.total_cents));
    const schedule = await (await getDb()).selectFrom('payment_instalments').select('id').where('order_id', '=', orderId).execute();
    expect(schedule).toHaveLength(0);
  });

  test('checkout/complete refuses a made-up order id (404) and an oversized one (400)', async () => {
    const jar = new CookieJar();
    expect((await complete(jar, 99999999)).status).toBe(404);
    expect((await api.request('POST', 'checkout/complete', { jar, fields: { orderId: 'x'.repeat(50) } })).status).toBe(400);
  });

  test('a challenge never completed is canceled by the reconciliation job after a day: order let go, stock back', async () => {
    const jar = new CookieJar();
    await cartWith(jar);
    const before = await stockOf(await getDb(), FX.legging, 'S');
    const res = await checkout(jar, { paymentToken: await card('4000002760003184') });
    const { orderId, requiresAction } = res.body.data;
    await reconcilePayments(await getDb(), new Date(Date.now() + ACTION_TIMEOUT_MS / 2));
    expect((await order(orderId))?.status).toBe('pending');
    const summary = await reconcilePayments(await getDb(), new Date(Date.now() + ACTION_TIMEOUT_MS + 60_000));
    expect(summary.cancelled).toBeGreaterThanOrEqual(1);
    expect(await order(orderId)).toBeUndefined();
    expect(await stockOf(await getDb(), FX.legging, 'S')).toBe(before);
    expect(stripe.brand.account.paymentIntents.get(intentOf(requiresAction.clientSecret))?.status).toBe('canceled');
  });
});

describe('a challenge left for another card', () => {
  test('the same submit with another card cancels the waiting payment, lets that order go and pays anew', async () => {
    const jar = new CookieJar();
    await cartWith(jar);
    const key = newKey();
    const first = await checkout(jar, { idempotencyKey: key, paymentToken: await card('4000002760003184') });
    const waiting = intentOf(first.body.data.requiresAction.clientSecret);
    const second = await checkout(jar, { idempotencyKey: key, paymentToken: await card('4242424242424242') });
    expect(second.status).toBe(200);
    expect(second.body.data.next).toMatch(/order=/);
    expect(second.body.data.orderId).not.toBe(first.body.data.orderId);
    expect(await order(first.body.data.orderId)).toBeUndefined();
    expect((await order(second.body.data.orderId))?.status).toBe('paid');
    expect(stripe.brand.account.paymentIntents.get(waiting)?.status).toBe('canceled');
  });
});

describe('saving a card in the account on a Stripe brand (POST payment-method/setup, then payment-method/add)', () => {
  const customers = testCustomers(api, 'correct horse battery 9');

  test('a SetupIntent confirmed in the browser keeps the card for off-session charges; another customer\'s method is refused', async () => {
    await customers.insertCustomer('pf', 'saver@example.com', 'Sam Saver');
    const jar = await customers.loggedIn('saver@example.com');
    expect((await api.request('POST', 'payment-method/setup', {})).status).toBe(401);
    const setup = await api.request('POST', 'payment-method/setup', { jar });
    expect(setup.status).toBe(200);
    const secret: string = setup.body.data.clientSecret;
    expect(secret).toMatch(/^seti_\w+_secret_/);
    const id = secret.split('_secret_')[0];
    const method = await card('4242424242424242');
    const confirmed = await confirmSetupInBrowser(stripe.standIn, stripe.brand.publishableKey, id, secret, method);
    expect(confirmed.body.status).toBe('succeeded');
    const added = await api.request('POST', 'payment-method/add', { jar, fields: { token: method } });
    expect(added.status).toBe(200);
    expect(added.body.data.cards).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
    // Kept at Stripe for this customer: the row holds the PaymentMethod id, nothing of the card but what Stripe describes.
    const row = await (await getDb()).selectFrom('payment_methods').selectAll().where('id', '=', added.body.data.id).executeTakeFirstOrThrow();
    expect(row.gateway_token).toBe(method);
    expect(stripe.brand.account.paymentMethods.get(method)?.customer).toMatch(/^cus_/);

    await customers.insertCustomer('pf', 'other@example.com', 'Olly Other');
    const other = await customers.loggedIn('other@example.com');
    const stolen = await api.request('POST', 'payment-method/add', { jar: other, fields: { token: method } });
    expect(stolen.status).toBe(400);
  });
});

describe('a wallet at Stripe (STRIPE_APPLE_PAY_<BRAND>=1)', () => {
  test('the Express Checkout sheet\'s PaymentMethod pays as a wallet; without the setting a wallet is refused', async () => {
    const jar = new CookieJar();
    await cartWith(jar);
    const method = await createMethodInBrowser(stripe.standIn, stripe.brand.publishableKey, { type: 'card', 'card[number]': '4242424242424242', 'card[exp_month]': '12', 'card[exp_year]': '2099', 'card[cvc]': '123', 'card[wallet]': 'google_pay' });
    const refused = await checkout(jar, { paymentMethod: 'wallet', paymentToken: method });
    expect(refused.status).toBe(400);
    process.env.STRIPE_APPLE_PAY_PF = '1';
    clearSettingsCache();
    try {
      const res = await checkout(jar, { paymentMethod: 'wallet', paymentToken: method });
      expect(res.status).toBe(200);
      const payment = await (await getDb()).selectFrom('payments').selectAll().where('order_id', '=', res.body.data.orderId).executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ gateway: 'stripe', method: 'wallet', last4: '4242' });
    } finally {
      delete process.env.STRIPE_APPLE_PAY_PF;
      clearSettingsCache();
    }
  });
});

describe('Stripe\'s webhook settles a checkout left waiting for its payer', () => {
  test('the webhook\'s confirmation empties the shopper\'s cart of what was ordered, keeps what was added since; the page\'s return lands on the same order', async () => {
    stripe.standIn.setWebhook(stripe.brand.account, { url: `${api.url}/api.php/payments/stripe-webhook?host=pf.localhost`, secret: stripe.brand.webhookSecret }, true);
    try {
      const jar = new CookieJar();
      await cartWith(jar, '2');
      const res = await checkout(jar, { paymentToken: await card('4000002760003184') });
      const { orderId, requiresAction } = res.body.data;
      expect((await order(orderId))?.status).toBe('pending');
      // While the bank's challenge is open the shopper shops on in another tab: a new item, and one more of the ordered one.
      expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.top), color: 'White', size: 'S', quantity: '1' } })).status).toBe(200);
      await cartWith(jar, '1');
      stripe.brand.account.authenticate(intentOf(requiresAction.clientSecret), 'succeed');
      await stripe.standIn.settled();
      expect((await order(orderId))?.status).toBe('paid');
      const lines = (cart: { items: { itemId: number; quantity: number }[] }) => cart.items.map((l) => [l.itemId, l.quantity]).sort();
      const cart = (await api.request('GET', 'cart', { jar })).body.data;
      expect(lines(cart)).toEqual([[FX.legging, 1], [FX.top, 1]].sort());
      // The browser comes back after the webhook: the confirmation of the same order, no second order, the cart as it was.
      const back = await complete(jar, orderId);
      expect(back.status).toBe(200);
      expect(back.body.data).toMatchObject({ orderId, repeated: true });
      expect(back.body.data.next).toMatch(new RegExp(`order=${orderId}$`));
      expect(lines((await api.request('GET', 'cart', { jar })).body.data)).toEqual([[FX.legging, 1], [FX.top, 1]].sort());
      const db = await getDb();
      expect(await db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);
      const ordered = await order(orderId);
      expect(await db.selectFrom('orders').select('id').where('session_id', '=', ordered!.session_id).where('status', '!=', 'pending').execute()).toHaveLength(1);
    } finally {
      stripe.standIn.setWebhook(stripe.brand.account, { url: `${api.url}/api.php/payments/stripe-webhook?host=pf.localhost`, secret: stripe.brand.webhookSecret }, false);
    }
  });

  test('confirmed with the bank and the tab closed: payment_intent.succeeded confirms the order; a failed challenge lets it go', async () => {
    stripe.standIn.setWebhook(stripe.brand.account, { url: `${api.url}/api.php/payments/stripe-webhook?host=pf.localhost`, secret: stripe.brand.webhookSecret }, true);
    try {
      const jar = new CookieJar();
      await cartWith(jar);
      const res = await checkout(jar, { paymentToken: await card('4000002760003184') });
      const { orderId, requiresAction } = res.body.data;
      stripe.brand.account.authenticate(intentOf(requiresAction.clientSecret), 'succeed');
      await stripe.standIn.settled();
      expect((await order(orderId))?.status).toBe('paid');
      // The shopper's page comes back later: the same order, nothing more.
      expect((await complete(jar, orderId)).body.data).toMatchObject({ orderId, repeated: true });

      const before = await stockOf(await getDb(), FX.legging, 'S');
      const other = new CookieJar();
      await cartWith(other);
      const second = await checkout(other, { paymentToken: await card('4000002760003184') });
      stripe.brand.account.authenticate(intentOf(second.body.data.requiresAction.clientSecret), 'fail');
      await stripe.standIn.settled();
      expect(await order(second.body.data.orderId)).toBeUndefined();
      expect(await stockOf(await getDb(), FX.legging, 'S')).toBe(before);
    } finally {
      stripe.standIn.setWebhook(stripe.brand.account, { url: `${api.url}/api.php/payments/stripe-webhook?host=pf.localhost`, secret: stripe.brand.webhookSecret }, false);
    }
  });
});
