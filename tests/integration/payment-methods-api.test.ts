process.env.SKIP_SEED = '1';
import { randomBytes } from 'node:crypto';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, type CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { holderOf } from '../helpers/tokenHolder';
import { getDb } from '../../server/db';
import { paymentTokenSecret } from '../../server/payments/secret';
import { signToken, type TokenPayload } from '../../server/payments/token';
import type { SavedCard as Card } from '../../lib/payments/types';

// GET payment-methods, POST payment-method/add|default|delete: login, ownership, one default, the
// duplicate and expiry refusals, the limit (also from two tabs at once), the club's last card, and
// that nothing but a token, the card type, last four digits and expiry is ever stored.

setupTestDatabase('payment_methods_api');

const PASSWORD = 'card-password-1';
const ids = { ann: 0, bob: 0, ckbAnn: 0, bobCard: 0 };
const NOT_FOUND = { errors: ['We couldn’t find that card. It may have been removed already.'] };
const LIMIT = 'You can save up to 10 cards. Remove one you no longer use to add another.';
const LAST_CARD = 'Your club membership is billed to this card, so it can’t be removed. Add another card first.';

const api = withApiServer(async () => {
  ids.ann = await insertCustomer('pf', 'ann@example.com', 'Ann Lee');
  ids.bob = await insertCustomer('pf', 'bob@example.com', 'Bob Roe');
  ids.ckbAnn = await insertCustomer('ckb', 'ann@example.com', 'Ann at Cheeky');
  const db = await getDb();
  await db.insertInto('club_plans').values({ id: 9001, brand_id: 'pf', plan_key: 'pf-test-monthly', kind: 'main', name: 'VIP Monthly', monthly_price_cents: 4995 }).execute();
  const row = await db
    .insertInto('payment_methods')
    .values({ customer_id: ids.bob, gateway_token: 'tok_bob', card_brand: 'visa', last4: '1881', exp_month: 1, exp_year: 2040, is_default: 1, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.bobCard = Number(row.id);
});
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

type Call = { jar?: CookieJar; fields?: Record<string, string>; host?: string };
const call = (method: 'GET' | 'POST', path: string, opts: Call = {}) => api.request(method, path, opts);

const VISA = '4242424242424242';
const MASTERCARD = '5555555555554444';
const AMEX = '378282246310005';

/** A token from the real tokenize call, as the browser gets it (made for that browser's session only). */
async function tokenize(jar: CookieJar | undefined, number: string, expYear = '2040', cvc = '123', host?: string): Promise<string> {
  const res = await call('POST', 'payments/tokenize', { jar, fields: { number, expMonth: '12', expYear, cvc, name: 'Ann Lee' }, host });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

/**
 * A genuine token for this session, signed as tokenize signs it but without the call: tokenize
 * allows a session 10 calls in 10 minutes (card testing), fewer than a test of the card limit needs.
 */
const sessionToken = (jar: CookieJar, brand: string, last4: string, expYear: number) =>
  signToken({ brand, last4, expMonth: 12, expYear, outcome: 'approve', wallet: null, holder: holderOf(jar) }, paymentTokenSecret());

const add = async (jar: CookieJar, token: string, extra: Record<string, string> = {}, host?: string) => call('POST', 'payment-method/add', { jar, fields: { token, ...extra }, host });
const list = async (jar: CookieJar, host?: string) => (await call('GET', 'payment-methods', { jar, host })).body.data.cards as Card[];
const defaults = (cards: Card[]) => cards.filter((c) => c.isDefault).map((c) => c.id);

async function clearCards(customerId: number) {
  const db = await getDb();
  await db.deleteFrom('payment_methods').where('customer_id', '=', customerId).execute();
}

async function setMembership(customerId: number, status: 'active' | 'paused' | 'cancelled' | null, brand = 'pf') {
  const db = await getDb();
  await db.deleteFrom('club_memberships').where('customer_id', '=', customerId).execute();
  if (!status) return;
  await db
    .insertInto('club_memberships')
    .values({ brand_id: brand, customer_id: customerId, plan_id: 9001, status, paused: status === 'paused' ? 1 : 0, amount_cents: 4995, started_at: new Date().toISOString() })
    .execute();
}

describe('a visitor', () => {
  test('gets 401 from every call', async () => {
    const token = await tokenize(undefined, VISA);
    for (const [method, path] of [['GET', 'payment-methods'], ['POST', 'payment-method/add'], ['POST', 'payment-method/default'], ['POST', 'payment-method/delete']] as const) {
      const res = await call(method, path, { fields: method === 'POST' ? { token, id: String(ids.bobCard) } : undefined });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: ['Please log in to continue.'] });
    }
    const db = await getDb();
    expect(await db.selectFrom('payment_methods').select('id').where('customer_id', '=', ids.bob).execute()).toHaveLength(1);
  });
});

describe('GET payment-methods and POST payment-method/add', () => {
  beforeEach(() => clearCards(ids.ann));

  test('none yet; the first card becomes the default; the database holds no card number or CVC', async () => {
    const jar = await loggedIn('ann@example.com');
    expect((await call('GET', 'payment-methods', { jar })).body).toEqual({ data: { cards: [], limit: 10, clubNeedsCard: false } });
    const res = await add(jar, await tokenize(jar, VISA, '2040', '987'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number), limit: 10, clubNeedsCard: false,
      cards: [{ id: res.body.data.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040, expired: false, isDefault: true }],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/tok_sb_/);

    const db = await getDb();
    const row = await db.selectFrom('payment_methods').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(['card_brand', 'created_at', 'customer_id', 'exp_month', 'exp_year', 'gateway_token', 'id', 'is_default', 'last4']);
    expect(row).toMatchObject({ customer_id: ids.ann, card_brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 });
    expect(row.gateway_token).toMatch(/^tok_sb_/);
    // Neither the number nor the CVC, in any column, nor inside the token's readable payload.
    const payload = Buffer.from(row.gateway_token.slice(7).split('.')[0], 'base64url').toString();
    for (const text of [JSON.stringify(row), payload]) {
      expect(text).not.toContain(VISA);
      expect(text).not.toContain('424242424242');
    }
    expect(Object.keys(JSON.parse(payload)).sort()).toEqual(['brand', 'expMonth', 'expYear', 'holder', 'iat', 'last4', 'nonce', 'outcome', 'wallet']);
  });

  test('later cards are not the default unless asked; the default first, then newest first', async () => {
    const jar = await loggedIn('ann@example.com');
    const first = (await add(jar, await tokenize(jar, VISA))).body.data.id;
    const second = await add(jar, await tokenize(jar, MASTERCARD));
    expect(second.status).toBe(200);
    expect(defaults(second.body.data.cards)).toEqual([first]);
    const third = await add(jar, await tokenize(jar, AMEX, '2041', '1234'), { makeDefault: 'true' });
    expect(third.status).toBe(200);
    expect(third.body.data.cards.map((c: Card) => [c.brand, c.isDefault])).toEqual([['amex', true], ['mastercard', false], ['visa', false]]);
    expect(await list(jar)).toEqual(third.body.data.cards);
  });

  test('the same card twice is refused with a clear message; another expiry is another card', async () => {
    const jar = await loggedIn('ann@example.com');
    await add(jar, await tokenize(jar, VISA));
    const again = await add(jar, await tokenize(jar, VISA));
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual(['You’ve already saved this card (Visa ending in 4242, expires 12/40).']);
    // A two-digit year is the same card as its four-digit form.
    expect((await add(jar, await tokenize(jar, VISA, '40'))).status).toBe(400);
    expect((await add(jar, await tokenize(jar, VISA, '2041'))).status).toBe(200);
    expect(await list(jar)).toHaveLength(2);
  });

  test('a forged, foreign, garbled or missing token is a 400 naming the field; nothing is saved', async () => {
    const jar = await loggedIn('ann@example.com');
    const genuine = await tokenize(jar, VISA);
    const [body, sig] = genuine.slice(7).split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), last4: '0000' })).toString('base64url');
    const payload: TokenPayload = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040, outcome: 'approve', wallet: null, holder: null };
    const INVALID = ['token: We couldn’t verify this card. Please enter it again.'];
    for (const token of [`tok_sb_${forgedBody}.${sig}`, signToken(payload, randomBytes(32)), 'tok_demo_visa', VISA, "' OR 1=1 --"]) {
      const res = await add(jar, token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(INVALID);
    }
    expect((await add(jar, '')).body.errors).toEqual(['token: is required']);
    expect((await add(jar, 'x'.repeat(1001))).body.errors).toEqual(['token: must be at most 1000 characters']);
    expect((await add(jar, genuine, { makeDefault: 'maybe' })).body.errors).toEqual(['makeDefault: Unknown boolean value']);
    expect((await api.request('POST', 'payment-method/add', { jar, json: { token: ['x'] } })).status).toBe(400);
    expect(await list(jar)).toEqual([]);
  });

  test('an expired card is refused (the gateway signed it before it expired)', async () => {
    const jar = await loggedIn('ann@example.com');
    const lastMonth = new Date();
    lastMonth.setDate(1);
    lastMonth.setMonth(lastMonth.getMonth() - 1);
    const token = signToken({ brand: 'visa', last4: '4242', expMonth: lastMonth.getMonth() + 1, expYear: lastMonth.getFullYear(), outcome: 'approve', wallet: null, holder: holderOf(jar) }, paymentTokenSecret());
    const res = await add(jar, token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['token: This card has expired. Please add a card with a later expiry date.']);
    expect(await list(jar)).toEqual([]);
  });

  test('a card saved earlier that has since expired is listed as expired', async () => {
    const jar = await loggedIn('ann@example.com');
    const db = await getDb();
    await db.insertInto('payment_methods').values({ customer_id: ids.ann, gateway_token: 'tok_old', card_brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2021, is_default: 1, created_at: '2020-01-01T00:00:00.000Z' }).execute();
    expect(await list(jar)).toEqual([expect.objectContaining({ last4: '4444', expMonth: 3, expYear: 2021, expired: true, isDefault: true })]);
  });

  test('at most 10 cards, with a clear message', async () => {
    const jar = await loggedIn('ann@example.com');
    for (let i = 0; i < 10; i++) expect((await add(jar, sessionToken(jar, 'visa', '4242', 2040 + i))).status).toBe(200);
    const over = await add(jar, await tokenize(jar, MASTERCARD));
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([LIMIT]);
    const cards = await list(jar);
    expect(cards).toHaveLength(10);
    expect(defaults(cards)).toHaveLength(1);
  });

  test('adding from two tabs at once cannot pass the limit or leave two defaults', async () => {
    const jar = await loggedIn('ann@example.com');
    // Two first cards at once: one default.
    const firsts = await Promise.all([VISA, MASTERCARD].map(async (n) => add(jar, await tokenize(jar, n))));
    expect(firsts.map((r) => r.status)).toEqual([200, 200]);
    expect(defaults(await list(jar))).toHaveLength(1);
    for (let i = 0; i < 6; i++) await add(jar, sessionToken(jar, 'visa', '4242', 2050 + i));
    const tokens = Array.from({ length: 6 }, (_, i) => sessionToken(jar, 'amex', '0005', 2060 + i));
    const results = await Promise.all(tokens.map((t) => add(jar, t, { makeDefault: 'true' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 400).map((r) => r.body.errors)).toEqual(Array(4).fill([LIMIT]));
    const cards = await list(jar);
    expect(cards).toHaveLength(10);
    expect(defaults(cards)).toHaveLength(1);
  });
});

describe('ownership and brands', () => {
  test("another customer's card is a 404 on every call, and stays as it was", async () => {
    const jar = await loggedIn('ann@example.com');
    const id = String(ids.bobCard);
    expect(await call('POST', 'payment-method/default', { jar, fields: { id } })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await call('POST', 'payment-method/delete', { jar, fields: { id } })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await call('POST', 'payment-method/delete', { jar, fields: { id: '999999' } })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await list(jar)).map((c) => c.id)).not.toContain(ids.bobCard);
    expect(await list(await loggedIn('bob@example.com'))).toEqual([expect.objectContaining({ id: ids.bobCard, last4: '1881', isDefault: true })]);
  });

  test('a malformed id is a 400', async () => {
    const jar = await loggedIn('ann@example.com');
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999', ' ', "1' OR 1=1 --"]) {
      for (const path of ['payment-method/default', 'payment-method/delete']) {
        const res = await call('POST', path, { jar, fields: { id } });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual(['id: invalid ID']);
      }
    }
    expect((await call('POST', 'payment-method/delete', { jar, fields: {} })).body.errors).toEqual(['id: invalid ID']);
  });

  test('customers are per brand: the same email on another brand has cards of her own', async () => {
    await clearCards(ids.ann);
    const pf = await loggedIn('ann@example.com');
    const mine = (await add(pf, await tokenize(pf, VISA))).body.data.id;
    const ckb = await loggedIn('ann@example.com', 'ckb.localhost');
    expect(await list(ckb, 'ckb.localhost')).toEqual([]);
    expect((await call('POST', 'payment-method/delete', { jar: ckb, host: 'ckb.localhost', fields: { id: String(mine) } })).status).toBe(404);
    expect((await call('POST', 'payment-method/default', { jar: ckb, host: 'ckb.localhost', fields: { id: String(mine) } })).status).toBe(404);
    // The same card may be saved on each brand.
    expect((await add(ckb, await tokenize(ckb, VISA, '2040', '123', 'ckb.localhost'), {}, 'ckb.localhost')).status).toBe(200);
    // A pf session is nobody on ckb.
    expect((await call('GET', 'payment-methods', { jar: pf, host: 'ckb.localhost' })).status).toBe(401);
    expect((await add(pf, await tokenize(pf, MASTERCARD), {}, 'ckb.localhost')).status).toBe(401);
    expect(await list(pf)).toHaveLength(1);
  });
});

describe('POST payment-method/default and payment-method/delete', () => {
  beforeEach(async () => {
    await clearCards(ids.ann);
    await setMembership(ids.ann, null);
  });

  test('exactly one default; removing the default hands it to the newest remaining card', async () => {
    const jar = await loggedIn('ann@example.com');
    const a = (await add(jar, await tokenize(jar, VISA))).body.data.id;
    const b = (await add(jar, await tokenize(jar, MASTERCARD))).body.data.id;
    const c = (await add(jar, await tokenize(jar, AMEX, '2041', '1234'))).body.data.id;

    const switched = await call('POST', 'payment-method/default', { jar, fields: { id: String(a) } });
    expect(switched.status).toBe(200);
    expect(defaults(switched.body.data.cards)).toEqual([a]);
    // Again: nothing changes.
    expect(defaults((await call('POST', 'payment-method/default', { jar, fields: { id: String(a) } })).body.data.cards)).toEqual([a]);
    const toB = await call('POST', 'payment-method/default', { jar, fields: { id: String(b) } });
    expect(toB.body.data.cards.map((x: Card) => x.id)).toEqual([b, c, a]);

    const deleted = await call('POST', 'payment-method/delete', { jar, fields: { id: String(b) } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.cards.map((x: Card) => [x.id, x.isDefault])).toEqual([[c, true], [a, false]]);
    expect((await call('POST', 'payment-method/delete', { jar, fields: { id: String(b) } })).status).toBe(404);

    // A non-default card goes without moving the default.
    expect(defaults((await call('POST', 'payment-method/delete', { jar, fields: { id: String(a) } })).body.data.cards)).toEqual([c]);
    // Without a club membership the last card can go too.
    const last = await call('POST', 'payment-method/delete', { jar, fields: { id: String(c) } });
    expect(last.status).toBe(200);
    expect(last.body.data.cards).toEqual([]);
  });

  test('an expired card cannot become the default, and does not inherit it while a working card remains', async () => {
    const jar = await loggedIn('ann@example.com');
    const a = (await add(jar, await tokenize(jar, VISA))).body.data.id;
    const db = await getDb();
    const old = await db
      .insertInto('payment_methods')
      .values({ customer_id: ids.ann, gateway_token: 'tok_old', card_brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2021, is_default: 0, created_at: new Date(Date.now() + 1000).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const b = (await add(jar, await tokenize(jar, AMEX, '2041', '1234'))).body.data.id;
    const res = await call('POST', 'payment-method/default', { jar, fields: { id: String(old.id) } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['This card has expired, so it can’t be your default. Add a new card instead.']);
    const next = await call('POST', 'payment-method/delete', { jar, fields: { id: String(a) } });
    expect(next.body.data.cards.map((x: Card) => [x.id, x.isDefault])).toEqual([[b, true], [Number(old.id), false]]);
  });

  test('the last card stays while an active or paused club membership bills it; not once cancelled', async () => {
    const jar = await loggedIn('ann@example.com');
    const a = (await add(jar, await tokenize(jar, VISA))).body.data.id;
    const b = (await add(jar, await tokenize(jar, MASTERCARD))).body.data.id;
    await setMembership(ids.ann, 'active');
    expect((await list(jar)).length).toBe(2);
    expect((await call('GET', 'payment-methods', { jar })).body.data.clubNeedsCard).toBe(true);
    // With two cards, one can go.
    expect((await call('POST', 'payment-method/delete', { jar, fields: { id: String(a) } })).status).toBe(200);
    for (const status of ['active', 'paused'] as const) {
      await setMembership(ids.ann, status);
      const res = await call('POST', 'payment-method/delete', { jar, fields: { id: String(b) } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([LAST_CARD]);
      expect(await list(jar)).toEqual([expect.objectContaining({ id: b, isDefault: true })]);
    }
    // Another brand's membership does not count here.
    await setMembership(ids.ann, 'active', 'ckb');
    expect((await call('GET', 'payment-methods', { jar })).body.data.clubNeedsCard).toBe(false);
    await setMembership(ids.ann, 'cancelled');
    expect((await call('GET', 'payment-methods', { jar })).body.data.clubNeedsCard).toBe(false);
    const gone = await call('POST', 'payment-method/delete', { jar, fields: { id: String(b) } });
    expect(gone.status).toBe(200);
    expect(gone.body.data.cards).toEqual([]);
  });
});
