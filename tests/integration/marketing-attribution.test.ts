process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { FX, insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { UTM_MAX } from '../../server/marketing/utm';
import { MAX_LANDINGS_PER_SESSION } from '../../server/marketing/attribution';
import { PIXEL_EVENT_RETENTION_MS } from '../../server/marketing/retention';
import { findJob } from '../../server/jobs';
import { attributionReport, experimentReport, formatAttributionReport, formatExperimentReport } from '../../server/marketing/reports';

// Issue 24, server side: GET utm-data stores a session's first and last touch; the order and the
// club join placed in that session record them; split-test exposures and conversions; the reports.
setupTestDatabase('marketing_attribution');

const api = withApiServer(async () => {
  await insertShopFixture(await getDb());
});

let keys = 0;
const newKey = () => `mkt-${process.pid}-${Date.now()}-${++keys}`;

const utm = (jar: CookieJar, query: Record<string, string>, host = 'pf.localhost') => api.request('GET', 'utm-data', { jar, query, host });

/** A guest checkout (new email) of one legging, with the club too when `club`. */
async function checkout(jar: CookieJar, opts: { club?: boolean; legging?: boolean } = {}): Promise<number> {
  if (opts.legging !== false) expect((await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } })).status).toBe(200);
  if (opts.club) expect((await api.request('POST', 'cart/club', { jar, fields: { join: 'true' } })).status).toBe(200);
  const token = (await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  const key = newKey();
  const res = await api.request('POST', 'checkout', {
    jar,
    fields: { clubConsent: 'true',
      idempotencyKey: key, email: `${key}@example.com`, shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St',
      shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100', paymentMethod: 'card', paymentToken: token,
    },
  });
  expect(res.status).toBe(200);
  return Number(res.body.data.orderId);
}

const attributionOf = async (kind: 'order' | 'club', refId: number) =>
  (await getDb()).selectFrom('conversion_attributions').selectAll().where('kind', '=', kind).where('ref_id', '=', refId).executeTakeFirst();

describe('GET utm-data', () => {
  test('stores the landing on a new session: first touch kept, last touch replaced, a repeat not counted', async () => {
    const jar = new CookieJar();
    const first = await utm(jar, { utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'spring', fbclid: 'IwAR0first', landing_path: '/item/9001?utm_source=facebook' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ recorded: true, newsletter: false });
    expect(jar.cookies.size).toBe(1);
    // The same landing again (a reload): not counted.
    expect((await utm(jar, { utm_medium: 'cpc', utm_source: 'facebook', utm_campaign: 'spring', fbclid: 'IwAR0first', landing_path: '/item/9001?utm_source=facebook' })).body.data).toEqual({ recorded: false, newsletter: false });
    const second = await utm(jar, { utm_source: 'email_newsletter', utm_medium: 'email', utm_campaign: 'nov', landing_path: '/' });
    expect(second.body.data).toEqual({ recorded: true, newsletter: true });
    const third = await utm(jar, { gclid: 'Cj0KCQ', landing_path: '/category/leggings' });
    expect(third.body.data).toEqual({ recorded: true, newsletter: false });

    const db = await getDb();
    const rows = await db.selectFrom('utm_events').selectAll().where('utm_source', '=', 'facebook').where('utm_campaign', '=', 'spring').execute();
    expect(rows).toHaveLength(1);
    const sa = await db.selectFrom('session_attribution').selectAll().where('session_id', '=', rows[0].session_id!).executeTakeFirstOrThrow();
    expect(sa).toMatchObject({ brand_id: 'pf', touches: 3 });
    expect(Number(sa.first_event_id)).toBe(Number(rows[0].id));
    const last = await db.selectFrom('utm_events').selectAll().where('id', '=', sa.last_event_id).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ utm_source: null, extras_json: '{"gclid":"Cj0KCQ"}', landing_path: '/category/leggings', newsletter: 0 });

    // The order placed in that session records both touches.
    const orderId = await checkout(jar);
    const a = await attributionOf('order', orderId);
    expect(a).toMatchObject({
      brand_id: 'pf', first_source: 'facebook', first_medium: 'cpc', first_campaign: 'spring', last_source: null, last_medium: null, last_campaign: null,
    });
    const order = await db.selectFrom('orders').select('total_cents').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(Number(a!.amount_cents)).toBe(order.total_cents);
    expect(JSON.parse(a!.first_json!)).toMatchObject({ clickIds: { fbclid: 'IwAR0first' }, landingPath: '/item/9001?utm_source=facebook', newsletter: false });
    expect(JSON.parse(a!.last_json!)).toMatchObject({ clickIds: { gclid: 'Cj0KCQ' }, landingPath: '/category/leggings' });
  });

  test('a special offer accepted after the order is attributed like the order (same session)', async () => {
    const jar = new CookieJar();
    await utm(jar, { utm_source: 'pinterest', utm_medium: 'social', utm_campaign: 'tops' });
    const orderId = await checkout(jar);
    const res = await api.request('POST', `order/${orderId}/accept-offer`, { jar, fields: { offerId: String(FX.specialOffer1), color: 'White', size: 'S', idempotencyKey: newKey() } });
    expect(res.status).toBe(200);
    const db = await getDb();
    const child = await db.selectFrom('orders').select(['id', 'total_cents']).where('parent_order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(await attributionOf('order', child.id)).toMatchObject({ last_source: 'pinterest', first_campaign: 'tops', amount_cents: child.total_cents });
  });

  test('a declined checkout records no attribution and no conversion (one transaction with the order)', async () => {
    const jar = new CookieJar();
    await utm(jar, { utm_source: 'declined-source' });
    await api.request('POST', 'test-group', { jar, fields: { key: 'Vip4sh', value: '4sh' } });
    await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
    const token = (await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.decline, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
    const key = newKey();
    const res = await api.request('POST', 'checkout', {
      jar,
      fields: { clubConsent: 'true',
        idempotencyKey: key, email: `${key}@example.com`, shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St',
        shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100', paymentMethod: 'card', paymentToken: token,
      },
    });
    expect(res.status).toBe(402);
    const db = await getDb();
    expect(await db.selectFrom('conversion_attributions').select('id').where('last_source', '=', 'declined-source').execute()).toEqual([]);
    const sa = await db.selectFrom('utm_events').select('session_id').where('utm_source', '=', 'declined-source').executeTakeFirstOrThrow();
    expect(await db.selectFrom('split_test_conversions').select('kind').where('session_id', '=', sa.session_id!).execute()).toEqual([]);
  });

  test('a session of another brand keeps its own touches (brand from the host)', async () => {
    const jar = new CookieJar();
    expect((await utm(jar, { utm_source: 'tiktok' }, 'ckb.localhost')).status).toBe(200);
    const db = await getDb();
    const row = await db.selectFrom('utm_events').select(['brand_id']).where('utm_source', '=', 'tiktok').executeTakeFirstOrThrow();
    expect(row.brand_id).toBe('ckb');
  });

  test('an order of a session without tracking parameters is recorded as direct', async () => {
    const orderId = await checkout(new CookieJar());
    expect(await attributionOf('order', orderId)).toMatchObject({ first_source: null, last_source: null, first_json: null, last_json: null });
  });

  test('a club join (club in the cart at checkout) records its attribution', async () => {
    const jar = new CookieJar();
    await utm(jar, { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'vip' });
    const orderId = await checkout(jar, { club: true });
    const db = await getDb();
    const order = await db.selectFrom('orders').select('customer_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    const membership = await db.selectFrom('club_memberships').select('id').where('customer_id', '=', order.customer_id!).executeTakeFirstOrThrow();
    expect(await attributionOf('club', membership.id)).toMatchObject({ last_source: 'google', last_campaign: 'vip', amount_cents: Math.round(FX.clubMonthly * 100) });
    expect(await attributionOf('order', orderId)).toMatchObject({ last_source: 'google' });
  });

  test.each([
    [{}, /^utm_source: at least one UTM parameter/],
    [{ utm_source: 'x'.repeat(UTM_MAX + 1) }, `utm_source: must be at most ${UTM_MAX} characters`],
    [{ utm_medium: 'x'.repeat(8_000) }, `utm_medium: must be at most ${UTM_MAX} characters`],
    [{ utm_campaign: 'a\u0000b' }, 'utm_campaign: contains a character that is not allowed'],
    [{ utm_term: 'a\r\nSet-Cookie: x=1' }, 'utm_term: must not contain control characters'],
    [{ fbclid: "' OR 1=1 --" }, /^fbclid: must be a click id/],
    [{ gclid: 'x'.repeat(501) }, 'gclid: must be at most 500 characters'],
    [{ utm_source: 'fb', landing_path: 'https://evil.example/' }, /^landing_path: must be a path on this store/],
  ])('hostile or oversized %# → 400 naming the field', async (query, expected) => {
    const res = await utm(new CookieJar(), query as Record<string, string>);
    expect(res.status).toBe(400);
    if (typeof expected === 'string') expect(res.body.errors).toEqual([expected]);
    else expect(res.body.errors[0]).toMatch(expected);
  });

  test(`at most ${MAX_LANDINGS_PER_SESSION} landings are counted per session`, async () => {
    const jar = new CookieJar();
    for (let i = 0; i < MAX_LANDINGS_PER_SESSION; i++) expect((await utm(jar, { utm_source: 'flood', utm_content: String(i) })).body.data.recorded).toBe(true);
    expect((await utm(jar, { utm_source: 'flood', utm_content: 'one more' })).body.data).toEqual({ recorded: false, newsletter: false });
    const db = await getDb();
    expect((await db.selectFrom('utm_events').select('id').where('utm_source', '=', 'flood').execute()).length).toBe(MAX_LANDINGS_PER_SESSION);
  });

  test('only GET', async () => {
    expect((await api.request('POST', 'utm-data', { fields: { utm_source: 'x' } })).status).toBe(405);
  });
});

describe('split tests: forced value, exposure, conversion', () => {
  const group = (jar: CookieJar, fields: Record<string, string>, host = 'pf.localhost') => api.request('POST', 'test-group', { jar, fields, host });
  const expose = (jar: CookieJar, key: string, host = 'pf.localhost') => api.request('POST', 'test-exposure', { jar, fields: { key }, host });

  test('a forced allowed value is kept for the session; a value the test lacks is not', async () => {
    const jar = new CookieJar();
    expect((await group(jar, { key: 'Vip4sh', values: 'Control,4sh', value: '4sh' })).body.data.test.value).toBe('4sh');
    expect((await group(jar, { key: 'Vip4sh', values: 'Control,4sh' })).body.data.test.value).toBe('4sh');
    expect((await group(jar, { key: 'Vip4sh', values: 'Control,4sh', value: 'Control' })).body.data.test.value).toBe('Control');
    expect((await group(jar, { key: 'Vip4sh', values: 'Control,4sh', value: 'Evil' })).body.data.test.value).toBe('Control');
    expect((await group(jar, { key: 'Vip4sh', value: 'x'.repeat(51) })).status).toBe(400);
    expect((await group(jar, { key: 'Nope' })).body.errors).toEqual(['key: Nope is not a running test']);
  });

  test('an exposure needs a group, counts once, and keeps the group it was shown', async () => {
    const jar = new CookieJar();
    expect((await expose(jar, 'Vip4sh')).status).toBe(409);
    await group(jar, { key: 'Vip4sh', value: '4sh' });
    expect((await expose(jar, 'Vip4sh')).body.data).toEqual({ exposure: { key: 'Vip4sh', value: '4sh', recorded: true } });
    expect((await expose(jar, 'Vip4sh')).body.data).toEqual({ exposure: { key: 'Vip4sh', value: '4sh', recorded: false } });
    expect((await expose(jar, 'Nope')).body.errors).toEqual(['key: Nope is not a running test']);
    expect((await expose(jar, '')).body.errors).toEqual(['key: is required']);
    expect((await expose(jar, 'x'.repeat(51))).status).toBe(400);
    // hb runs no split test.
    expect((await expose(new CookieJar(), 'Vip4sh', 'hb.localhost')).status).toBe(400);
    expect((await api.request('GET', 'test-exposure', { jar, query: { key: 'Vip4sh' } })).status).toBe(405);
  });

  test('an order and a club join of an assigned session are conversions; an unassigned session records none', async () => {
    const jar = new CookieJar();
    await group(jar, { key: 'Vip4sh', value: 'Control' });
    await expose(jar, 'Vip4sh');
    const orderId = await checkout(jar, { club: true });
    const db = await getDb();
    const conv = await db.selectFrom('split_test_conversions').selectAll().where('ref_id', '=', orderId).where('kind', '=', 'order').execute();
    expect(conv).toEqual([expect.objectContaining({ brand_id: 'pf', test_key: 'Vip4sh', value: 'Control', kind: 'order' })]);
    const club = await db.selectFrom('split_test_conversions').selectAll().where('session_id', '=', conv[0].session_id).where('kind', '=', 'club').execute();
    expect(club).toHaveLength(1);
    // A second order of the same session is not a second conversion.
    await checkout(jar);
    expect(await db.selectFrom('split_test_conversions').select('kind').where('session_id', '=', conv[0].session_id).execute()).toHaveLength(2);

    const plain = new CookieJar();
    const other = await checkout(plain);
    expect(await db.selectFrom('split_test_conversions').selectAll().where('ref_id', '=', other).execute()).toEqual([]);
  });
});

describe('reports on seeded data', () => {
  beforeAll(async () => {
    const db = await getDb();
    await db.deleteFrom('split_test_exposures').execute();
    await db.deleteFrom('split_test_conversions').execute();
    await db.deleteFrom('conversion_attributions').execute();
    const t = '2026-03-10T12:00:00.000Z';
    const exposures = [];
    const conversions = [];
    // ckb: Control 200 exposed, 20 joined; 4sh 200 exposed, 50 joined (and 3 joins of never-exposed sessions).
    for (const [value, n, joined] of [['Control', 200, 20], ['4sh', 200, 50]] as const) {
      for (let i = 0; i < n; i++) {
        const s = `seed-${value}-${i}`;
        exposures.push({ brand_id: 'ckb', session_id: s, test_key: 'Vip4sh', value, created_at: t });
        if (i < joined) conversions.push({ brand_id: 'ckb', session_id: s, test_key: 'Vip4sh', kind: 'club', value, ref_id: 1000 + i, created_at: '2026-03-10T13:00:00.000Z' });
      }
    }
    for (let i = 0; i < 3; i++) conversions.push({ brand_id: 'ckb', session_id: `unexposed-${i}`, test_key: 'Vip4sh', kind: 'club', value: 'Control', ref_id: 1, created_at: t });
    // A conversion before the exposure does not count either.
    conversions.push({ brand_id: 'ckb', session_id: 'seed-Control-150', test_key: 'Vip4sh', kind: 'order', value: 'Control', ref_id: 2, created_at: '2026-03-10T11:00:00.000Z' });
    await db.insertInto('split_test_exposures').values(exposures).execute();
    await db.insertInto('split_test_conversions').values(conversions).execute();

    const att = (kind: 'order' | 'club', ref: number, day: string, last: [string | null, string | null, string | null], first: [string | null, string | null, string | null], cents: number) => ({
      brand_id: 'pf', kind, ref_id: ref, session_id: null, amount_cents: cents, created_at: `${day}T10:00:00.000Z`,
      last_source: last[0], last_medium: last[1], last_campaign: last[2], first_source: first[0], first_medium: first[1], first_campaign: first[2], first_json: null, last_json: null,
    });
    await db.insertInto('conversion_attributions').values([
      att('order', 1, '2026-03-01', ['facebook', 'cpc', 'spring'], ['google', 'cpc', 'brand'], 5000),
      att('order', 2, '2026-03-02', ['facebook', 'cpc', 'spring'], ['facebook', 'cpc', 'spring'], 2500),
      att('club', 2, '2026-03-02', ['facebook', 'cpc', 'spring'], ['facebook', 'cpc', 'spring'], 4995),
      att('order', 3, '2026-03-31', [null, null, null], [null, null, null], 1000),
      att('order', 4, '2026-04-01', ['email_newsletter', 'email', 'april'], ['email_newsletter', 'email', 'april'], 9900),
      { ...att('order', 5, '2026-03-05', ['tiktok', 'paid', 'x'], ['tiktok', 'paid', 'x'], 700), brand_id: 'ckb' },
    ]).execute();
  });

  test('report:experiments counts exposed sessions converting after exposure, with the interval and the call, and says when there is not enough data', async () => {
    const rows = await experimentReport(await getDb(), 'ckb');
    expect(rows).toEqual([
      { brandId: 'ckb', testKey: 'Vip4sh', kind: 'club', groups: [{ value: 'Control', exposures: 200, conversions: 20 }, { value: '4sh', exposures: 200, conversions: 50 }] },
      { brandId: 'ckb', testKey: 'Vip4sh', kind: 'order', groups: [{ value: 'Control', exposures: 200, conversions: 0 }, { value: '4sh', exposures: 200, conversions: 0 }] },
    ]);
    const text = formatExperimentReport(rows);
    expect(text).toMatch(/4sh vs Control: \+15\.00 points \(95% CI \+\d+\.\d\d to \+\d+\.\d\d\); winner: 4sh/);
    expect(text).toContain('4sh vs Control: not enough data: no conversions in either group');
    expect(text).not.toContain('+0.00 to +0.00');
    expect(await experimentReport(await getDb(), 'hb')).toEqual([]);
  });

  test('report:attribution: orders, revenue and club joins per source / medium / campaign, last and first touch, date range inclusive', async () => {
    const tables = await attributionReport(await getDb(), { brandId: 'pf', from: '2026-03-01', to: '2026-03-31' });
    expect(tables).toEqual([
      {
        brandId: 'pf', touch: 'last', lines: [
          { source: 'facebook', medium: 'cpc', campaign: 'spring', orders: 2, revenueCents: 7500, clubJoins: 1 },
          { source: '(direct)', medium: '(none)', campaign: '(none)', orders: 1, revenueCents: 1000, clubJoins: 0 },
        ],
      },
      {
        brandId: 'pf', touch: 'first', lines: [
          { source: 'google', medium: 'cpc', campaign: 'brand', orders: 1, revenueCents: 5000, clubJoins: 0 },
          { source: 'facebook', medium: 'cpc', campaign: 'spring', orders: 1, revenueCents: 2500, clubJoins: 1 },
          { source: '(direct)', medium: '(none)', campaign: '(none)', orders: 1, revenueCents: 1000, clubJoins: 0 },
        ],
      },
    ]);
    const text = formatAttributionReport(tables, { brandId: 'pf', from: '2026-03-01', to: '2026-03-31' });
    expect(text).toContain('pf, last touch, 2026-03-01 to 2026-03-31');
    expect(text).toMatch(/facebook \/ cpc \/ spring\s+2\s+\$75\.00\s+1/);
    expect(text).toMatch(/total\s+3\s+\$85\.00\s+1/);
    const all = await attributionReport(await getDb(), {});
    expect(all.map((t) => `${t.brandId}:${t.touch}`)).toEqual(['ckb:last', 'ckb:first', 'pf:last', 'pf:first']);
    expect(formatAttributionReport(await attributionReport(await getDb(), { from: '2030-01-01' }), { from: '2030-01-01' })).toBe('No orders or club joins from 2030-01-01 to today.');
  });
});

test('the marketing-cleanup job deletes landings and touches of gone sessions and old pixel events, nothing else', async () => {
  const db = await getDb();
  const jar = new CookieJar();
  await utm(jar, { utm_source: 'kept' });
  const gone = new CookieJar();
  await utm(gone, { utm_source: 'gone' });
  const goneRow = await db.selectFrom('utm_events').select('session_id').where('utm_source', '=', 'gone').executeTakeFirstOrThrow();
  await db.deleteFrom('sessions').where('id', '=', goneRow.session_id!).execute();
  const now = new Date();
  const old = new Date(now.getTime() - PIXEL_EVENT_RETENTION_MS - 60_000).toISOString();
  const px = (uuid: string, created_at: string, forward_status: 'none' | 'pending' | 'sent') =>
    ({ brand_id: 'pf', uuid, event_name: 'PageView', created_at, forward_status });
  await db.insertInto('pixel_events').values([
    px('00000000-0000-4000-8000-000000000001', old, 'sent'), px('00000000-0000-4000-8000-000000000002', old, 'pending'), px('00000000-0000-4000-8000-000000000003', now.toISOString(), 'none'),
  ]).execute();
  const attributionsBefore = (await db.selectFrom('conversion_attributions').select('id').execute()).length;

  const job = findJob('marketing-cleanup')!;
  expect(job.everyMs).toBe(60 * 60_000);
  const summary = await job.run(db, { now });
  expect(summary).toMatchObject({ sessionAttribution: 1, pixelEvents: 1 });
  expect((summary as { landings: number }).landings).toBeGreaterThanOrEqual(1);
  expect(await db.selectFrom('utm_events').select('id').where('utm_source', '=', 'gone').execute()).toEqual([]);
  expect(await db.selectFrom('utm_events').select('id').where('utm_source', '=', 'kept').execute()).toHaveLength(1);
  expect((await db.selectFrom('pixel_events').select('uuid').where('uuid', 'like', '00000000-%').orderBy('uuid').execute()).map((r) => r.uuid)).toEqual([
    '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003',
  ]);
  expect((await db.selectFrom('conversion_attributions').select('id').execute()).length).toBe(attributionsBefore);
  expect(await job.run(db, { now })).toEqual({ landings: 0, sessionAttribution: 0, pixelEvents: 0, collectedEvents: 0 });
});
