import { test, expect } from './fixtures';
import { curl } from './http';
import { loginPath, safeNextPath } from '../lib/account/nextPath';

/** The same server under a host name no brand claims (Chromium resolves *.localhost to loopback). */
function otherHost(baseURL: string | undefined, host: string): string {
  const u = new URL(baseURL ?? 'http://pf.localhost:3100');
  u.hostname = host;
  return u.origin;
}

test('each brand host serves its own shop', async ({ page, brand }) => {
  await page.goto('/');
  await expect(page.getByTestId('store-name')).toHaveText(brand.storeName);
  await expect(page.locator('[data-brand]')).toHaveAttribute('data-brand', brand.id);
});

test('an unknown host gets a 404 "Unknown host" page, not a shop', async ({ page, baseURL }) => {
  const res = await page.goto(`${otherHost(baseURL, 'no-such-brand.localhost')}/about-us`);
  expect(res?.status()).toBe(404);
  expect(res?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown host');
});

/** The request client-side navigation sends for a page's props (build id read from the brand's home). */
async function dataRequest(baseURL: string, origin: string, path: string) {
  const buildId = /"buildId":"([^"]+)"/.exec((await curl(baseURL, '/')).text)?.[1];
  expect(buildId).toBeTruthy();
  return curl(origin, `/_next/data/${buildId}${path}.json`, { 'x-nextjs-data': '1' });
}

test("a router data request answers for the host's own brand", async ({ baseURL, brand }) => {
  const res = await dataRequest(baseURL!, baseURL!, '/about-us');
  expect(res.status).toBe(200);
  expect(JSON.parse(res.text).pageProps.brand.id).toBe(brand.id);
});

test('an unknown host gets no shop data from a router data request either', async ({ baseURL }) => {
  const res = await dataRequest(baseURL!, otherHost(baseURL, 'no-such-brand.localhost'), '/about-us');
  expect(res.status).toBe(404);
  expect(JSON.parse(res.text).pageProps).toEqual({ unknownHost: true });
});

test('account pages without a session go to the login page, remembering where the shopper was going', async ({ baseURL }) => {
  for (const path of ['/orders', '/members/skip', '/wishlist', '/orders?page=2', '/change_payment?x=%2F1']) {
    const res = await curl(baseURL!, path);
    expect(res.status, path).toBe(307);
    expect(res.headers['location'], path).toBe(loginPath(path));
    // The login page sends the shopper back to exactly that path, query included.
    expect(safeNextPath(new URL(res.headers['location'], baseURL).searchParams.get('next')), path).toBe(path);
  }
});

test('menu and product links navigate without a full page load, and back works', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => ((window as unknown as { __sameDocument: number }).__sameDocument = 1));
  const stillSameDocument = () => page.evaluate(() => (window as unknown as { __sameDocument?: number }).__sameDocument === 1);

  const menuLink = page.getByRole('navigation', { name: 'Main' }).locator('a[href^="/category"]:visible').first();
  const menuHref = (await menuLink.getAttribute('href'))!;
  await menuLink.click();
  await expect(page).toHaveURL(new URL(menuHref, page.url()).href);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await stillSameDocument()).toBe(true);

  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/item\/\d+$/);
  await expect(page.getByTestId('item-name')).toBeVisible();
  expect(await stillSameDocument()).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(new URL(menuHref, page.url()).href);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await stillSameDocument()).toBe(true);
});

test('every answer carries the security headers', async ({ baseURL }) => {
  // A script chunk too: only next dev leaves its own development folder out (next.config.ts).
  const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec((await curl(baseURL!, '/')).text)?.[1];
  expect(chunk).toBeDefined();
  for (const path of ['/', '/cart', '/api.php/settings', chunk!]) {
    const { headers } = await curl(baseURL!, path);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    // HSTS only on answers over HTTPS (lib/security/transportSecurity.ts): a browser ignores it on
    // plain HTTP, and a deployment behind a TLS proxy sets TRUST_PROXY.
    if (new URL(baseURL!).protocol === 'https:') expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
    else expect(headers['strict-transport-security'], path).toBeUndefined();
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
  // Pages load their own scripts, styles and images; an API answer may load nothing.
  expect((await curl(baseURL!, '/')).headers['content-security-policy']).toContain("default-src 'self'");
  expect((await curl(baseURL!, '/api.php/settings')).headers['content-security-policy']).toContain("default-src 'none'");
});

test('pages allow only their own scripts: a fresh nonce per answer; an injected inline script does not run and is reported', async ({ page, baseURL, cspViolations }) => {
  const first = await curl(baseURL!, '/');
  const second = await curl(baseURL!, '/');
  const nonceOf = (policy: string | undefined) => /script-src 'self' 'nonce-([A-Za-z0-9+/]+={0,2})'(;|$)/.exec(policy ?? '')?.[1];
  const nonce = nonceOf(first.headers['content-security-policy']);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
  // Every executable script in the HTML carries it; data blocks (JSON-LD, __NEXT_DATA__) need none.
  const scripts = [...first.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
  expect(scripts.length).toBeGreaterThan(3);
  for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);

  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  // The browser reports the refusal to the policy's report-uri, which logs it for the operator.
  const reported = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/csp-report');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    await new Promise((r) => setTimeout(r, 100));
    return w.injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toContain('inline script');
  expect((await reported).status()).toBe(204);
  cspViolations.length = 0;
});

/** The content of a <meta property> in the server-rendered HTML, which is what link previews read. */
function metaContent(html: string, property: string): string | null {
  return new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;
}

test('home, a category, an item and a content page are shared with a PNG that answers; the item’s JSON-LD lists PNGs', async ({ baseURL, brand }) => {
  const onHost = (url: string | null) => expect(url ?? '').toMatch(new RegExp(`^https://${brand.hosts[0].replace(/\./g, '\\.')}/media/[A-Za-z0-9_-]+\\.png$`));
  const expectPng = async (url: string) => {
    const res = await curl(baseURL!, new URL(url).pathname);
    expect(res.status, url).toBe(200);
    expect(res.headers['content-type'], url).toBe('image/png');
  };
  const category = brand.headerMenu.flatMap((m) => [m, ...(m.children ?? [])]).find((m) => m.path.startsWith('/category/'))!.path;
  const item = /href="(\/item\/\d+)"/.exec((await curl(baseURL!, category)).text)?.[1];
  expect(item, `an item on ${category}`).toBeTruthy();

  const shared: Record<string, string> = {};
  for (const path of ['/', category, item!, '/about-us']) {
    const res = await curl(baseURL!, path);
    expect(res.status, path).toBe(200);
    const image = metaContent(res.text, 'og:image');
    onHost(image);
    expect(metaContent(res.text, 'og:image:type'), path).toBe('image/png');
    expect(metaContent(res.text, 'og:image:width'), path).toBe('1200');
    expect(Number(metaContent(res.text, 'og:image:height')), path).toBeGreaterThan(0);
    await expectPng(image!);
    shared[path] = image!;
  }

  const html = (await curl(baseURL!, item!)).text;
  const docs = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as { '@type': string; image?: string[] });
  const product = docs.find((d) => d['@type'] === 'Product');
  expect(product?.image?.length).toBeGreaterThan(0);
  product!.image!.forEach(onHost);
  expect(product!.image![0]).toBe(shared[item!]);
  await expectPng(product!.image![0]);
});
