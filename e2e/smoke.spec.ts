import { test, expect, collectErrors } from './fixtures';
import { ALLOWED_REDIRECTS, PUBLIC_PATHS, SLIM_PATHS, SOCIAL_SPECIAL, expectRealPage } from './publicPages';

/**
 * The per-brand smoke (e2e/README.md): every public page of spec section 2 that is not home,
 * category, item, checkout or account renders for this brand (200, or its designed redirect) with a
 * real heading and copy and no console error; the slim pages (landing, funnel test, social media
 * special) have no footer and carry noindex; the social media special offers its code through the
 * cart. One browser page walks them all: what is checked is each brand's content, not isolation.
 */
test('every public page of the brand renders with a heading, real copy and no console error', async ({ page, brand }) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  for (const path of PUBLIC_PATHS) {
    const res = await page.goto(path);
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== path) expect(ALLOWED_REDIRECTS[path] ?? [], `${path} redirected to ${finalPath}`).toContain(finalPath);
    await expectRealPage(page, res);
    await expect(page, path).toHaveTitle(/\S/);
    await expect(page.locator('footer'), path).toHaveCount(1);
  }
  for (const path of SLIM_PATHS(brand.id)) {
    const res = await page.goto(path);
    await expectRealPage(page, res);
    expect(res?.headers()['x-robots-tag'], path).toBe('noindex');
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
    await expect(page.locator('footer'), path).toHaveCount(0);
  }
  await page.goto(`/social_media_specials/${SOCIAL_SPECIAL[brand.id]}`);
  // The page's own code (its campaign's, issue 25), once: e2e/promotions.spec.ts applies it.
  await expect(page.getByTestId('social-code')).toHaveCount(1);
  const code = (await page.getByTestId('social-code').innerText()).trim();
  await expect(page.getByTestId('social-apply')).toHaveAttribute('href', `/cart?coupon=${encodeURIComponent(code)}`);
  expect(errors, 'console errors').toEqual([]);
});
