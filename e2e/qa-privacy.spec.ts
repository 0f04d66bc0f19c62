import { test, expect } from './fixtures';

const DAY_S = 24 * 60 * 60;

test('/travis-test is the QA page: which brand and build answered, noindex, no placeholder copy', async ({ page, brand }) => {
  const res = await page.goto('/travis-test');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const qa = page.getByTestId('qa-panel');
  await expect(qa.getByTestId('qa-brand')).toHaveText(`${brand.storeName} (${brand.id})`);
  const buildId = await page.evaluate(() => (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId);
  await expect(qa.getByTestId('qa-build')).toHaveText(buildId);
  await expect(qa.getByTestId('qa-host')).toHaveText(new URL(page.url()).hostname);
  await expect(page.locator('main')).not.toContainText(/Button label|post caption|A short supporting sentence|The (first|second|third) step\./);
});

test('an opt-out is set again on every visit, so the browser keeps it; the page promises nothing longer', async ({ page, context, baseURL }) => {
  const cookie = async () => (await context.cookies(baseURL)).find((c) => c.name === 'do_not_sell');
  // No opt-out, none made by a visit.
  await page.goto('/about-us');
  await expect(page.locator('h1')).toBeVisible();
  expect(await cookie()).toBeUndefined();

  // An opt-out about to run out (a browser cut it short) is renewed by the next page load, to the
  // longest the browser keeps (Chromium: 400 days).
  const now = Date.now() / 1000;
  await context.addCookies([{ name: 'do_not_sell', value: '1', url: baseURL!, expires: Math.round(now + DAY_S) }]);
  await page.goto('/about-us');
  await expect.poll(async () => ((await cookie())?.expires ?? 0) - now, { timeout: 10_000 }).toBeGreaterThan(399 * DAY_S);
  expect((await cookie())?.value).toBe('1');

  await page.goto('/dnsmpi');
  await expect(page.getByTestId('dnsmpi-state')).toContainText('renewed every time you visit');
  await expect(page.locator('main')).not.toContainText(/ten years|10 years/i);
});
