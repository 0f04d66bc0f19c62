import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { ANALYTICS_KEYS, ANALYTICS_PORT, deploymentUrl } from './servers';
import { anItem, api, apiPost } from './shopApi';

// The marketing layer in the browser (issue 24), against the third shop of the suite, which runs
// with every analytics key configured (playwright.config.ts, ANALYTICS_ENV). Every third-party host
// is answered here by route handlers: nothing leaves the machine.

interface Seen {
  gtm: string[];
  ga: string[];
  mixpanel: string[];
  pixelEvents: URL[];
  utm: URL[];
}

/** fbevents.js stand-in: records every fbq call (the queued ones first) in window.__fbqCalls. */
const FBEVENTS = `(function(){var f=window.fbq;var calls=window.__fbqCalls=window.__fbqCalls||[];
function rec(){calls.push(JSON.parse(JSON.stringify(Array.prototype.slice.call(arguments))));}
(f.queue||[]).forEach(function(a){rec.apply(null,a);});f.queue=[];f.callMethod=rec;})();`;

/** The CMS's social media specials per brand (as e2e/public-pages.spec.ts). */
const SOCIAL_SPECIAL: Record<string, string> = { pf: 'pf-vip-optin-main', ckb: 'ckb-vip-optin', uncommonpair: 'uncommonpair-club-optin', hb: 'hb-club-optin' };

async function standIns(page: Page): Promise<Seen> {
  const seen: Seen = { gtm: [], ga: [], mixpanel: [], pixelEvents: [], utm: [] };
  await page.route('https://connect.facebook.net/**', (r) => r.fulfill({ contentType: 'text/javascript', body: FBEVENTS }));
  await page.route('https://www.facebook.com/**', (r) => r.fulfill({ status: 200, body: '' }));
  await page.route('https://www.googletagmanager.com/**', (r) => {
    (r.request().url().includes('/gtag/') ? seen.ga : seen.gtm).push(r.request().url());
    return r.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(/https:\/\/([a-z0-9-]+\.)?google-analytics\.com\/.*/, (r) => {
    seen.ga.push(r.request().url());
    return r.fulfill({ status: 204, body: '' });
  });
  await page.route('https://api-js.mixpanel.com/**', (r) => {
    seen.mixpanel.push(`${r.request().url()} ${r.request().postData() ?? ''}`);
    return r.fulfill({ status: 200, contentType: 'application/json', body: '{"status":1}' });
  });
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/api.php/pixel-event')) seen.pixelEvents.push(url);
    if (url.pathname.endsWith('/api.php/utm-data')) seen.utm.push(url);
  });
  return seen;
}

type FbqCall = [string, ...unknown[]];
const fbqCalls = (page: Page) => page.evaluate(() => ((window as unknown as { __fbqCalls?: FbqCall[] }).__fbqCalls ?? []) as FbqCall[]);
const tracked = (calls: FbqCall[]) => calls.filter((c) => c[0] === 'track');

/** Mixpanel sends base64 or JSON batches; the event names in them. */
function mixpanelEvents(bodies: string[]): string[] {
  const names: string[] = [];
  for (const b of bodies) {
    const body = b.slice(b.indexOf(' ') + 1);
    const data = new URLSearchParams(body).get('data') ?? body;
    for (const text of [data, Buffer.from(data, 'base64').toString('utf8')]) {
      try {
        const parsed = JSON.parse(text) as { event: string } | { event: string }[];
        for (const e of Array.isArray(parsed) ? parsed : [parsed]) names.push(e.event);
        break;
      } catch {
        // the other encoding
      }
    }
  }
  return names;
}

test.describe('analytics with every destination configured', () => {
  test.skip(({ brand }) => Boolean(deploymentUrl(brand.id)), 'needs the suite’s analytics server');
  const base = (id: string) => `http://${id}.localhost:${ANALYTICS_PORT}`;

  test('a category page: exactly one PageView (pixel, mirrored with the same id), GTM and GA once, the page view reaches product analytics', async ({ page, brand }) => {
    const seen = await standIns(page);
    const cat = brand.categories[0];
    await page.goto(`${base(brand.id)}/category/${cat.slug}`);
    await expect.poll(async () => tracked(await fbqCalls(page)).length).toBe(1);
    const calls = await fbqCalls(page);
    expect(calls.slice(0, 2)).toEqual([['dataProcessingOptions', []], ['init', ANALYTICS_KEYS.pixelId]]);
    const [pageView] = tracked(calls);
    expect(pageView.slice(0, 3)).toEqual(['track', 'PageView', {}]);
    const eventID = (pageView[3] as { eventID: string }).eventID;
    expect(eventID).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => seen.pixelEvents.length).toBe(1);
    expect(seen.pixelEvents[0].searchParams.get('uuid')).toBe(eventID);
    expect(seen.pixelEvents[0].searchParams.get('event_name')).toBe('PageView');
    expect(seen.pixelEvents[0].searchParams.get('ldu')).toBeNull();
    await expect.poll(() => seen.gtm.length).toBe(1);
    expect(seen.gtm[0]).toContain(`id=${ANALYTICS_KEYS.gtmId}`);
    expect(seen.ga.some((u) => u.includes(`id=${ANALYTICS_KEYS.gaId}`))).toBe(true);
    // Nothing third-party is asked for before the page has loaded (lib/ui/afterLoadIdle.ts).
    const order = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const third = performance.getEntriesByType('resource').filter((r) => /facebook|googletagmanager|mixpanel/.test(r.name) && !r.name.includes('/api/'));
      return { loadEnd: nav.loadEventEnd, firstThirdParty: Math.min(...third.map((r) => r.startTime)) };
    });
    expect(order.loadEnd).toBeGreaterThan(0);
    expect(order.firstThirdParty).toBeGreaterThanOrEqual(order.loadEnd);
    // Batches flush every 5 s.
    await expect.poll(() => mixpanelEvents(seen.mixpanel), { timeout: 20_000, message: seen.mixpanel.join('\n').slice(0, 2000) }).toContain('Page Viewed');
    // The session recorder comes from this app.
    // (Fetched in the page: Node cannot resolve *.localhost.)
    const recorder = await page.evaluate(async () => {
      const res = await fetch('/api/analytics/mixpanel-recorder');
      return { status: res.status, type: res.headers.get('content-type') ?? '', size: (await res.text()).length };
    });
    expect(recorder).toMatchObject({ status: 200, type: expect.stringContaining('javascript') });
    expect(recorder.size).toBeGreaterThan(10_000);
  });

  for (const mode of ['do-not-sell cookie', 'Global Privacy Control'] as const) {
    test(`with the ${mode}: no tag manager or classic analytics on any page type, the pixel and its mirror in limited-data-use mode`, async ({ page, context, brand }) => {
      if (mode === 'do-not-sell cookie') {
        await context.addCookies([{ name: 'do_not_sell', value: '1', domain: `${brand.id}.localhost`, path: '/' }]);
      } else {
        await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
      }
      const seen = await standIns(page);
      await page.goto(`${base(brand.id)}/`);
      const item = (await api<{ items: { id: number; soldOut: boolean }[] }>(page, `category/${brand.categories[0].slug}`)).items[0];
      for (const path of ['/', `/category/${brand.categories[0].slug}`, `/item/${item.id}`, '/cart', '/checkout', '/dnsmpi']) {
        await page.goto(`${base(brand.id)}${path}`);
        await expect.poll(async () => (await fbqCalls(page)).length).toBeGreaterThan(1);
        const calls = await fbqCalls(page);
        expect(calls[0]).toEqual(['dataProcessingOptions', ['LDU'], 0, 0]);
        expect(calls[1]).toEqual(['init', ANALYTICS_KEYS.pixelId]);
      }
      await expect.poll(() => seen.pixelEvents.length).toBeGreaterThan(0);
      expect(seen.pixelEvents.every((u) => u.searchParams.get('ldu') === '1')).toBe(true);
      await page.waitForTimeout(1000);
      expect(seen.gtm).toEqual([]);
      expect(seen.ga).toEqual([]);
      if (mode === 'Global Privacy Control') await expect(page.getByTestId('dnsmpi-gpc')).toBeVisible();
    });
  }

  test('a social media special landing records its one page view (spec section 2: manual page view)', async ({ page, brand }) => {
    const seen = await standIns(page);
    await page.goto(`${base(brand.id)}/social_media_specials/${SOCIAL_SPECIAL[brand.id]}`);
    await expect.poll(async () => tracked(await fbqCalls(page)).map((c) => c[1])).toEqual(['PageView']);
    await expect.poll(() => seen.pixelEvents.map((u) => u.searchParams.get('event_name'))).toEqual(['PageView']);
    await expect.poll(() => mixpanelEvents(seen.mixpanel), { timeout: 20_000 }).toContain('Page Viewed');
    expect(mixpanelEvents(seen.mixpanel).filter((e) => e === 'Page Viewed')).toHaveLength(1);
  });

  test('opting out on /dnsmpi holds from the next page, in-app navigation included: pixel in limited-data-use mode, no new tag', async ({ page, brand }) => {
    const seen = await standIns(page);
    await page.goto(`${base(brand.id)}/dnsmpi`);
    // The destinations have started in full mode (tags loaded, pixel initialised without LDU).
    await expect.poll(async () => tracked(await fbqCalls(page)).length).toBe(1);
    expect((await fbqCalls(page))[0]).toEqual(['dataProcessingOptions', []]);
    await expect.poll(() => seen.gtm.length).toBe(1);
    await page.getByTestId('dnsmpi-opt-out').click();
    await expect(page.getByTestId('dnsmpi-state')).toContainText('You have opted out');
    // The page was loaded again in limited-data-use mode.
    await expect.poll(async () => (await fbqCalls(page))[0]).toEqual(['dataProcessingOptions', ['LDU'], 0, 0]);
    const mirrors = seen.pixelEvents.length;
    const category = page.locator('a[href^="/category/"]:visible').first();
    const href = await category.getAttribute('href');
    await category.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect.poll(() => seen.pixelEvents.length).toBeGreaterThan(mirrors);
    const calls = await fbqCalls(page);
    expect(calls[0]).toEqual(['dataProcessingOptions', ['LDU'], 0, 0]);
    expect(calls.filter((c) => c[0] === 'dataProcessingOptions')).toHaveLength(1);
    expect(seen.pixelEvents.slice(mirrors).every((u) => u.searchParams.get('ldu') === '1')).toBe(true);
    expect(seen.gtm).toHaveLength(1);
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length)).toBe(0);
    expect(await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'Page Viewed').length)).toBe(0);
  });

  test('a page load that starts on a checkout page loads no Google tag later, where its policy (no Google origin) would refuse them', async ({ page, brand }) => {
    const seen = await standIns(page);
    // A tag that reports as gtag does: refused by a policy without the Google origins (the fixture fails on any refusal).
    await page.route('https://www.googletagmanager.com/**', (r) => {
      seen.gtm.push(r.request().url());
      return r.fulfill({ contentType: 'text/javascript', body: "fetch('https://region1.google-analytics.com/g/collect?v=2',{method:'POST',mode:'no-cors'}).catch(function(){});" });
    });
    await page.goto(`${base(brand.id)}/`);
    const pick = await anItem(page);
    const item = await api<{ colors: { name: string }[]; sizes: { size: string; soldOut: boolean }[] }>(page, `item/${pick.id}`);
    await apiPost(page, 'cart/add', { itemId: String(pick.id), color: item.colors[0]?.name ?? '', size: item.sizes.find((s) => !s.soldOut)?.size ?? '', quantity: '1' });
    await page.goto(`${base(brand.id)}/checkout`);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect.poll(async () => tracked(await fbqCalls(page)).length).toBeGreaterThan(0);
    const before = seen.gtm.length;
    await page.locator('a[href="/"]:visible').first().click();
    await expect(page).toHaveURL(`${base(brand.id)}/`);
    await expect.poll(async () => tracked(await fbqCalls(page)).filter((c) => c[1] === 'PageView').length).toBe(2);
    await page.waitForTimeout(1000);
    expect(seen.gtm.slice(before)).toEqual([]);
  });

  test('a search for an email address: no destination gets the address, in an event or in a URL', async ({ page, brand }) => {
    const seen = await standIns(page);
    const email = 'ann.lee@example.com';
    await page.goto(`${base(brand.id)}/search?q=${encodeURIComponent(email)}`);
    await expect.poll(async () => tracked(await fbqCalls(page)).map((c) => c[1])).toEqual(['PageView', 'Search']);
    // (Product analytics drops tracking made before it initialised, spec section 8: its page view is what it gets here.)
    await expect.poll(() => mixpanelEvents(seen.mixpanel), { timeout: 20_000 }).toContain('Page Viewed');
    await expect.poll(() => seen.pixelEvents.length).toBe(2);
    const sent = [
      ...seen.mixpanel.map((b) => {
        const body = b.slice(b.indexOf(' ') + 1);
        const data = new URLSearchParams(body).get('data') ?? body;
        return `${data} ${Buffer.from(data, 'base64').toString('utf8')}`;
      }),
      ...seen.pixelEvents.map((u) => decodeURIComponent(u.search)),
      JSON.stringify(await fbqCalls(page)),
      JSON.stringify(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])),
    ];
    expect(sent.filter((t) => t.includes('ann.lee') || t.includes('ann.lee%40'))).toEqual([]);
    expect(seen.pixelEvents[0].searchParams.get('event_source_url')).toContain('/search?q=%5Bredacted%5D');
  });

  test('a pixel AddToCart and its pixel-event mirror share one event id', async ({ page, brand }) => {
    const seen = await standIns(page);
    await page.goto(`${base(brand.id)}/`);
    const data = await api<{ items: { id: number; soldOut: boolean }[] }>(page, `category/${brand.categories[0].slug}`);
    const item = data.items.find((i) => !i.soldOut)!;
    await page.goto(`${base(brand.id)}/item/${item.id}`);
    await expect.poll(async () => tracked(await fbqCalls(page)).map((c) => c[1])).toEqual(['PageView', 'ViewContent']);
    await page.getByTestId('sizes').locator('label:has(input:not([disabled]))').first().click();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    await expect.poll(async () => tracked(await fbqCalls(page)).map((c) => c[1])).toEqual(['PageView', 'ViewContent', 'AddToCart']);
    const add = tracked(await fbqCalls(page))[2];
    const data3 = add[2] as Record<string, unknown>;
    expect(data3).toMatchObject({ content_ids: [String(item.id)], content_type: 'product', currency: 'USD' });
    expect(typeof data3.content_name).toBe('string');
    expect(typeof data3.value).toBe('number');
    const eventID = (add[3] as { eventID: string }).eventID;
    await expect.poll(() => seen.pixelEvents.filter((u) => u.searchParams.get('event_name') === 'AddToCart').length).toBe(1);
    const mirror = seen.pixelEvents.find((u) => u.searchParams.get('event_name') === 'AddToCart')!;
    expect(mirror.searchParams.get('uuid')).toBe(eventID);
    expect(JSON.parse(mirror.searchParams.get('event_json_data')!)).toEqual(data3);
  });

  test('product analytics batches: a 503 and a 429 from the ingest are retried by the library with the same events', async ({ page, brand }) => {
    const seen = await standIns(page);
    const answers = [503, 429];
    const statuses: number[] = [];
    await page.route('https://api-js.mixpanel.com/**', (r) => {
      const status = answers.shift() ?? 200;
      statuses.push(status);
      seen.mixpanel.push(`${r.request().url()} ${r.request().postData() ?? ''}`);
      return r.fulfill({ status, contentType: 'application/json', body: status === 200 ? '{"status":1}' : '{"error":"busy"}' });
    });
    await page.goto(`${base(brand.id)}/category/${brand.categories[0].slug}`);
    // 5 s flush, then the library's backoff (doubling); each attempt carries the page view again.
    await expect.poll(() => statuses, { timeout: 50_000, intervals: [1000] }).toEqual([503, 429, 200]);
    const perAttempt = seen.mixpanel.map((b) => mixpanelEvents([b]));
    expect(perAttempt.every((names) => names.includes('Page Viewed'))).toBe(true);
  });

  test('a landing with UTM parameters makes exactly one utm-data call, not again on reload', async ({ page, brand }) => {
    const seen = await standIns(page);
    const landing = `${base(brand.id)}/category/${brand.categories[0].slug}?utm_source=e2e&utm_medium=email&utm_campaign=spring-${Date.now()}&fbclid=IwAR0e2e`;
    const answer = page.waitForResponse((r) => r.url().includes('/api.php/utm-data'));
    await page.goto(landing);
    expect((await answer).status()).toBe(200);
    expect(seen.utm).toHaveLength(1);
    expect(seen.utm[0].searchParams.get('utm_source')).toBe('e2e');
    expect(seen.utm[0].searchParams.get('landing_path')).toContain(`/category/${brand.categories[0].slug}?utm_source=e2e`);
    await page.reload();
    await expect.poll(async () => tracked(await fbqCalls(page)).length).toBe(1);
    await page.waitForTimeout(500);
    expect(seen.utm).toHaveLength(1);
    // The pixel mirror carries the landing's click id.
    await expect.poll(() => seen.pixelEvents.length).toBeGreaterThan(0);
    expect(seen.pixelEvents[0].searchParams.get('fbclid')).toBe('IwAR0e2e');
  });
});

test('the main e2e server has no analytics keys: no third-party request and no analytics configuration in the page', async ({ page }) => {
  const seen = await standIns(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => JSON.stringify((window as unknown as { __NEXT_DATA__: { props: { pageProps: object } } }).__NEXT_DATA__.props.pageProps))).not.toContain('"analytics"');
  expect([...seen.gtm, ...seen.ga, ...seen.mixpanel]).toEqual([]);
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
});

// Split tests in pages (issue 24): the Vip4sh club-offer test on the brands that run it (pf, ckb),
// on the main server (a split test needs no analytics key).
test.describe('split test Vip4sh', () => {
  test.skip(({ brand }) => !brand.splitTests?.some((t) => t.key === 'Vip4sh'), 'the brand runs no Vip4sh test');

  test('?Vip4sh=4sh renders the 4sh club offer, the shop API keeps it for the session, the exposure is reported once, and the join ships free', async ({ page }) => {
    const groupCalls: string[] = [];
    const exposureCalls: string[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'POST') return;
      if (req.url().includes('/api.php/test-group')) groupCalls.push(req.postData() ?? '');
      if (req.url().includes('/api.php/test-exposure')) exposureCalls.push(req.postData() ?? '');
    });
    const group = page.waitForResponse((r) => r.url().includes('/api.php/test-group'));
    const exposure = page.waitForResponse((r) => r.url().includes('/api.php/test-exposure'));
    await page.goto('/checkout-club?Vip4sh=4sh');
    expect((await (await group).json()).data.test).toEqual({ key: 'Vip4sh', value: '4sh' });
    const offer = page.getByTestId('club-offer').getByTestId('vip4sh-offer');
    await expect(offer).toHaveAttribute('data-variant', '4sh');
    await expect(offer).toHaveText('Join today and this order ships free.');
    await expect(offer).toBeVisible();
    expect((await (await exposure).json()).data.exposure).toEqual({ key: 'Vip4sh', value: '4sh', recorded: true });
    expect(groupCalls[0]).toMatch(/name="value"\r\n\r\n4sh\r\n/);

    // Another page of the session without the parameter: the same group from the session's cache, nothing asked or counted again.
    await page.goto('/vip');
    await expect(page.getByTestId('vip4sh-offer')).toHaveAttribute('data-variant', '4sh');
    await page.waitForTimeout(500);
    expect(groupCalls).toHaveLength(1);
    expect(exposureCalls).toHaveLength(1);
    // The shop API kept the forced group for the session.
    expect((await apiPost<{ test: { value: string } }>(page, 'test-group', { key: 'Vip4sh', values: 'Control,4sh' })).test.value).toBe('4sh');

    // The offer is priced by the shop API: joining the club with this cart makes its shipping free.
    const pick = await anItem(page);
    const item = await api<{ colors: { name: string }[]; sizes: { size: string; soldOut: boolean }[] }>(page, `item/${pick.id}`);
    await apiPost(page, 'cart/add', { itemId: String(pick.id), color: item.colors[0]?.name ?? '', size: item.sizes.find((s) => !s.soldOut)?.size ?? '', quantity: '1' });
    const before = await api<{ amounts: { subtotal: number; shipping: number } }>(page, 'cart');
    await apiPost(page, 'cart/club', { join: 'true' });
    const after = await api<{ amounts: { shipping: number } }>(page, 'cart');
    expect(after.amounts.shipping).toBe(0);
    // (Unless the item alone already ships free, the offer is what made the difference.)
    if (before.amounts.shipping > 0) expect(after.amounts.shipping).toBeLessThan(before.amounts.shipping);
  });

  test('?Vip4sh=Control renders the control offer; a value the test does not have is ignored', async ({ page }) => {
    await page.goto('/checkout-club?Vip4sh=Control');
    await expect(page.getByTestId('vip4sh-offer')).toHaveAttribute('data-variant', 'Control');
    await expect(page.getByTestId('vip4sh-offer')).toHaveText('Member prices start with today’s order.');
    const group = page.waitForResponse((r) => r.url().includes('/api.php/test-group'));
    await page.goto('/checkout-club?Vip4sh=Evil');
    // Evil is not forced: the cached Control answers without a request.
    await expect(page.getByTestId('vip4sh-offer')).toHaveAttribute('data-variant', 'Control');
    expect(await Promise.race([group.then(() => 'asked'), page.waitForTimeout(800).then(() => 'not asked')])).toBe('not asked');
  });
});
