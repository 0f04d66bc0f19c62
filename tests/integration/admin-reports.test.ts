process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { adminSuite } from '../helpers/adminSuite';
import { insertStaff, signedIn } from '../helpers/adminServer';
import { CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';

// The back office's reports (server/admin/reports): signed out 401, roles without reports.read
// 403, another brand 404, bad dates 400 naming the field, the numbers from seeded orders, club
// changes, split-test exposures, attributions and searches, and the CSV exports.

setupTestDatabase('admin_reports');
const { server } = adminSuite();
const RANGE = { from: '2026-03-01', to: '2026-03-03' };
const NAMES = ['sales', 'attribution', 'experiments', 'club', 'searches'] as const;

beforeAll(async () => {
  const db = await getDb();
  const order = (brand: string, status: string, day: string, cents: number, hour = 10) => ({
    brand_id: brand, email: 'shopper@example.com', status, subtotal_cents: cents, total_cents: cents, created_at: `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`,
  });
  await db.insertInto('orders').values([
    order('pf', 'paid', '2026-03-01', 5000), order('pf', 'shipped', '2026-03-01', 3001, 23),
    order('pf', 'delivered', '2026-03-03', 1001), order('pf', 'refunded', '2026-03-03', 9999), order('pf', 'pending', '2026-03-03', 8888),
    order('pf', 'paid', '2026-02-28', 7777, 23), order('pf', 'paid', '2026-03-04', 6666, 0),
    order('ckb', 'paid', '2026-03-01', 7000),
    // Paid, then still being prepared; paid, then canceled (and refunded in full the same day).
    order('pf', 'processing', '2026-03-02', 2500), order('pf', 'cancelled', '2026-03-02', 1200, 11),
  ]).execute();
  // Refunds count on the day the money went back, whenever the order was placed.
  const idOf = async (cents: number) => Number((await db.selectFrom('orders').select('id').where('total_cents', '=', cents).executeTakeFirstOrThrow()).id);
  const refund = async (cents: number, amount: number, at: string) => {
    const orderId = await idOf(cents);
    const payment = await db.insertInto('payments').values({
      order_id: orderId, gateway: 'sandbox', charge_id: `ch_${orderId}_${at}`, token: 'tok', amount_cents: cents, status: 'succeeded', idempotency_key: `pay-${orderId}-${at}`, created_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('refunds').values({ order_id: orderId, payment_id: Number(payment.id), processor_refund_id: `re_${orderId}_${at}`, amount_cents: amount, idempotency_key: `refund-${orderId}-${at}`, created_at: at }).execute();
  };
  await refund(7777, 1000, '2026-03-01T12:00:00.000Z'); // a part of an order placed the day before the range
  await refund(1200, 1200, '2026-03-02T15:00:00.000Z'); // the cancel's refund
  await refund(9999, 9999, '2026-03-03T18:00:00.000Z'); // refunded in full
  await refund(5000, 500, '2026-03-04T01:00:00.000Z'); // after the range
  await refund(7777, 2000, '2026-03-05T09:00:00.000Z'); // a day with nothing sold: net sales below zero

  const plan = await db.selectFrom('club_plans').select('id').where('brand_id', '=', 'pf').executeTakeFirstOrThrow();
  const member = (customer: number, started: string, cancelled: string | null) => ({
    brand_id: 'pf', customer_id: customer, plan_id: Number(plan.id), pause_plan_id: null, status: cancelled ? 'cancelled' : 'active', amount_cents: 4995,
    next_billing_date: null, next_prepaid_ship_date: null, started_at: started, cancelled_at: cancelled,
  });
  const ids = await db.insertInto('club_memberships').values([
    member(9001, '2026-02-15T12:00:00.000Z', null), member(9002, '2026-03-01T09:00:00.000Z', '2026-03-03T08:00:00.000Z'),
    member(9003, '2026-03-02T09:00:00.000Z', null), member(9004, '2026-01-01T09:00:00.000Z', '2026-02-01T09:00:00.000Z'),
  ]).returning('id').execute();
  const skip = (day: string) => ({ membership_id: Number(ids[0].id), brand_id: 'pf', customer_id: 9001, kind: 'skip', detail: '{}', staff_id: null, at: `${day}T15:00:00.000Z` });
  await db.insertInto('club_events').values([skip('2026-03-02'), skip('2026-03-02'), { ...skip('2026-03-03'), kind: 'pause' }]).execute();

  // Vip4sh on pf: 120 sessions a group, 6 and 30 club joins (a winner); orders: none converted (not enough data).
  const exposures = [];
  const conversions = [];
  for (const [value, joins] of [['Control', 6], ['4sh', 30]] as const) {
    for (let i = 0; i < 120; i++) {
      const session = `rep-${value}-${i}`;
      exposures.push({ brand_id: 'pf', session_id: session, test_key: 'Vip4sh', value, created_at: '2026-03-01T10:00:00.000Z' });
      if (i < joins) conversions.push({ brand_id: 'pf', session_id: session, test_key: 'Vip4sh', kind: 'club', value, ref_id: i + 1, created_at: '2026-03-02T10:00:00.000Z' });
    }
  }
  exposures.push({ brand_id: 'ckb', session_id: 'rep-ckb', test_key: 'Vip4sh', value: 'Control', created_at: '2026-03-01T10:00:00.000Z' });
  await db.insertInto('split_test_exposures').values(exposures).execute();
  await db.insertInto('split_test_conversions').values(conversions).execute();

  let ref = 0;
  const att = (brand: string, kind: 'order' | 'club', source: string | null, cents: number, day = '2026-03-02') => ({
    brand_id: brand, kind, ref_id: ++ref, session_id: null, amount_cents: cents, created_at: `${day}T10:00:00.000Z`,
    last_source: source, last_medium: source ? 'cpc' : null, last_campaign: source ? 'spring, "sale"' : null, first_source: null, first_medium: null, first_campaign: null, first_json: null, last_json: null,
  });
  await db.insertInto('conversion_attributions').values([
    att('pf', 'order', 'facebook', 5000), att('pf', 'club', 'facebook', 4995), att('pf', 'order', null, 1000), att('pf', 'order', 'google', 300, '2026-03-09'), att('ckb', 'order', 'tiktok', 700),
  ]).execute();

  await db.insertInto('search_misses').values([
    { brand_id: 'pf', query: 'red dress', count: 7, first_seen: '2026-02-01T00:00:00.000Z', last_seen: '2026-03-02T10:00:00.000Z' },
    { brand_id: 'pf', query: '=hyperlink("http://evil","x")', count: 2, first_seen: '2026-03-01T00:00:00.000Z', last_seen: '2026-03-03T23:59:00.000Z' },
    { brand_id: 'pf', query: 'old', count: 50, first_seen: '2026-01-01T00:00:00.000Z', last_seen: '2026-02-01T00:00:00.000Z' },
    { brand_id: 'ckb', query: 'ckb only', count: 3, first_seen: '2026-03-01T00:00:00.000Z', last_seen: '2026-03-01T10:00:00.000Z' },
  ]).execute();
});

test('signed out 401; support, fulfilment and merchandiser 403; another brand 404 like no brand', async () => {
  const db = await getDb();
  for (const name of NAMES) expect([name, (await server().admin('GET', `reports/${name}`, { jar: new CookieJar() })).status]).toEqual([name, 401]);
  for (const role of ['support', 'fulfilment', 'merchandiser'] as const) {
    const jar = await signedIn(server(), await insertStaff(db, role, 'all'));
    for (const name of NAMES) expect([role, name, (await server().admin('GET', `reports/${name}`, { jar })).status]).toEqual([role, name, 403]);
  }
  const ckb = await signedIn(server(), await insertStaff(db, 'marketing', ['ckb']));
  for (const brand of ['pf', 'nope', 'x'.repeat(41)]) {
    for (const name of NAMES) {
      const res = await server().admin('GET', `reports/${name}`, { jar: ckb, query: { brand, ...RANGE } });
      expect([brand.slice(0, 5), name, res.status]).toEqual([brand.slice(0, 5), name, brand.length > 40 ? 400 : 404]);
      if (brand.length <= 40) expect(res.body).toEqual({ errors: ['brand: not found'] });
    }
  }
  expect((await server().admin('POST', 'reports/sales', { jar: ckb })).status).toBe(405);
});

test('bad dates, a reversed or too long range and an unknown format are a 400 naming the field', async () => {
  const jar = await signedIn(server(), await insertStaff(await getDb(), 'marketing', ['pf']));
  const cases: [Record<string, string>, string][] = [
    [{ from: '2026-02-30' }, 'from: must be a date such as 2026-01-31'],
    [{ to: '03/01/2026' }, 'to: must be a date such as 2026-01-31'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'from: must not be after to'],
    [{ from: '2025-01-01', to: '2026-03-01' }, 'from: a report covers at most 366 days'],
    [{ from: 'x'.repeat(11) }, 'from: must be at most 10 characters'],
    [{ format: 'xml' }, 'format: must be csv or json'],
  ];
  for (const name of NAMES) {
    for (const [query, message] of cases) expect([name, query, (await server().admin('GET', `reports/${name}`, { jar, query })).body]).toEqual([name, query, { errors: [message] }]);
  }
  const ok = await server().admin('GET', 'reports/sales', { jar, query: { from: '2025-03-02', to: '2026-03-02' } });
  expect([ok.status, ok.body.data.days.length]).toEqual([200, 366]);
  const fallback = await server().admin('GET', 'reports/sales', { jar });
  expect(fallback.body.data.days).toHaveLength(30);
  expect(fallback.body.data.to).toBe(new Date().toISOString().slice(0, 10));
});

test('sales: per day and brand, every paid status (processing too), refunds on the day they were made, net sales, whole UTC days, zeros on a quiet day', async () => {
  const db = await getDb();
  const pf = await signedIn(server(), await insertStaff(db, 'marketing', ['pf']));
  const res = await server().admin('GET', 'reports/sales', { jar: pf, query: RANGE });
  expect(res.body.data).toEqual({
    from: '2026-03-01', to: '2026-03-03', brandIds: ['pf'],
    days: [
      { day: '2026-03-01', brandId: 'pf', salesCents: 8001, refundsCents: 1000, netSalesCents: 7001, orders: 2, averageOrderCents: 4001 },
      { day: '2026-03-02', brandId: 'pf', salesCents: 3700, refundsCents: 1200, netSalesCents: 2500, orders: 2, averageOrderCents: 1850 },
      { day: '2026-03-03', brandId: 'pf', salesCents: 11000, refundsCents: 9999, netSalesCents: 1001, orders: 2, averageOrderCents: 5500 },
    ],
  });
  const owner = await signedIn(server(), await insertStaff(db, 'owner', ['pf', 'ckb']));
  const both = (await server().admin('GET', 'reports/sales', { jar: owner, query: { ...RANGE, to: '2026-03-01' } })).body.data;
  expect(both.days).toEqual([
    { day: '2026-03-01', brandId: 'pf', salesCents: 8001, refundsCents: 1000, netSalesCents: 7001, orders: 2, averageOrderCents: 4001 },
    { day: '2026-03-01', brandId: 'ckb', salesCents: 7000, refundsCents: 0, netSalesCents: 7000, orders: 1, averageOrderCents: 7000 },
  ]);
  expect((await server().admin('GET', 'reports/sales', { jar: owner, query: { ...RANGE, brand: 'ckb' } })).body.data.days.map((d: { salesCents: number }) => d.salesCents)).toEqual([7000, 0, 0]);
  // A refund made after the range counts on its own day, not on the day its order was placed.
  const after = (await server().admin('GET', 'reports/sales', { jar: pf, query: { from: '2026-03-04', to: '2026-03-04' } })).body.data.days;
  expect(after).toEqual([{ day: '2026-03-04', brandId: 'pf', salesCents: 6666, refundsCents: 500, netSalesCents: 6166, orders: 1, averageOrderCents: 6666 }]);
  const refundOnly = (await server().admin('GET', 'reports/sales', { jar: pf, query: { from: '2026-03-05', to: '2026-03-05' } })).body.data.days;
  expect(refundOnly).toEqual([{ day: '2026-03-05', brandId: 'pf', salesCents: 0, refundsCents: 2000, netSalesCents: -2000, orders: 0, averageOrderCents: 0 }]);
});

test('sales as CSV: text/csv, an attachment named for the report, dollars, CRLF', async () => {
  const jar = await signedIn(server(), await insertStaff(await getDb(), 'marketing', ['pf']));
  const res = await server().admin('GET', 'reports/sales', { jar, query: { ...RANGE, format: 'csv' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="sales-pf-2026-03-01-to-2026-03-03.csv"');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.body).toBe('day,brand,sales ($),refunds ($),net sales ($),orders,average order ($)\r\n2026-03-01,pf,80.01,10.00,70.01,2,40.01\r\n2026-03-02,pf,37.00,12.00,25.00,2,18.50\r\n2026-03-03,pf,110.00,99.99,10.01,2,55.00\r\n');
  // Net sales below zero keep their minus in the CSV (a number, not the page's ($20.00)).
  const below = await server().admin('GET', 'reports/sales', { jar, query: { from: '2026-03-05', to: '2026-03-05', format: 'csv' } });
  expect(below.body).toBe('day,brand,sales ($),refunds ($),net sales ($),orders,average order ($)\r\n2026-03-05,pf,0.00,20.00,-20.00,0,0.00\r\n');
});

test('club: joins, cancellations, skips and active members at the end of each day', async () => {
  const jar = await signedIn(server(), await insertStaff(await getDb(), 'owner', 'all'));
  const res = await server().admin('GET', 'reports/club', { jar, query: { ...RANGE, brand: 'pf' } });
  expect(res.body.data.days).toEqual([
    { day: '2026-03-01', brandId: 'pf', joins: 1, cancellations: 0, skips: 0, activeMembers: 2 },
    { day: '2026-03-02', brandId: 'pf', joins: 1, cancellations: 0, skips: 2, activeMembers: 3 },
    { day: '2026-03-03', brandId: 'pf', joins: 0, cancellations: 1, skips: 0, activeMembers: 2 },
  ]);
  const csv = await server().admin('GET', 'reports/club', { jar, query: { ...RANGE, brand: 'pf', format: 'csv' } });
  expect(csv.body.split('\r\n')[0]).toBe('day,brand,joins,cancellations,skips,active members');
  expect(csv.headers.get('content-disposition')).toBe('attachment; filename="club-pf-2026-03-01-to-2026-03-03.csv"');
});

test('split tests: rates with Wilson intervals, the difference with its interval, a winner; orders: not enough data', async () => {
  const jar = await signedIn(server(), await insertStaff(await getDb(), 'marketing', ['pf']));
  const data = (await server().admin('GET', 'reports/experiments', { jar, query: RANGE })).body.data;
  expect(data.experiments.map((e: { brandId: string; kind: string }) => [e.brandId, e.kind])).toEqual([['pf', 'club'], ['pf', 'order']]);
  const [club, orders] = data.experiments;
  expect(club.winner).toBe('4sh');
  expect(club.groups[0]).toMatchObject({ value: 'Control', exposures: 120, conversions: 6, rate: 0.05, versusControl: null });
  expect(club.groups[0].low).toBeCloseTo(0.0231, 3);
  expect(club.groups[0].high).toBeCloseTo(0.1048, 3);
  expect(club.groups[1]).toMatchObject({ value: '4sh', exposures: 120, conversions: 30, rate: 0.25, versusControl: { kind: 'winner', difference: 0.2 } });
  expect(club.groups[1].versusControl.low).toBeGreaterThan(0);
  expect(orders.winner).toBeNull();
  expect(orders.groups[1].versusControl).toEqual({ kind: 'not-enough-data', reason: 'no conversions in either group' });
  // A range before the exposures: nothing to read.
  expect((await server().admin('GET', 'reports/experiments', { jar, query: { from: '2026-02-01', to: '2026-02-28' } })).body.data.experiments).toEqual([]);
  const csv: string = (await server().admin('GET', 'reports/experiments', { jar, query: { ...RANGE, format: 'csv' } })).body;
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('brand,test,conversion,group,exposures,conversions,rate (%),rate low (%),rate high (%),difference (points),difference low,difference high,versus control,winner');
  expect(lines[1]).toMatch(/^pf,Vip4sh,club join,Control,120,6,5,2\.31,10\.48,,,,control,$/);
  expect(lines[2]).toMatch(/^pf,Vip4sh,club join,4sh,120,30,25,\d+\.\d+,\d+\.\d+,20,\d+\.\d+,\d+\.\d+,interval excludes 0,winner$/);
  expect(lines[4]).toBe('pf,Vip4sh,order,4sh,120,0,0,0,3.1,,,,not enough data: no conversions in either group,');
});

test('attribution: the report:attribution numbers for the staff member\'s brands and days; CSV quotes a comma and quotes', async () => {
  const jar = await signedIn(server(), await insertStaff(await getDb(), 'marketing', ['pf']));
  const data = (await server().admin('GET', 'reports/attribution', { jar, query: RANGE })).body.data;
  expect(data.tables.map((t: { brandId: string; touch: string }) => [t.brandId, t.touch])).toEqual([['pf', 'last'], ['pf', 'first']]);
  expect(data.tables[0].lines).toEqual([
    { source: 'facebook', medium: 'cpc', campaign: 'spring, "sale"', orders: 1, revenueCents: 5000, clubJoins: 1 },
    { source: '(direct)', medium: '(none)', campaign: '(none)', orders: 1, revenueCents: 1000, clubJoins: 0 },
  ]);
  const csv: string = (await server().admin('GET', 'reports/attribution', { jar, query: { ...RANGE, format: 'csv' } })).body;
  expect(csv.split('\r\n').slice(0, 3)).toEqual([
    'brand,touch,source,medium,campaign,orders,revenue ($),club joins',
    'pf,last,facebook,cpc,"spring, ""sale""",1,50.00,1',
    'pf,last,(direct),(none),(none),1,10.00,0',
  ]);
});

test('searches that found nothing, last asked within the range; a formula-like query is text in the CSV', async () => {
  const jar = await signedIn(server(), await insertStaff(await getDb(), 'marketing', ['pf']));
  const data = (await server().admin('GET', 'reports/searches', { jar, query: RANGE })).body.data;
  expect(data.searches).toEqual([
    { brandId: 'pf', query: 'red dress', count: 7, lastSeen: '2026-03-02T10:00:00.000Z' },
    { brandId: 'pf', query: '=hyperlink("http://evil","x")', count: 2, lastSeen: '2026-03-03T23:59:00.000Z' },
  ]);
  const csv = await server().admin('GET', 'reports/searches', { jar, query: { ...RANGE, format: 'csv' } });
  expect(csv.body).toBe(`brand,query,count,last seen (UTC)\r\npf,red dress,7,2026-03-02T10:00:00.000Z\r\npf,"'=hyperlink(""http://evil"",""x"")",2,2026-03-03T23:59:00.000Z\r\n`);
  expect(csv.headers.get('content-disposition')).toBe('attachment; filename="searches-pf-2026-03-01-to-2026-03-03.csv"');
});
