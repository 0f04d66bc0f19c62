import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { stateTaxCents } from '../helpers/tax';
import { getDb } from '../../server/db';
import { TEST_CARDS } from '../../server/payments/sandbox';

// Shipping destinations and US sales tax (issue 25) on the demo seed: pf, ckb and hb ship within the US,
// uncommonpair also to Canada at its own rate; tax by the destination state, none outside the US.
setupTestDatabase('shipping_tax');

const api = withApiServer(getDb, 120_000);

const HOSTS: Record<string, string> = { pf: 'pf.localhost', ckb: 'ckb.localhost', hb: 'hb.localhost', uncommonpair: 'uncommonpair.localhost' };

async function regularItem(brandId: string) {
  const db = await getDb();
  const row = await db
    .selectFrom('item_sizes as s')
    .innerJoin('items as i', 'i.id', 's.item_id')
    .select(['i.id', 's.size', 'i.price_cents'])
    .where('i.brand_id', '=', brandId)
    .where('i.active', '=', 1)
    .where('i.vip_only', '=', 0)
    .where('s.stock', '>=', 20)
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
  const color = await db.selectFrom('item_colors').select('name').where('item_id', '=', row.id).orderBy('position').executeTakeFirst();
  return { itemId: String(row.id), size: row.size, color: color?.name ?? '', priceCents: Number(row.price_cents) };
}

/** A cart of `quantity` of the brand's first regular item; answers the item (with its list price). */
async function cartOf(brandId: string, jar: CookieJar, quantity: number) {
  const item = await regularItem(brandId);
  const res = await api.request('POST', 'cart/add', { jar, host: HOSTS[brandId], fields: { itemId: item.itemId, size: item.size, color: item.color, quantity: String(quantity) } });
  expect(res.status).toBe(200);
  return item;
}

const quote = (brandId: string, jar: CookieJar, query: Record<string, string>) => api.request('GET', 'cart', { jar, host: HOSTS[brandId], query });

const US_ADDRESS = {
  shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Los Angeles', shippingState: 'CA',
  shippingZip: '90012', shippingPhone: '(213) 555-0100',
};
const CANADA_ADDRESS = {
  shippingName: 'Chloé Tremblay', shippingCountry: 'CA', shippingAddress: '100 King St W', shippingCity: 'Toronto', shippingState: 'ON',
  shippingZip: 'M5H 1J9', shippingPhone: '+14165550100',
};
const UK_ADDRESS = {
  shippingName: 'Ada Byron', shippingCountry: 'GB', shippingAddress: '10 Downing St', shippingCity: 'London', shippingState: '',
  shippingZip: 'SW1A 2AA', shippingPhone: '+442079460000',
};

let keys = 0;
async function checkout(brandId: string, jar: CookieJar, address: Record<string, string>) {
  const host = HOSTS[brandId];
  const token = (await api.request('POST', 'payments/tokenize', { jar, host, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
  return api.request('POST', 'checkout', {
    jar, host,
    fields: { idempotencyKey: `ship-tax-${process.pid}-${++keys}`, email: `ship-${keys}@example.com`, billingSameAsShipping: 'true', paymentMethod: 'card', paymentToken: token, ...address },
  });
}

const orderRow = async (id: number) => (await getDb()).selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('shipping zones are shop data per brand', () => {
  test.each([['pf'], ['ckb'], ['hb']])('%s ships within the US only: settings, cart and the checkout say so', async (brandId) => {
    const settings = (await api.request('GET', 'settings', { host: HOSTS[brandId] })).body.data;
    expect(settings.shippingZones.map((z: { countries: string[] }) => z.countries)).toEqual([['US']]);
    const jar = new CookieJar();
    expect((await api.request('GET', 'cart', { jar, host: HOSTS[brandId] })).body.data.shipsTo).toEqual(['US']);
  });

  test('uncommonpair also ships to Canada at its own rate and threshold', async () => {
    const settings = (await api.request('GET', 'settings', { host: HOSTS.uncommonpair })).body.data;
    expect(settings.shippingZones).toEqual([
      expect.objectContaining({ id: 'us', countries: ['US'], methods: [expect.objectContaining({ price: 6.95, freeOver: 75 })] }),
      expect.objectContaining({ id: 'ca', countries: ['CA'], methods: [expect.objectContaining({ price: 12.95, freeOver: 100 })] }),
    ]);
    expect((await api.request('GET', 'cart', { host: HOSTS.uncommonpair })).body.data.shipsTo).toEqual(['US', 'CA']);
  });
});

describe('a country the brand does not ship to is refused', () => {
  test.each([['pf', 'GB'], ['pf', 'CA'], ['ckb', 'CA'], ['uncommonpair', 'GB']])('%s → %s: the cart quote and the checkout are 400s naming the field', async (brandId, country) => {
    const jar = new CookieJar();
    await cartOf(brandId, jar, 1);
    const shipsTo = brandId === 'uncommonpair' ? 'the United States and Canada' : 'the United States';
    const name = country === 'GB' ? 'the United Kingdom' : 'Canada';
    const quoted = await quote(brandId, jar, { country });
    expect(quoted.status).toBe(400);
    expect(quoted.body.errors).toEqual([`country: We don't ship to ${name}. We ship to ${shipsTo}.`]);
    const before = Number((await (await getDb()).selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const address = country === 'GB' ? UK_ADDRESS : CANADA_ADDRESS;
    const res = await checkout(brandId, jar, address);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([`shippingCountry: We don't ship to ${name}. We ship to ${shipsTo}.`]);
    const after = Number((await (await getDb()).selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);
  });
});

describe('US sales tax by destination', () => {
  test('before an address no tax is quoted; states differ; shipping is taxed only where the state taxes it', async () => {
    const jar = new CookieJar();
    const item = await cartOf('pf', jar, 1);
    // One item under the free-shipping threshold, so shipping is charged.
    expect(item.priceCents).toBeLessThan(7500);
    const plain = (await api.request('GET', 'cart', { jar, host: HOSTS.pf })).body.data;
    expect(plain).toMatchObject({ taxQuoted: false, amounts: { tax: 0, shipping: 6.95 } });
    const goods = Math.round(plain.amounts.subtotal * 100);

    const byState: Record<string, number> = {};
    for (const state of ['CA', 'TX', 'NY', 'OR', 'WA']) {
      const res = await quote('pf', jar, { country: 'US', state });
      expect(res.status).toBe(200);
      const { amounts, taxQuoted } = res.body.data;
      expect(taxQuoted).toBe(true);
      byState[state] = Math.round(amounts.tax * 100);
      expect(byState[state]).toBe(stateTaxCents(state, goods, 695));
      // Everything adds up.
      expect(Math.round(amounts.total * 100)).toBe(goods + 695 + byState[state]);
    }
    expect(byState.CA).toBe(Math.round(goods * 0.0725));
    expect(byState.TX).toBe(Math.round(goods * 0.0625) + Math.round(695 * 0.0625));
    expect(byState.NY).toBe(Math.round(goods * 0.04) + Math.round(695 * 0.04));
    expect(byState.OR).toBe(0);
    expect(new Set(Object.values(byState)).size).toBe(5);
  });

  test('the club membership is taxed where the state taxes such services (HI), not elsewhere (CA)', async () => {
    const jar = new CookieJar();
    await cartOf('pf', jar, 1);
    const joined = await api.request('POST', 'cart/club', { jar, host: HOSTS.pf, fields: { join: 'true' } });
    expect(joined.status).toBe(200);
    const club = Math.round(joined.body.data.clubMonthly * 100);
    const hi = (await quote('pf', jar, { country: 'US', state: 'HI' })).body.data.amounts;
    const ca = (await quote('pf', jar, { country: 'US', state: 'CA' })).body.data.amounts;
    const goods = Math.round((hi.subtotal - hi.discount) * 100);
    const shipping = Math.round(hi.shipping * 100);
    expect(Math.round(hi.tax * 100)).toBe(stateTaxCents('HI', goods, shipping, club));
    expect(Math.round(hi.tax * 100)).toBe(Math.round(goods * 0.04) + Math.round(shipping * 0.04) + Math.round(club * 0.04));
    expect(Math.round(ca.tax * 100)).toBe(Math.round(goods * 0.0725));
  });

  test('the order is charged the tax of its shipping address, as the quote showed', async () => {
    const jar = new CookieJar();
    await cartOf('ckb', jar, 2);
    const quoted = (await quote('ckb', jar, { country: 'US', state: 'CA' })).body.data.amounts;
    expect(quoted.tax).toBeGreaterThan(0);
    const res = await checkout('ckb', jar, US_ADDRESS);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(quoted.total);
    const order = await orderRow(res.body.data.orderId);
    expect(order.tax_cents).toBe(Math.round(quoted.tax * 100));
    expect(order.tax_cents).toBe(stateTaxCents('CA', order.subtotal_cents - order.discount_cents, order.shipping_cents));
  });
});

describe('uncommonpair ships to Canada', () => {
  test('the Canada zone has its own rate and free-shipping threshold, in USD, with no US sales tax', async () => {
    const jar = new CookieJar();
    const item = await regularItem('uncommonpair');
    // Between the US threshold ($75) and Canada's ($100): free in the US, charged to Canada.
    const quantity = Math.ceil(7500 / item.priceCents);
    expect(quantity * item.priceCents).toBeLessThan(10000);
    await cartOf('uncommonpair', jar, quantity);
    const us = (await quote('uncommonpair', jar, { country: 'US', state: 'TX' })).body.data;
    expect(us).toMatchObject({ shippingZone: { id: 'us' }, amounts: { shipping: 0 } });
    expect(us.amounts.tax).toBeGreaterThan(0);
    const ca = (await quote('uncommonpair', jar, { country: 'CA', state: 'ON' })).body.data;
    expect(ca).toMatchObject({ shippingZone: { id: 'ca', name: 'Canada' }, taxQuoted: true, amounts: { shipping: 12.95, tax: 0 } });
    expect(ca.amounts.total).toBe(Math.round((ca.amounts.subtotal + 12.95) * 100) / 100);

    const placed = await checkout('uncommonpair', jar, CANADA_ADDRESS);
    expect(placed.status).toBe(200);
    const order = await orderRow(placed.body.data.orderId);
    expect(order).toMatchObject({ shipping_cents: 1295, tax_cents: 0, total_cents: order.subtotal_cents - order.discount_cents + 1295 });
    expect(JSON.parse(order.addresses_json).shipping).toMatchObject({ country: 'CA', zip: 'M5H 1J9', phone: '+14165550100' });
  });

  test('to Canada, shipping is free from $100', async () => {
    const jar = new CookieJar();
    const item = await regularItem('uncommonpair');
    await cartOf('uncommonpair', jar, Math.ceil(10000 / item.priceCents));
    const ca = (await quote('uncommonpair', jar, { country: 'CA' })).body.data;
    expect(ca).toMatchObject({ shippingZone: { id: 'ca' }, amounts: { shipping: 0, tax: 0 } });
  });

  test('the non-US postal and phone rules apply to Canada: a postal code (not a zip) is asked for; the state is optional', async () => {
    const jar = new CookieJar();
    await cartOf('uncommonpair', jar, 1);
    const res = await checkout('uncommonpair', jar, { ...CANADA_ADDRESS, shippingZip: '', shippingState: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['shippingZip: Enter your postal code']);
  });
});
