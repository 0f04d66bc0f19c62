process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, type CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { getDb } from '../../server/db';
import { BRANDS } from '../../brands';
import { shopFactsOf } from '../../server/seed/data/index';
import { clearSettingsCache } from '../../server/settings/store';

// GET addresses, POST address/save, address/delete, address/default: ownership, validation,
// exactly one default per type, the limit, and hostile input that must answer 400, never 500.

setupTestDatabase('addresses_api');

const PASSWORD = 'address-password-1';
const ids = { ann: 0, bob: 0, ckbAnn: 0, bobAddress: 0 };

const api = withApiServer(async () => {
  // Where each brand ships, as seeded: pf and ckb within the US, Uncommon Pair to the US and Canada.
  const db0 = await getDb();
  await db0
    .insertInto('brand_settings')
    .values(['pf', 'ckb', 'uncommonpair'].map((id) => ({ brand_id: id, settings_json: JSON.stringify({ shippingZones: shopFactsOf(BRANDS.find((b) => b.id === id)!).shippingZones }) })))
    .execute();
  clearSettingsCache();
  await insertCustomer('uncommonpair', 'ann@example.com', 'Ann Lee');
  ids.ann = await insertCustomer('pf', 'ann@example.com', 'Ann Lee');
  ids.bob = await insertCustomer('pf', 'bob@example.com', 'Bob Roe');
  ids.ckbAnn = await insertCustomer('ckb', 'ann@example.com', 'Ann at Cheeky');
  const db = await getDb();
  const row = await db
    .insertInto('addresses')
    .values({ customer_id: ids.bob, type: 'shipping', name: 'Bob Roe', country: 'US', address: '1 Secret Lane', city: 'Austin', state: 'TX', zip: '73301', phone: '(512) 555-0100', is_default: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.bobAddress = Number(row.id);
});
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

type Call = { jar?: CookieJar; fields?: Record<string, string>; host?: string };
const call = (method: 'GET' | 'POST', path: string, opts: Call = {}) => api.request(method, path, opts);

const US = { type: 'shipping', name: 'Ann Lee', company: '', country: 'US', address: '123 Harbor Way', address2: 'Apt 4B', city: 'San Diego', state: 'CA', zip: '92101', phone: '6195550142' };
// A billing address abroad (a card from a UK bank); pf ships only within the US, so no shipping address may be there.
const UK = { type: 'billing', name: 'Ann Lee', company: 'Studio Ltd', country: 'GB', address: '10 Downing Street', address2: '', city: 'London', state: '', zip: 'SW1A 2AA', phone: '+44 20 7946 0000' };

const save = (jar: CookieJar, fields: Record<string, string>, host?: string) => call('POST', 'address/save', { jar, fields, host });
const list = async (jar: CookieJar) => (await call('GET', 'addresses', { jar })).body.data.addresses as { id: number; type: string; default: boolean; name: string; phone: string }[];
const defaults = (rows: { id: number; type: string; default: boolean }[], type: string) => rows.filter((r) => r.type === type && r.default).map((r) => r.id);

async function clearAddresses(customerId: number) {
  const db = await getDb();
  await db.deleteFrom('addresses').where('customer_id', '=', customerId).execute();
}

describe('a visitor', () => {
  test('gets 401 from every call', async () => {
    for (const [method, path] of [['GET', 'addresses'], ['POST', 'address/save'], ['POST', 'address/delete'], ['POST', 'address/default'], ['POST', 'change-password']] as const) {
      const res = await call(method, path, { fields: method === 'POST' ? { ...US, id: '1' } : undefined });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: ['Please log in to continue.'] });
    }
  });
});

describe('GET addresses and POST address/save', () => {
  beforeEach(() => clearAddresses(ids.ann));

  test('an empty address book, then the first address of a type becomes its default', async () => {
    const jar = await loggedIn('ann@example.com');
    expect((await call('GET', 'addresses', { jar })).body).toEqual({ data: { addresses: [], limit: 20 } });
    const res = await save(jar, US);
    expect(res.status).toBe(200);
    expect(res.body.data.addresses).toEqual([
      { id: res.body.data.id, type: 'shipping', name: 'Ann Lee', company: '', country: 'US', address: '123 Harbor Way', address2: 'Apt 4B', city: 'San Diego', state: 'CA', zip: '92101', phone: '(619) 555-0142', default: true },
    ]);
    expect(res.body.data.limit).toBe(20);
  });

  test('a non-US phone keeps its plus and digits; a second address is not the default unless asked', async () => {
    const jar = await loggedIn('ann@example.com');
    const first = (await save(jar, { ...US, type: 'billing' })).body.data.id;
    const second = await save(jar, UK);
    expect(second.status).toBe(200);
    const uk = second.body.data.addresses.find((a: { id: number }) => a.id === second.body.data.id);
    expect(uk).toMatchObject({ phone: '+442079460000', company: 'Studio Ltd', zip: 'SW1A 2AA', default: false });
    expect(defaults(second.body.data.addresses, 'billing')).toEqual([first]);
    const third = await save(jar, { ...UK, address: '11 Downing Street', default: 'true' });
    expect(defaults(third.body.data.addresses, 'billing')).toEqual([third.body.data.id]);
    // Defaults first.
    expect(third.body.data.addresses[0].id).toBe(third.body.data.id);
  });

  test('updates an own address by id; moving it to shipping hands its billing default on', async () => {
    const jar = await loggedIn('ann@example.com');
    const a = (await save(jar, { ...US, type: 'billing' })).body.data.id;
    const b = (await save(jar, UK)).body.data.id;
    const updated = await save(jar, { ...US, id: String(a), city: 'La Jolla', type: 'shipping' });
    expect(updated.status).toBe(200);
    expect(updated.body.data.id).toBe(a);
    const rows = updated.body.data.addresses;
    expect(rows).toHaveLength(2);
    expect(rows.find((r: { id: number }) => r.id === a)).toMatchObject({ city: 'La Jolla', type: 'shipping', default: true });
    expect(defaults(rows, 'billing')).toEqual([b]);
    expect(defaults(rows, 'shipping')).toEqual([a]);
  });

  test("a shipping address only where the brand ships: pf's UK shipping address is refused, its UK billing address kept", async () => {
    const jar = await loggedIn('ann@example.com');
    const refused = await save(jar, { ...UK, type: 'shipping', default: 'true' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(["country: We don't ship to the United Kingdom. We ship to the United States."]);
    const billing = (await save(jar, UK)).body.data.id;
    // Moving the billing address to shipping is refused too, and leaves it as it was.
    expect((await save(jar, { ...UK, id: String(billing), type: 'shipping' })).status).toBe(400);
    expect((await list(jar)).map((r) => [r.id, r.type])).toEqual([[billing, 'billing']]);
    // Uncommon Pair ships to Canada: a Canadian shipping address is saved there, a UK one refused.
    const up = await loggedIn('ann@example.com', 'uncommonpair.localhost');
    const canada = { ...UK, type: 'shipping', country: 'CA', city: 'Toronto', state: 'ON', zip: 'M5V 2T6', address: '1 King St W' };
    expect((await save(up, canada, 'uncommonpair.localhost')).status).toBe(200);
    expect((await save(up, { ...UK, type: 'shipping' }, 'uncommonpair.localhost')).body.errors).toEqual(["country: We don't ship to the United Kingdom. We ship to the United States and Canada."]);
  });

  test('field errors name the API field, every problem at once; postal code and phone follow the country', async () => {
    const jar = await loggedIn('ann@example.com');
    const res = await save(jar, { type: 'home', name: 'Ann', country: 'US', address: '', city: '', state: '', zip: '', phone: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      'name: Please enter your first and last name.',
      'address: Enter your street address.',
      'city: Enter your city.',
      'state: Select a state.',
      'zip: Enter your zip code.',
      'phone: Enter a valid phone number.',
      'type: Choose shipping or billing.',
    ]);
    const uk = await save(jar, { ...UK, zip: '', phone: '+' + '1'.repeat(21) });
    expect(uk.body.errors).toEqual(['zip: Enter your postal code.', 'phone: Enter a valid phone number.']);
    const shortZip = await save(jar, { ...US, zip: '921' });
    expect(shortZip.body.errors).toEqual(['zip: Enter a valid 5-digit zip code.']);
    expect(await list(jar)).toEqual([]);
  });

  test('hostile input is a 400, never a 500, on every call', async () => {
    const jar = await loggedIn('ann@example.com');
    const long = 'x'.repeat(10_000);
    const tooLong = await save(jar, { ...US, name: `Ann ${long}`, address: long, zip: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual(expect.arrayContaining(['name: Please use at most 100 characters.', 'address: Please use at most 200 characters.', 'zip: Please use at most 20 characters.']));
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999', ' ', "1' OR 1=1 --"]) {
      expect((await save(jar, { ...US, id })).status).toBe(400);
      for (const path of ['address/delete', 'address/default']) {
        const res = await call('POST', path, { jar, fields: { id } });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual(['id: invalid ID']);
      }
    }
    expect((await call('POST', 'address/delete', { jar, fields: {} })).body.errors).toEqual(['id: invalid ID']);
    expect((await save(jar, { ...US, default: 'maybe' })).body.errors).toEqual(['default: Unknown boolean value']);
    // A NUL is refused for any field of any route (PostgreSQL text cannot hold one); other control characters are cleaned away.
    const nul = await save(jar, { ...US, name: 'Ann\u0000Lee' });
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toEqual(['name: contains a character that is not allowed']);
    const control = await save(jar, { ...US, name: 'Ann\u0001Lee', city: 'San\u0007Diego' });
    expect(control.status).toBe(200);
    expect(control.body.data.addresses[0]).toMatchObject({ name: 'Ann Lee', city: 'San Diego' });
    const json = await api.request('POST', 'address/save', { jar, json: { ...US, name: ['x'] } });
    expect(json.status).toBeLessThan(500);
  });

  test('at most 20 addresses per customer, with a clear message; updating still works at the limit', async () => {
    const jar = await loggedIn('ann@example.com');
    let lastId = 0;
    for (let i = 0; i < 20; i++) {
      const res = await save(jar, { ...US, address: `${i + 1} Harbor Way` });
      expect(res.status).toBe(200);
      lastId = res.body.data.id;
    }
    const over = await save(jar, { ...US, address: '21 Harbor Way' });
    expect(over.status).toBe(409);
    expect(over.body.errors).toEqual(['You can save up to 20 addresses. Delete one you no longer use to add another.']);
    expect(await list(jar)).toHaveLength(20);
    expect((await save(jar, { ...US, id: String(lastId), address: '20 Harbour Way' })).status).toBe(200);
  });

  test('saving at once from two tabs cannot pass the limit or leave two defaults', async () => {
    const jar = await loggedIn('ann@example.com');
    for (let i = 0; i < 18; i++) await save(jar, { ...US, address: `${i + 1} Harbor Way` });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => save(jar, { ...US, address: `Race ${i}`, default: 'true' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const rows = await list(jar);
    expect(rows).toHaveLength(20);
    expect(defaults(rows, 'shipping')).toHaveLength(1);
  });
});

describe('ownership', () => {
  test("another customer's address is a 404 on every call, and stays as it was", async () => {
    const jar = await loggedIn('ann@example.com');
    const NOT_FOUND = { errors: ['We couldn’t find that address. It may have been deleted already.'] };
    const id = String(ids.bobAddress);
    const edit = await save(jar, { ...US, id, address: 'Hijacked' });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual(NOT_FOUND);
    expect(await call('POST', 'address/delete', { jar, fields: { id } })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await call('POST', 'address/default', { jar, fields: { id } })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await list(jar)).map((a) => a.id)).not.toContain(ids.bobAddress);
    const bob = await list(await loggedIn('bob@example.com'));
    expect(bob).toEqual([expect.objectContaining({ id: ids.bobAddress, address: '1 Secret Lane', default: true })]);
  });

  test('a customer of another brand with the same email has an address book of her own', async () => {
    const pf = await loggedIn('ann@example.com');
    await clearAddresses(ids.ann);
    const mine = (await save(pf, US)).body.data.id;
    const ckb = await loggedIn('ann@example.com', 'ckb.localhost');
    expect((await call('GET', 'addresses', { jar: ckb, host: 'ckb.localhost' })).body.data.addresses).toEqual([]);
    expect((await call('POST', 'address/delete', { jar: ckb, host: 'ckb.localhost', fields: { id: String(mine) } })).status).toBe(404);
    // A pf session is nobody on ckb.
    expect((await call('GET', 'addresses', { jar: pf, host: 'ckb.localhost' })).status).toBe(401);
  });
});

describe('POST address/default and address/delete', () => {
  beforeEach(() => clearAddresses(ids.ann));

  test('exactly one default per type; deleting the default hands it to the oldest of its type', async () => {
    const jar = await loggedIn('ann@example.com');
    const a = (await save(jar, { ...US, type: 'billing' })).body.data.id;
    const b = (await save(jar, UK)).body.data.id;
    const c = (await save(jar, { ...UK, address: '12 Downing Street' })).body.data.id;
    const ship = (await save(jar, US)).body.data.id;

    const switched = await call('POST', 'address/default', { jar, fields: { id: String(c) } });
    expect(switched.status).toBe(200);
    expect(defaults(switched.body.data.addresses, 'billing')).toEqual([c]);
    expect(defaults(switched.body.data.addresses, 'shipping')).toEqual([ship]);
    expect(switched.body.data.addresses.slice(0, 2).map((r: { id: number }) => r.id).sort()).toEqual([c, ship].sort());
    // Again: nothing changes.
    expect(defaults((await call('POST', 'address/default', { jar, fields: { id: String(c) } })).body.data.addresses, 'billing')).toEqual([c]);

    const deleted = await call('POST', 'address/delete', { jar, fields: { id: String(c) } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.addresses.map((r: { id: number }) => r.id)).not.toContain(c);
    expect(defaults(deleted.body.data.addresses, 'billing')).toEqual([a]);

    // Deleting twice: the second time it is gone.
    expect((await call('POST', 'address/delete', { jar, fields: { id: String(c) } })).status).toBe(404);
    await call('POST', 'address/delete', { jar, fields: { id: String(a) } });
    await call('POST', 'address/delete', { jar, fields: { id: String(ship) } });
    const rows = await list(jar);
    expect(rows.map((r) => r.id)).toEqual([b]);
    expect(rows[0].default).toBe(true);
  });
});
