import { test, expect, hexToRgb } from './fixtures';

test('home page shows the brand name, colours and menu, with the cart count from the API', async ({ page, brand }) => {
  const cartResponse = page.waitForResponse((r) => r.url().includes('/api.php/cart') && r.request().method() === 'GET');
  await page.goto('/');
  await expect(page.getByTestId('store-name')).toHaveText(brand.storeName);
  await expect(page).toHaveTitle(new RegExp(brand.storeName));

  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim());
  expect(primary).toBe(brand.theme.primary);
  const logoColour = await page.getByTestId('store-name').evaluate((el) => getComputedStyle(el).color);
  expect(logoColour).toBe(hexToRgb(brand.theme.primaryDark));

  const firstMenu = brand.headerMenu[0];
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: firstMenu.name, exact: true })).toBeVisible();

  const body = (await (await cartResponse).json()) as { data: { itemCount: number } };
  await expect(page.getByTestId('cart-count')).toHaveText(String(body.data.itemCount));
});

test('the menu drawer opens on a phone', async ({ page, brand }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('menu-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: brand.headerMenu[0].name, exact: true })).toBeVisible();
});
