import type { FrameLocator, Page, Request } from '@playwright/test';
import { test, expect, type E2EBrand } from './fixtures';
import { api } from './shopApi';
import { expectThankYou, fillContactAndAddress, pickFirstChoices } from './checkoutForm';
import { routeStripe } from './stripe/routes';
import { deploymentUrl, stripeShopUrl } from './servers';
import { ONCE } from './brandScope';
import { freshAccount } from './accounts';

/**
 * Checkout on the shop with every brand on Stripe (playwright.config.ts's Stripe shop and the Stripe
 * stand-in; Stripe.js is the stand-in served by e2e/stripe/routes.ts): the card is typed into Stripe's
 * frame and never reaches the shop, a decline, a 3-D Secure challenge, Afterpay's redirect, a wallet,
 * and a post-purchase offer charged to the order's card without typing it again. Runs on every brand.
 */
test.skip(() => Boolean(deploymentUrl('pf')), 'the Stripe shop runs locally only');

const CARD = { approve: '4242424242424242', decline: '4000000000000002', challenge: '4000002760003184' };

interface CartLike {
  itemCount: number;
  afterpayAvailable: boolean;
  amounts: { total: number };
}

/** Every request the page sends to the shop's own origin, with its body. */
function shopRequests(page: Page, origin: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(origin)) seen.push(r);
  });
  return seen;
}

async function cartToCheckout(page: Page, brand: E2EBrand, index = 0) {
  await page.goto('/');
  const data = await api<{ items: { id: number; soldOut: boolean }[] }>(page, `category/${brand.categories[0].slug}`);
  const item = data.items.filter((i) => !i.soldOut)[index];
  await page.goto(`/item/${item.id}`);
  await page.getByTestId('sizes').locator('label:has(input:not([disabled]))').first().click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  await expect.poll(async () => (await api<CartLike>(page, 'cart')).itemCount).toBeGreaterThan(0);
  await page.goto('/checkout');
  await expect(page.getByRole('form', { name: 'Checkout' })).toBeVisible();
}


const paymentFrame = (page: Page): FrameLocator => page.frameLocator('[data-standin-element="payment"]');

async function typeCard(page: Page, number: string) {
  const frame = paymentFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill('11 / 33');
  await frame.getByLabel('Security code').fill('987');
}

// Every test here runs on its brand's pages of the Stripe shop.
test.use({ baseURL: async ({ brand }, provide) => provide(stripeShopUrl(brand.id)) });

test.beforeEach(async ({ page }) => {
  await routeStripe(page);
});

test('a card typed into Stripe’s frame pays the order; no card data reaches the shop; a post-purchase offer is charged to the same card', async ({ page, brand }) => {
  const origin = stripeShopUrl(brand.id);
  const requests = shopRequests(page, origin);
  const stripeLoads: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('https://js.stripe.com/')) stripeLoads.push(new URL(page.url()).pathname);
  });
  await cartToCheckout(page, brand);
  // Home, category and item pages never fetched Stripe.js (checkout, now open, may have begun to).
  expect(stripeLoads.filter((p) => p !== '/checkout')).toEqual([]);
  // The shop's own card fields are not there: Stripe's element is.
  await expect(page.getByRole('form', { name: 'Checkout' }).getByLabel('Card number')).toHaveCount(0);
  await fillContactAndAddress(page);
  await typeCard(page, CARD.approve);
  // Checkout did: Stripe.js and its frame.
  expect(stripeLoads.length).toBeGreaterThan(0);
  expect(stripeLoads.every((p) => p === '/checkout')).toBe(true);
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/(special-offer|thank-you)/, { timeout: 30_000 });
  // The brand's first one-click offer (when its funnel has one): accepted, charged off session to the order's card, nothing typed.
  const offered = /\/special-offer\//.test(page.url());
  if (offered) {
    const offer = page.getByTestId('offer');
    await expect(offer).toBeVisible();
    const id = await offer.getAttribute('data-offer-id');
    await pickFirstChoices(offer);
    await offer.getByTestId('offer-accept').click();
    await page.waitForURL((u) => !u.pathname.endsWith(`/special-offer/${id}`));
  }
  await expectThankYou(page);
  for (const r of requests) {
    const body = r.postData() ?? '';
    expect(body, `${r.method()} ${r.url()}`).not.toMatch(/4242\s?4242|"cvc"|cvc=|987(?!\d)/);
    expect(r.url()).not.toMatch(/4242424242424242/);
  }
  expect(requests.some((r) => r.method() === 'POST' && /\/checkout$/.test(new URL(r.url()).pathname))).toBe(true);
  if (offered) await expect(page.getByTestId('linked-order')).toHaveCount(1);
});

test('a decline says so and keeps the cart; a 3-D Secure challenge then completes the order', async ({ page, brand }) => {
  await cartToCheckout(page, brand);
  await fillContactAndAddress(page);
  await typeCard(page, CARD.decline);
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('payment-error')).toHaveText(/declined/i);
  expect((await api<CartLike>(page, 'cart')).itemCount).toBeGreaterThan(0);

  await typeCard(page, CARD.challenge);
  await page.getByTestId('pay-button').click();
  const challenge = page.frameLocator('[data-standin="3ds"] iframe');
  await challenge.getByRole('button', { name: 'Complete' }).click();
  await expectThankYou(page);
});

test('Pay in 4 goes to Afterpay and back: the order is confirmed and Afterpay runs the installments', async ({ page, brand }) => {
  await cartToCheckout(page, brand);
  const cart = await api<CartLike>(page, 'cart');
  test.skip(!cart.afterpayAvailable, `${brand.id}: Pay in 4 is not offered for this cart`);
  await fillContactAndAddress(page);
  await page.getByRole('radio', { name: /Pay in 4/ }).check();
  await expect(page.getByTestId('pay-in-4-hint')).toContainText('Afterpay');
  await expect(paymentFrame(page).getByText(/redirected to Afterpay/)).toBeVisible();
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/hooks\.stripe\.com\/_test\/authenticate\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Complete' }).click();
  await expectThankYou(page);
  await expect(page.getByTestId('thank-you')).toContainText(/installments/i);
});

test('Google Pay through the Express Checkout Element pays once the address is filled', async ({ page, brand }) => {
  await cartToCheckout(page, brand);
  const wallet = page.frameLocator('[data-standin-element="expressCheckout"]');
  // Without an address the sheet does not open: the form shows what is missing.
  await wallet.getByRole('button', { name: 'Google Pay' }).click();
  await expect(page.getByTestId('form-errors')).toBeVisible();
  await fillContactAndAddress(page);
  await wallet.getByRole('button', { name: 'Google Pay' }).click();
  await expectThankYou(page);
});

test('a card added under Payment methods goes through Stripe (a SetupIntent with its 3-D Secure challenge), then pays at checkout as a saved card', ONCE, async ({ page, brand }) => {
  await freshAccount(page, brand, 'stripe-card', 'Ann Lee');
  await page.goto('/change_payment');
  const form = page.getByTestId('card-form');
  await expect(form.getByLabel('Card number')).toHaveCount(0);
  await typeCard(page, '4000002500003155');
  await form.getByRole('button', { name: 'Save card' }).click();
  await page.frameLocator('[data-standin="3ds"] iframe').getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('cards-notice')).toHaveText('Visa ending in 3155 saved.');

  await cartToCheckout(page, brand);
  await expect(page.getByTestId('saved-cards')).toContainText('Visa ending in 3155');
  await fillContactAndAddress(page);
  await page.getByTestId('pay-button').click();
  // Set up for off-session use, the saved card pays without a second challenge.
  await expectThankYou(page);
});
