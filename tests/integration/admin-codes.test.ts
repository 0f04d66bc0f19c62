process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { adminSuite } from '../helpers/adminSuite';
import { insertStaff, signedIn } from '../helpers/adminServer';
import { CookieJar } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';

// The back office's code routes (server/admin/codes): signed out 401, wrong role 403, another
// brand's code 404, uses and revenue of paid orders, and an expired code refused by the shop's cart.

setupTestDatabase('admin_codes');
const { server, placeOrder } = adminSuite();

async function codeId(brand: string, lower: string) {
  return (await (await getDb()).selectFrom('discount_codes').select('id').where('brand_id', '=', brand).where('code_lower', '=', lower).executeTakeFirstOrThrow()).id;
}
async function auditRows(id: number) {
  return (await getDb()).selectFrom('staff_audit').selectAll().where('record_type', '=', 'code').where('record_id', '=', String(id)).execute();
}
type Code = { id: number; brandId: string; code: string; uses: number; revenueCents: number; active: boolean };

test('signed out 401; support and fulfilment 403; another brand 404; nothing audited', async () => {
  const db = await getDb();
  const id = await codeId('pf', 'viponly');
  expect((await server().admin('GET', 'codes', { jar: new CookieJar() })).status).toBe(401);
  expect((await server().admin('POST', `codes/${id}/expire`, { jar: new CookieJar() })).status).toBe(401);
  for (const role of ['support', 'fulfilment'] as const) {
    const jar = await signedIn(server(), await insertStaff(db, role, 'all'));
    expect((await server().admin('GET', 'codes', { jar })).status).toBe(403);
    expect((await server().admin('POST', `codes/${id}/expire`, { jar })).status).toBe(403);
  }
  const ckb = await signedIn(server(), await insertStaff(db, 'marketing', ['ckb']));
  expect((await server().admin('POST', `codes/${id}/expire`, { jar: ckb })).body).toEqual({ errors: ['code: not found'] });
  expect((await server().admin('GET', 'codes', { jar: ckb })).body.data.codes.filter((c: Code) => c.brandId !== 'ckb')).toEqual([]);
  expect(await auditRows(id)).toEqual([]);
});

test("uses and revenue count the brand's paid orders with the code", async () => {
  const db = await getDb();
  const { orderId } = await placeOrder();
  await db.updateTable('orders').set({ discount_code: 'First15' }).where('id', '=', orderId).execute();
  const order = await db.selectFrom('orders').select('total_cents').where('id', '=', orderId).executeTakeFirstOrThrow();
  const jar = await signedIn(server(), await insertStaff(db, 'merchandiser', ['pf']));
  const codes: Code[] = (await server().admin('GET', 'codes', { jar })).body.data.codes;
  expect(codes.find((c) => c.code === 'First15')).toMatchObject({ uses: 1, revenueCents: Number(order.total_cents), active: true });
  expect(codes.find((c) => c.code === 'VIPONLY')).toMatchObject({ uses: 0, revenueCents: 0 });
  // Still a use while it is being fulfilled (the sales report counts it too); not once refunded.
  await db.updateTable('orders').set({ status: 'processing' }).where('id', '=', orderId).execute();
  const processing: Code[] = (await server().admin('GET', 'codes', { jar })).body.data.codes;
  expect(processing.find((c) => c.code === 'First15')).toMatchObject({ uses: 1 });
  await db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', orderId).execute();
  const refunded: Code[] = (await server().admin('GET', 'codes', { jar })).body.data.codes;
  expect(refunded.find((c) => c.code === 'First15')).toMatchObject({ uses: 0 });
});

test('marketing expires a code: audited once, and the cart refuses it', async () => {
  const db = await getDb();
  const id = await codeId('pf', '10first');
  const staff = await insertStaff(db, 'marketing', ['pf']);
  const jar = await signedIn(server(), staff);
  const shopper = new CookieJar();
  await server().shop('POST', 'cart/add', { jar: shopper, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '2' } });
  expect((await server().shop('POST', 'discount-code', { jar: shopper, fields: { code: '10first' } })).status).toBe(200);
  expect((await server().admin('POST', `codes/${id}/expire`, { jar })).body).toEqual({ data: { id, active: false } });
  expect((await server().admin('POST', `codes/${id}/expire`, { jar })).status).toBe(200);
  const refused = await server().shop('POST', 'discount-code', { jar: new CookieJar(), fields: { code: '10first' } });
  expect([refused.status, refused.body.errors]).toEqual([400, ['code: 10first is not a valid code']]);
  expect((await auditRows(id)).map((a) => [a.action, a.staff_id, a.brand_id])).toEqual([['code.expire', staff.id, 'pf']]);
});

test('a merchandiser creates a code: it applies in a cart; bad names 400, a duplicate 409, another brand 404', async () => {
  const db = await getDb();
  const jar = await signedIn(server(), await insertStaff(db, 'merchandiser', ['pf']));
  const res = await server().admin('POST', 'codes', { jar, fields: { brand: 'pf', code: 'Spring20', kind: 'percent', percentOff: '20' } });
  expect(res.status).toBe(200);
  const shopper = new CookieJar();
  await server().shop('POST', 'cart/add', { jar: shopper, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '2' } });
  const applied = await server().shop('POST', 'discount-code', { jar: shopper, fields: { code: 'spring20' } });
  expect([applied.status, applied.body.data.amounts.discount]).toEqual([200, 20]);
  expect((await server().admin('POST', 'codes', { jar, fields: { brand: 'pf', code: 'SPRING20', kind: 'amount', valueCents: '500' } })).body).toEqual({ errors: ['code: SPRING20 already exists for this brand'] });
  for (const code of ['ab', 'A'.repeat(31), 'TEN OFF', 'ten-off']) {
    expect([code, (await server().admin('POST', 'codes', { jar, fields: { brand: 'pf', code, kind: 'percent', percentOff: '5' } })).status]).toEqual([code, 400]);
  }
  expect((await server().admin('POST', 'codes', { jar, fields: { brand: 'pf', code: 'BIG', kind: 'percent', percentOff: '101' } })).status).toBe(400);
  expect((await server().admin('POST', 'codes', { jar, fields: { brand: 'ckb', code: 'CKBONE', kind: 'percent', percentOff: '5' } })).status).toBe(404);
  const audit = await auditRows(res.body.data.id);
  expect(audit.map((a) => [a.action, a.brand_id])).toEqual([['code.create', 'pf']]);
});

test('a code made with its days and a once-per-customer limit: listed with them, refused before its first day, and a bad range is a 400', async () => {
  const db = await getDb();
  const jar = await signedIn(server(), await insertStaff(db, 'merchandiser', ['pf']));
  const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const made = await server().admin('POST', 'codes', { jar, fields: { brand: 'pf', code: 'LATER5', kind: 'amount', valueCents: '500', startsAt: later, perCustomerLimit: '1' } });
  expect(made.status).toBe(200);
  const listed = (await server().admin('GET', 'codes', { jar })).body.data.codes.find((c: { code: string }) => c.code === 'LATER5');
  expect(listed).toMatchObject({ startsAt: later, endsAt: null, perCustomerLimit: 1 });
  const shopper = new CookieJar();
  await server().shop('POST', 'cart/add', { jar: shopper, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } });
  const early = await server().shop('POST', 'discount-code', { jar: shopper, fields: { code: 'later5' } });
  expect([early.status, early.body.errors[0]]).toEqual([400, expect.stringMatching(/^code: LATER5 starts on /)]);
  expect((await server().admin('POST', 'codes', { jar, fields: { brand: 'pf', code: 'BACKWARDS', kind: 'percent', percentOff: '5', startsAt: '2026-12-31', endsAt: '2026-12-01' } })).body)
    .toEqual({ errors: ['endsAt: the last day is before the first'] });
});

test('editing a code: 401, 403 (support, fulfilment), another brand 404, bad input 400 with nothing written', async () => {
  const db = await getDb();
  const id = await codeId('pf', 'viponly');
  const fields = { kind: 'amount', valueCents: '700' };
  expect((await server().admin('POST', `codes/${id}`, { jar: new CookieJar(), fields })).status).toBe(401);
  for (const role of ['support', 'fulfilment'] as const) {
    const jar = await signedIn(server(), await insertStaff(db, role, 'all'));
    expect((await server().admin('POST', `codes/${id}`, { jar, fields })).status).toBe(403);
  }
  const ckb = await signedIn(server(), await insertStaff(db, 'marketing', ['ckb']));
  for (const target of [String(id), '99999999', 'abc']) {
    const res = await server().admin('POST', `codes/${target}`, { jar: ckb, fields });
    expect([target, res.status, res.body]).toEqual([target, 404, { errors: ['code: not found'] }]);
  }
  const jar = await signedIn(server(), await insertStaff(db, 'marketing', ['pf']));
  const bad: [Record<string, string>, string][] = [
    [{}, 'kind'], [{ kind: 'bogo' }, 'kind'], [{ kind: 'percent', percentOff: '0' }, 'percentOff'], [{ kind: 'amount', valueCents: '-1' }, 'valueCents'],
    [{ kind: 'amount', valueCents: '500', minSubtotalCents: 'lots' }, 'minSubtotalCents'], [{ kind: 'free_shipping', description: 'x'.repeat(201) }, 'description'],
    [{ kind: 'free_shipping', startsAt: '2026-02-30' }, 'startsAt'], [{ kind: 'free_shipping', startsAt: '2026-12-31', endsAt: '2026-12-01' }, 'endsAt'],
    [{ kind: 'free_shipping', perCustomerLimit: '1001' }, 'perCustomerLimit'], [{ kind: 'free_shipping', clubOnly: 'maybe' }, 'clubOnly'],
  ];
  for (const [f, field] of bad) {
    const res = await server().admin('POST', `codes/${id}`, { jar, fields: f });
    expect([JSON.stringify(f), res.status, res.body.errors?.[0]]).toEqual([JSON.stringify(f), 400, expect.stringMatching(new RegExp(`^${field}: `))]);
  }
  expect((await server().admin('POST', `codes/${id}`, { jar, raw: { contentType: 'application/json', body: '{"kind":' } })).status).toBe(400);
  expect(await auditRows(id)).toEqual([]);
});

test('marketing edits a code: the name stays, only the kind\'s value is kept, a code.update row of the changes, the cart applies the new terms', async () => {
  const db = await getDb();
  const made = await signedIn(server(), await insertStaff(db, 'merchandiser', ['pf']));
  const id = (await server().admin('POST', 'codes', { jar: made, fields: { brand: 'pf', code: 'Edit10', kind: 'percent', percentOff: '10', description: 'Ten off' } })).body.data.id;
  const staff = await insertStaff(db, 'marketing', ['pf']);
  const jar = await signedIn(server(), staff);
  const res = await server().admin('POST', `codes/${id}`, { jar, fields: { code: 'RENAMED', brand: 'ckb', kind: 'amount', valueCents: '750', percentOff: '30', description: 'Ten off', perCustomerLimit: '2' } });
  expect(res.body).toEqual({ data: { id, code: 'Edit10', changed: ['kind', 'value_cents', 'percent_off', 'per_customer_limit'] } });
  const listed = (await server().admin('GET', 'codes', { jar })).body.data.codes.find((c: Code) => c.id === id);
  expect(listed).toMatchObject({ brandId: 'pf', code: 'Edit10', kind: 'amount', valueCents: 750, percentOff: 0, description: 'Ten off', perCustomerLimit: 2, active: true });
  // The same terms again change nothing and write no second row.
  expect((await server().admin('POST', `codes/${id}`, { jar, fields: { kind: 'amount', valueCents: '750', description: 'Ten off', perCustomerLimit: '2' } })).body.data.changed).toEqual([]);
  const audit = await auditRows(id);
  expect(audit.map((a) => [a.action, a.staff_id, a.brand_id, JSON.parse(a.before_json ?? 'null'), JSON.parse(a.after_json ?? 'null')])).toEqual([
    ['code.create', expect.any(Number), 'pf', null, expect.anything()],
    ['code.update', staff.id, 'pf',
      { code: 'Edit10', kind: 'percent', value_cents: 0, percent_off: 10, per_customer_limit: null },
      { code: 'Edit10', kind: 'amount', value_cents: 750, percent_off: 0, per_customer_limit: 2 }],
  ]);
  const shopper = new CookieJar();
  await server().shop('POST', 'cart/add', { jar: shopper, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '1' } });
  const applied = await server().shop('POST', 'discount-code', { jar: shopper, fields: { code: 'edit10' } });
  expect([applied.status, applied.body.data.amounts.discount]).toEqual([200, 7.5]);
});
