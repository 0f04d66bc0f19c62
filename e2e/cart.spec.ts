import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { ONCE } from './brandScope';
import { api, money } from './shopApi';
import type { E2EBrand as Brand } from './fixtures';

// Cart journeys (issue 4): drawer on add, quantity and remove, cart page, coupon link,
// drawer/menu exclusivity on a phone.

interface CartLike {
  itemCount: number;
  items: { cartId: number; quantity: number; price: number }[];
  amounts: { subtotal: number; total: number; discount: number; shipping: number };
  freeShippingThreshold: number;
  featuredItemIds: number[];
}

async function addItem(page: Page, brand: Brand): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  const data = await api<{ items: { id: number; soldOut: boolean }[] }>(page, `category/${brand.categories[0].slug}`);
  const item = data.items.find((i) => !i.soldOut)!;
  await page.goto(`/item/${item.id}`);
  await page.getByTestId('sizes').locator('label:has(input:not([disabled]))').first().click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
}

test('adding opens the drawer; quantity, amounts and remove update the cart', async ({ page, brand }) => {
  await addItem(page, brand);
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart, 1 item');
  const cart = await api<CartLike>(page, 'cart');
  await expect(drawer.getByTestId('amount-subtotal')).toHaveText(money(cart.amounts.subtotal));
  await expect(drawer.getByTestId('amount-total')).toHaveText(money(cart.amounts.total));
  await expect(drawer.getByTestId('free-shipping')).toBeVisible();
  // The cart's featuredItemIds: other styles to complete the look, each leading to its item page.
  expect(cart.featuredItemIds.length).toBeGreaterThan(0);
  await expect(drawer.getByTestId('featured-item')).toHaveCount(cart.featuredItemIds.length);
  await expect(drawer.getByTestId('featured-item').first().locator('a')).toHaveAttribute('href', /^\/item\//);

  await drawer.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(drawer.getByTestId('line-quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect.poll(async () => (await api<CartLike>(page, 'cart')).items[0].quantity).toBe(2);
  const two = await api<CartLike>(page, 'cart');
  await expect(drawer.getByTestId('amount-subtotal')).toHaveText(money(two.amounts.subtotal));
  expect(two.amounts.subtotal).toBeCloseTo(cart.amounts.subtotal * 2, 2);

  await drawer.getByRole('button', { name: /Decrease quantity/ }).click();
  await expect(drawer.getByTestId('line-quantity')).toHaveText('1');
  await expect(drawer.getByRole('button', { name: /Decrease quantity/ })).toBeDisabled();

  await drawer.getByRole('button', { name: /^Remove / }).click();
  await expect(drawer.getByTestId('cart-empty')).toBeVisible();
  // An empty cart shows no badge; the button still says so.
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart, empty');
  expect((await api<CartLike>(page, 'cart')).itemCount).toBe(0);
});

test('from the keyboard: Enter on Add to cart opens the drawer, Escape closes it and focus is back on Add to cart', ONCE, async ({ page, brand }) => {
  await page.goto('/');
  const data = await api<{ items: { id: number; soldOut: boolean }[] }>(page, `category/${brand.categories[0].slug}`);
  await page.goto(`/item/${data.items.find((i) => !i.soldOut)!.id}`);
  await page.getByTestId('sizes').locator('label:has(input:not([disabled]))').first().click();
  const add = page.getByTestId('add-to-cart');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  await expect(page.getByTestId('cart-drawer')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-drawer')).toBeHidden();
  // Before, the button was disabled while adding, focus fell to the page and the drawer gave it back there.
  await expect(add).toBeFocused();
});

test('the cart page shows the same cart full width and leads to checkout', async ({ page, brand }) => {
  await addItem(page, brand);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-drawer')).toBeHidden();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Your cart | ${brand.storeName}`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const cart = await api<CartLike & { checkoutPath: string }>(page, 'cart');
  await expect(page.getByTestId('amount-total')).toHaveText(money(cart.amounts.total));
  await page.getByTestId('checkout-button').click();
  // The funnel's first step (the club offer, or the first order bump at its own address).
  await expect(page).toHaveURL(new RegExp(`${cart.checkoutPath}(/\\d+)?$`));
  await expect(page).toHaveTitle('Secure Checkout');
});

test('a coupon link applies its discount code once the cart has loaded', async ({ page, brand }) => {
  await addItem(page, brand);
  await page.goto('/?coupon=10First');
  await expect.poll(async () => (await api<CartLike & { discountDetails: { name: string } | null }>(page, 'cart')).discountDetails?.name?.toLowerCase()).toBe('10first');
  const cart = await api<CartLike>(page, 'cart');
  expect(cart.amounts.discount).toBeCloseTo(Math.round(cart.amounts.subtotal * 10) / 100, 2);
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-drawer').getByTestId('amount-discount')).toHaveText(`(${money(cart.amounts.discount)})`);
  // Free shipping is decided on the subtotal after the discount; the progress line must agree.
  const progress = page.getByTestId('cart-drawer').getByTestId('free-shipping');
  const counted = Math.round((cart.amounts.subtotal - cart.amounts.discount) * 100);
  if (cart.amounts.shipping === 0) await expect(progress).toContainText('unlocked free shipping');
  else await expect(progress).toContainText(`${money((Math.round(cart.freeShippingThreshold * 100) - counted) / 100)} away from free shipping`);
});

test.describe('on a 390 px phone', ONCE, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the cart and menu drawers are mutually exclusive', async ({ page, brand }, testInfo) => {
    await addItem(page, brand);
    await page.screenshot({ path: testInfo.outputPath(`cart-drawer-${brand.id}.png`) });
    const drawerBox = await page.getByTestId('cart-drawer').boundingBox();
    expect(drawerBox!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await page.goto('/');
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('menu-drawer')).toBeVisible();
    // The cart button sits under the menu's backdrop; its click handler opens the cart drawer.
    await page.getByTestId('cart-button').dispatchEvent('click');
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    await expect(page.getByTestId('menu-drawer')).toBeHidden();
    await page.getByTestId('cart-drawer').getByRole('button', { name: /^Close/ }).click();
    await expect(page.getByTestId('cart-drawer')).toBeHidden();
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('menu-drawer')).toBeVisible();
    await expect(page.getByTestId('cart-drawer')).toBeHidden();
  });
});
