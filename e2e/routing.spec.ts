import { test, expect } from './fixtures';
import { curl } from './http';

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

test('the internal /_brand tree cannot be requested directly', async ({ baseURL, brand }) => {
  for (const path of [`/_brand/${brand.id}`, `/_brand/${brand.id}/about-us`, '/_brand/other/item/1']) {
    expect((await curl(baseURL!, path)).status, path).toBe(404);
  }
});

test("a router data request may read only the host's own brand", async ({ baseURL, brand }) => {
  const other = brand.id === 'pf' ? 'ckb' : 'pf';
  const home = await curl(baseURL!, '/');
  const buildId = /"buildId":"([^"]+)"/.exec(home.text)?.[1];
  expect(buildId).toBeTruthy();
  const data = (id: string) => curl(baseURL!, `/_next/data/${buildId}/_brand/${id}/about-us.json`, { 'x-nextjs-data': '1' });
  const own = await data(brand.id);
  expect(own.status).toBe(200);
  expect(JSON.parse(own.text).pageProps.brand.id).toBe(brand.id);
  expect((await data(other)).status).toBe(404);
});

test('account pages without a session go to the login page, remembering where the shopper was going', async ({ baseURL }) => {
  for (const path of ['/orders', '/members/skip', '/wishlist']) {
    const res = await curl(baseURL!, path);
    expect(res.status, path).toBe(307);
    expect(res.headers['location'], path).toBe(`/login?next=${encodeURIComponent(path)}`);
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
