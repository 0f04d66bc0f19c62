import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { pageContext } from '../helpers/pageContext';
import { getDb } from '../../server/db';
import { BRANDS } from '../../brands';
import { getServerSideProps } from '../../pages/checkout-club';

// The paid club offer of the checkout funnel on the demo seed, per brand: brands whose club is
// free (no subscription) never show it, and nothing in the funnel sends their shoppers there.
setupTestDatabase('checkout_club');

const api = withApiServer(getDb, 120_000);

const paid = BRANDS.filter((b) => b.hasClub).map((b) => b.id);
const free = BRANDS.filter((b) => !b.hasClub).map((b) => b.id);

test('the demo brands include both kinds', () => {
  expect(paid).toEqual(['pf', 'ckb']);
  expect(free).toEqual(['uncommonpair', 'hb']);
});

test.each(free)('%s (free club): /checkout-club redirects to checkout, keeping the query string', async (id) => {
  const { ctx } = pageContext(`${id}.localhost`, '/checkout-club?utm_source=email_newsletter');
  expect(await getServerSideProps(ctx)).toEqual({ redirect: { destination: '/checkout?utm_source=email_newsletter', permanent: false } });
  const bare = pageContext(`${id}.localhost`, '/checkout-club');
  expect(await getServerSideProps(bare.ctx)).toEqual({ redirect: { destination: '/checkout', permanent: false } });
});

test.each(paid)('%s (paid club): /checkout-club offers the club at its monthly price', async (id) => {
  const { ctx, headers } = pageContext(`${id}.localhost`, '/checkout-club');
  const result = await getServerSideProps(ctx);
  expect(result).toMatchObject({ props: { clubName: expect.any(String), layout: 'checkout' } });
  const props = (result as { props: { clubMonthly: number } }).props;
  expect(props.clubMonthly).toBeGreaterThan(0);
  expect(headers['cache-control']).toBe('private, no-store');
});

test.each(BRANDS.map((b) => [b.id, b.hasClub] as const))('%s: the cart sends the shopper to the club offer only with a paid club', async (id, hasClub) => {
  const jar = new CookieJar();
  const host = `${id}.localhost`;
  for (const flow of ['checkout_club_flow', 'vip_flow']) {
    const res = await api.request('POST', 'cart/flow', { jar, host, fields: { flow } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ checkoutFlow: flow, checkoutPath: hasClub ? '/checkout-club' : '/checkout' });
  }
  const free = await api.request('POST', 'cart/flow', { jar, host, fields: { flow: 'free_flow' } });
  expect(free.body.data.checkoutPath).toBe('/checkout');
  // A brand without a paid club cannot put the club in the cart either.
  expect((await api.request('POST', 'cart/club', { jar, host, fields: { join: 'true' } })).status).toBe(hasClub ? 200 : 400);
});
