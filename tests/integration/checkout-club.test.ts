import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { pageContext } from '../helpers/pageContext';
import { getDb } from '../../server/db';
import { BRANDS } from '../../brands';
import { shopFactsOf } from '../../server/seed/data/index';
import { getServerSideProps } from '../../pages/checkout-club';
import { getServerSideProps as orderBumpPage } from '../../pages/checkout-ob/[[...id]]';
import { TEST_CARDS } from '../../server/payments/sandbox';

// The paid club offer of the checkout funnel on the demo seed, per brand: brands whose club is
// free (no subscription) never show it, and nothing in the funnel sends their shoppers there.
setupTestDatabase('checkout_club');

const api = withApiServer(getDb, 120_000);

const paid = BRANDS.filter((b) => shopFactsOf(b).hasClub).map((b) => b.id);
const free = BRANDS.filter((b) => !shopFactsOf(b).hasClub).map((b) => b.id);

test('the demo brands include both kinds', () => {
  expect(paid).toEqual(['pf', 'ckb']);
  expect(free).toEqual(['uncommonpair', 'hb']);
});

test.each(free)('%s (free club): /checkout-club goes on to the order bumps, keeping the query string', async (id) => {
  const { ctx } = pageContext(`${id}.localhost`, '/checkout-club?utm_source=email_newsletter');
  expect(await getServerSideProps(ctx)).toEqual({ redirect: { destination: '/checkout-ob?utm_source=email_newsletter', permanent: false } });
  const bare = pageContext(`${id}.localhost`, '/checkout-club');
  expect(await getServerSideProps(bare.ctx)).toEqual({ redirect: { destination: '/checkout-ob', permanent: false } });
});

test.each(paid)('%s (paid club): /checkout-club offers the club at its monthly price', async (id) => {
  const { ctx, headers } = pageContext(`${id}.localhost`, '/checkout-club');
  const result = await getServerSideProps(ctx);
  expect(result).toMatchObject({ props: { clubName: expect.any(String), layout: 'checkout' } });
  const props = (result as { props: { clubMonthly: number } }).props;
  expect(props.clubMonthly).toBeGreaterThan(0);
  expect(headers['cache-control']).toBe('private, no-store');
});

test.each(BRANDS.map((b) => [b.id, shopFactsOf(b).hasClub] as const))('%s: every cart is offered the funnel: the club offer first with a paid club, else the order bumps, whatever the flow', async (id, hasClub) => {
  const jar = new CookieJar();
  const host = `${id}.localhost`;
  for (const flow of ['checkout_club_flow', 'vip_flow', 'free_flow']) {
    const res = await api.request('POST', 'cart/flow', { jar, host, fields: { flow } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ checkoutFlow: flow, checkoutPath: hasClub ? '/checkout-club' : '/checkout-ob' });
  }
  // A brand without a paid club cannot put the club in the cart either.
  expect((await api.request('POST', 'cart/club', { jar, host, fields: { join: 'true' } })).status).toBe(hasClub ? 200 : 400);
});

test.each(paid)('%s: the club can be bought on its own; its first month is the whole order', async (id) => {
  const jar = new CookieJar();
  const host = `${id}.localhost`;
  const before = (await api.request('GET', 'cart', { jar, host })).body.data;
  expect(before.items).toEqual([]);
  const joined = (await api.request('POST', 'cart/club', { jar, host, fields: { join: 'true' } })).body.data;
  expect(joined).toMatchObject({ items: [], hasClubInCart: true, amounts: { subtotal: 0, shipping: 0, total: joined.clubMonthly } });
  expect(joined.clubMonthly).toBeGreaterThan(0);

  const tokenized = await api.request('POST', 'payments/tokenize', { jar, host, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } });
  const email = `club-alone-${id}-${Date.now()}@example.com`;
  const placed = await api.request('POST', 'checkout', {
    jar,
    host,
    fields: { clubConsent: 'true',
      idempotencyKey: `club-alone-${id}-${Date.now()}`, paymentMethod: 'card', paymentToken: tokenized.body.data.token, email, shippingName: 'Ann Lee',
      shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100',
    },
  });
  expect(placed.status).toBe(200);
  const orderId = Number(placed.body.data.orderId);
  const db = await getDb();
  const order = await db.selectFrom('orders').select(['total_cents', 'customer_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  expect(order.total_cents).toBe(Math.round(joined.clubMonthly * 100));
  const lines = await db.selectFrom('order_items').select(['item_id', 'discount_class', 'total_cents']).where('order_id', '=', orderId).execute();
  expect(lines).toEqual([{ item_id: 0, discount_class: 'club', total_cents: order.total_cents }]);
  const membership = await db.selectFrom('club_memberships').select('status').where('customer_id', '=', order.customer_id).executeTakeFirst();
  expect(membership?.status).toBe('active');
  expect((await api.request('GET', 'cart', { jar, host })).body.data).toMatchObject({ items: [], hasClubInCart: false });
});

test('a cart with neither items nor the club is still empty at checkout', async () => {
  const jar = new CookieJar();
  const host = 'pf.localhost';
  await api.request('POST', 'cart/club', { jar, host, fields: { join: 'true' } });
  await api.request('POST', 'cart/club', { jar, host, fields: { join: 'false' } });
  const tokenized = await api.request('POST', 'payments/tokenize', { jar, host, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } });
  const res = await api.request('POST', 'checkout', {
    jar,
    host,
    fields: { clubConsent: 'true',
      idempotencyKey: `club-left-${Date.now()}`, paymentMethod: 'card', paymentToken: tokenized.body.data.token, email: 'left@example.com', shippingName: 'Ann Lee',
      shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100',
    },
  });
  expect(res.status).toBe(400);
  expect(res.body.errors[0]).toMatch(/cart: is empty/);
});

test.each(BRANDS.map((b) => b.id))('%s: the funnel’s way into the order bumps (/checkout-ob) goes to the first bump’s own address, keeping the query string', async (id) => {
  const bumps = (await api.request('GET', 'offers', { host: `${id}.localhost`, query: { kind: 'order_bump' } })).body.data as { id: number }[];
  expect(bumps.length).toBeGreaterThan(0);
  const { ctx } = pageContext(`${id}.localhost`, '/checkout-ob?utm_source=email');
  expect(await orderBumpPage(ctx)).toEqual({ redirect: { destination: `/checkout-ob/${bumps[0].id}?utm_source=email`, permanent: false } });
});
