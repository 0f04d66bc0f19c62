process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { placeLeggingOrder } from '../helpers/placeOrder';
import { getDb } from '../../server/db';
import { insertShopFixture } from '../../server/cart/__fixtures__/shop';
import { SESSION_COOKIE, hashToken, loadSession } from '../../server/http/session';
import { CLAIM_WINDOW_MS, claimedToken } from '../../server/http/sessionClaim';
import { findBrandByHost } from '../../brands';
import { testCustomers } from '../helpers/customers';

// Issue 35, the UTM landing race: a landing page's utm-data and test-group leave before the browser
// has a session cookie. With the page load's session claim (X-Session-Claim) they make one session
// whatever their order and timing, and the order placed afterwards keeps the landing's touch.
setupTestDatabase('landing_session_claim');

const api = withApiServer(async () => insertShopFixture(await getDb()));
const customers = testCustomers(api, 'claim-test-password-1');

let n = 0;
const newClaim = () => `claim${process.pid}x${Date.now()}x${++n}`.padEnd(43, 'Q').slice(0, 43);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Sent = { setCookies: string[]; status: number };

/** One call as a browser without a cookie sends it; its answer arrives after `delayMs` more. */
async function call(kind: 'utm' | 'group', claim: string | null, campaign: string, delayMs: number): Promise<Sent> {
  const jar = new CookieJar();
  const headers = claim ? { 'X-Session-Claim': claim } : undefined;
  const res =
    kind === 'utm'
      ? await api.request('GET', 'utm-data', { jar, headers, query: { utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: campaign, landing_path: `/?utm_campaign=${campaign}` } })
      : await api.request('POST', 'test-group', { jar, headers, fields: { key: 'Vip4sh', values: 'Control,4sh' } });
  await sleep(delayMs);
  return { setCookies: res.headers.getSetCookie(), status: res.status };
}

/** The browser's cookie jar after both answers: each answer's cookies, in the order they arrived. */
async function landing(claim: string | null, campaign: string, delays: { utm: number; group: number }): Promise<CookieJar> {
  const arrived: Sent[] = [];
  await Promise.all([
    call('utm', claim, campaign, delays.utm).then((s) => arrived.push(s)),
    call('group', claim, campaign, delays.group).then((s) => arrived.push(s)),
  ]);
  const jar = new CookieJar();
  for (const s of arrived) {
    expect(s.status).toBe(200);
    jar.store(s.setCookies);
  }
  return jar;
}

const sessionOf = (jar: CookieJar) => hashToken(jar.cookies.get(SESSION_COOKIE)!);

async function lastSourceOfOrder(jar: CookieJar): Promise<{ last_source: string | null; last_campaign: string | null } | undefined> {
  const orderId = await placeLeggingOrder(api, jar, `claim-order-${process.pid}-${Date.now()}-${++n}`);
  return (await getDb()).selectFrom('conversion_attributions').select(['last_source', 'last_campaign']).where('kind', '=', 'order').where('ref_id', '=', orderId).executeTakeFirst();
}

describe('one landing, one session (X-Session-Claim)', () => {
  for (const [name, delays] of [
    ['test-group answers 400 ms after utm-data', { utm: 0, group: 400 }],
    ['utm-data answers 400 ms after test-group', { utm: 400, group: 0 }],
  ] as const) {
    test(`${name}: one session holds the touch and the group, and the order reports the landing`, async () => {
      const campaign = `race-${++n}`;
      const claim = newClaim();
      const jar = await landing(claim, campaign, delays);
      const db = await getDb();
      const sid = sessionOf(jar);
      const touch = await db.selectFrom('utm_events').select('session_id').where('utm_campaign', '=', campaign).execute();
      expect(touch).toEqual([{ session_id: sid }]);
      const groups = await db.selectFrom('split_test_assignments').select('session_id').where('session_id', '=', sid).execute();
      expect(groups).toHaveLength(1);
      expect(await db.selectFrom('sessions').select('id').where('id', '=', hashToken(claimedToken('pf', claim))).execute()).toEqual([{ id: sid }]);
      expect(await lastSourceOfOrder(jar)).toEqual({ last_source: 'facebook', last_campaign: campaign });
    });
  }

  test('without a claim (the old browser), the delayed test-group answer leaves the order direct: the race the claim removes', async () => {
    const campaign = `race-${++n}`;
    const jar = await landing(null, campaign, { utm: 0, group: 400 });
    expect(await lastSourceOfOrder(jar)).toMatchObject({ last_source: null, last_campaign: null });
  });

  test('a cookie wins over a claim, a malformed claim is ignored, and each page load’s claim is its own', async () => {
    const jar = new CookieJar();
    expect((await api.request('POST', 'test-group', { jar, fields: { key: 'Vip4sh', values: 'Control,4sh' } })).status).toBe(200);
    const sid = sessionOf(jar);
    const claim = newClaim();
    const withBoth = await api.request('POST', 'cart/add', { jar, headers: { 'X-Session-Claim': claim }, fields: { itemId: '1', color: 'x', size: 'y' } });
    expect(withBoth.headers.getSetCookie()).toEqual([]);
    expect(sessionOf(jar)).toBe(sid);
    expect(await (await getDb()).selectFrom('sessions').select('id').where('id', '=', hashToken(claimedToken('pf', claim))).execute()).toEqual([]);
    const bad = await api.request('POST', 'test-group', { jar: new CookieJar(), headers: { 'X-Session-Claim': 'short' }, fields: { key: 'Vip4sh', values: 'Control,4sh' } });
    expect(bad.status).toBe(200);
    expect(claimedToken('pf', newClaim())).not.toBe(claimedToken('pf', newClaim()));
    expect(claimedToken('pf', claim)).not.toBe(claimedToken('ckb', claim));
    expect(claimedToken('pf', claim)).not.toContain(claim);
  });

  test('a claim joins only a guest session younger than the window; a logged-in or older one is not joined', async () => {
    const db = await getDb();
    const brand = findBrandByHost('pf.localhost')!;
    const claim = newClaim();
    const t0 = new Date();
    const cookies: string[] = [];
    const first = await loadSession({ db, brand, token: undefined, secure: false, setCookie: (c) => cookies.push(c), now: t0, claim });
    const id = await first.ensure();
    expect(id).toBe(hashToken(claimedToken('pf', claim)));
    const joined = await loadSession({ db, brand, token: undefined, secure: false, setCookie: () => undefined, now: new Date(t0.getTime() + CLAIM_WINDOW_MS - 1000), claim });
    expect(joined.id).toBe(id);
    const late = await loadSession({ db, brand, token: undefined, secure: false, setCookie: () => undefined, now: new Date(t0.getTime() + CLAIM_WINDOW_MS + 1000), claim });
    expect(late.id).toBeNull();
    expect(await late.ensure()).not.toBe(id);

    // A claimed session that logged in (login gives it a new token): the claim makes a new guest session.
    const other = newClaim();
    const customerId = await customers.insertCustomer('pf', `claim-${process.pid}-${++n}@example.com`, 'Ann Lee');
    const guest = await loadSession({ db, brand, token: undefined, secure: false, setCookie: () => undefined, now: t0, claim: other });
    const guestId = await guest.ensure();
    await guest.login(customerId);
    const afterLogin = await loadSession({ db, brand, token: undefined, secure: false, setCookie: () => undefined, now: t0, claim: other });
    expect(afterLogin.id).toBeNull();
    await db.updateTable('sessions').set({ customer_id: customerId }).where('id', '=', await afterLogin.ensure()).execute();
    const customerSession = await loadSession({ db, brand, token: undefined, secure: false, setCookie: () => undefined, now: t0, claim: other });
    expect(customerSession.id).toBeNull();
    expect(await customerSession.ensure()).not.toBe(guestId);
  });
});
