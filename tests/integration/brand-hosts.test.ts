import '../helpers/stagingBrandHosts';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { pageContext } from '../helpers/pageContext';
import { getDb } from '../../server/db';
import { openOutboxBody } from '../../server/mail/seal';
import { getServerSideProps as robotsProps } from '../../pages/robots.txt';
import { getServerSideProps as sizeChartProps } from '../../pages/photo-size-chart';

// A staging or QA domain for a brand is configuration, not a source change (BRAND_HOSTS_<BRAND>,
// brands/hosts.ts): the app serves the brand there and every link it writes uses the first name.
setupTestDatabase('brand_hosts');

const api = withApiServer(getDb, 120_000);

afterAll(() => {
  delete process.env.BRAND_HOSTS_CKB;
});

type Props = { props: Record<string, unknown> };

test('the shop API serves the brand on the configured names, and no longer on the brand file\'s', async () => {
  for (const host of ['staging.cheekboss.example', 'qa.cheekboss.example:443', 'ckb.localhost']) {
    const res = await api.request('GET', 'settings', { host });
    expect([host, res.status, res.body.data?.storeName]).toEqual([host, 200, 'Cheekboss']);
  }
  const old = await api.request('GET', 'settings', { host: 'cheekboss.shop' });
  expect(old.status).toBe(400);
  expect(old.body.errors).toEqual(['host: Unknown host']);
  // Other brands keep their defaults.
  expect((await api.request('GET', 'settings', { host: 'pureform.shop' })).body.data.storeName).toBe('Pure Form');
});

test('mailed links point at the canonical (first) configured host, whichever host the shopper used', async () => {
  const email = 'staging.shopper@example.com';
  const res = await api.request('POST', 'register', { host: 'qa.cheekboss.example', fields: { name: 'Sam Stage', email, password: 'staging-password-1' } });
  expect(res.status).toBe(200);
  const db = await getDb();
  // The outbox keeps a confirmation link sealed (server/mail/seal.ts); the mail sent carries it open.
  const mail = openOutboxBody(await db.selectFrom('email_outbox').selectAll().where('to_email', '=', email).where('brand_id', '=', 'ckb').executeTakeFirstOrThrow());
  expect(mail.link).toMatch(/^https:\/\/staging\.cheekboss\.example\/confirm-register\?token=[A-Za-z0-9_-]{43}$/);
  expect(mail.body_text).toContain('https://staging.cheekboss.example/');
  expect(mail.body_text).not.toContain('cheekboss.shop');
});

test('pages answer on the configured hosts with canonical URLs, robots.txt and the sitemap on the first', async () => {
  const chart = pageContext('qa.cheekboss.example', '/photo-size-chart');
  const page = (await sizeChartProps(chart.ctx)) as unknown as Props;
  // Seo writes the canonical link and og:url from brand.host; the sitemap and share images too.
  expect(page.props.brand).toMatchObject({ id: 'ckb', host: 'staging.cheekboss.example' });
  // A page a CDN may keep says its key must hold the Host (one path, four brands).
  expect(chart.headers['cache-control']).toMatch(/^public/);
  expect(chart.headers.vary).toBe('Host');

  const robots = pageContext('qa.cheekboss.example', '/robots.txt');
  await robotsProps(robots.ctx);
  expect(robots.res.body).toContain('Sitemap: https://staging.cheekboss.example/sitemap.xml');
  expect(robots.headers.vary).toBe('Host');

  const old = pageContext('cheekboss.shop', '/photo-size-chart');
  expect(await sizeChartProps(old.ctx)).toEqual({ props: { unknownHost: true } });
  expect(old.res.statusCode).toBe(404);
});
