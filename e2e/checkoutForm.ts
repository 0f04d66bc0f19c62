import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The sandbox card that approves (server/payments/sandbox.ts TEST_CARDS), as the shopper types it. */
export const APPROVED_CARD = '4242 4242 4242 4242';

/** Fills the checkout form's contact and shipping address as a US shopper (the phone is masked as typed). */
export async function fillContactAndAddress(page: Page, email = 'ann.lee@example.com') {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Full name', { exact: true }).fill('Ann Lee');
  await form.getByLabel('Address', { exact: true }).fill('1 Main St');
  await form.getByLabel('City', { exact: true }).fill('Austin');
  await form.getByLabel('State', { exact: true }).selectOption('TX');
  await form.getByLabel('Zip Code').fill('78701');
  await form.getByLabel('Phone').pressSequentially('5125550100');
  await expect(form.getByLabel('Phone')).toHaveValue('(512) 555-0100');
}

/** Fills the checkout form as a US shopper with a typed card (phone and card inputs are masked as typed). */
export async function fillCheckoutForm(page: Page, card = APPROVED_CARD, email = 'ann.lee@example.com') {
  const form = page.getByRole('form', { name: 'Checkout' });
  await fillContactAndAddress(page, email);
  await form.getByLabel('Card number').pressSequentially(card.replace(/\s/g, ''));
  await expect(form.getByLabel('Card number')).toHaveValue(card);
  await form.getByLabel('Expiry (MM / YY)').pressSequentially('1234');
  await expect(form.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 34');
  await form.getByLabel('Security code (CVC)').fill('123');
}

/**
 * With the club in the cart: the automatic-renewal disclosure beside the pay button (recurring price, renewal,
 * how to cancel, the terms) and its consent box, unticked until the shopper ticks it here.
 */
export async function agreeToClubTerms(page: Page) {
  const disclosure = page.getByTestId('club-disclosure');
  await expect(disclosure).toBeVisible();
  await expect(disclosure.getByTestId('club-terms-link')).toHaveAttribute('href', '/vipterms');
  const consent = disclosure.getByTestId('club-consent');
  await expect(consent).not.toBeChecked();
  await consent.check();
}

/** After Pay: declines any post-purchase offers and waits for the thank-you page. */
export async function expectThankYou(page: Page) {
  const paid = /\/(please-wait|special-offer|thank-you)/;
  await page.waitForURL(paid, { timeout: 45_000, waitUntil: 'commit' }).catch(() => undefined);
  // Still on checkout: say what the page says (a payment error) rather than only that it timed out.
  if (!paid.test(page.url()) && (await page.getByTestId('payment-error').isVisible())) {
    throw new Error(`checkout stayed on ${page.url()} with the payment error: ${await page.getByTestId('payment-error').innerText()}`);
  }
  await expect(page).toHaveURL(paid);
  for (let i = 0; i < 5; i++) {
    await expect(page.getByTestId('offer').or(page.getByTestId('thank-you'))).toBeVisible({ timeout: 15_000 });
    if (await page.getByTestId('thank-you').isVisible()) break;
    const id = await page.getByTestId('offer').getAttribute('data-offer-id');
    // A click before the page has hydrated does nothing: press this offer's own Decline until the page leaves it.
    const decline = page.locator(`[data-testid="offer"][data-offer-id="${id}"]`).getByTestId('offer-decline');
    await expect(async () => {
      if (await decline.isVisible()) await decline.click({ timeout: 2_000 });
      await page.waitForURL((u) => !u.pathname.endsWith(`/special-offer/${id}`), { timeout: 5_000, waitUntil: 'commit' });
    }).toPass({ timeout: 30_000 });
  }
  await expect(page).toHaveURL(/\/thank-you\?order=\d+/);
  await expect(page.getByTestId('thank-you')).toBeVisible();
}

/**
 * Declines every order bump until the checkout form. Reads each bump's id from the address, then
 * waits until the page shows that bump before pressing Decline: right after an in-app navigation
 * the previous bump can still be on screen, and pressing it again (or taking its id) raced.
 */
export async function declineOrderBumps(page: Page) {
  await expect(page).toHaveURL(/\/checkout-ob\/\d+$|\/checkout$/);
  for (let m = /\/checkout-ob\/(\d+)$/.exec(new URL(page.url()).pathname); m; m = /\/checkout-ob\/(\d+)$/.exec(new URL(page.url()).pathname)) {
    const id = m[1];
    await expect(page.getByTestId('offer')).toHaveAttribute('data-offer-id', id);
    // A click before a fully loaded page has hydrated does nothing: press Decline until the page leaves this bump.
    await expect(async () => {
      await page.getByTestId('offer-decline').click({ timeout: 2_000 });
      await page.waitForURL((u) => !u.pathname.endsWith(`/checkout-ob/${id}`), { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('form', { name: 'Checkout' })).toBeVisible();
}

/**
 * Picks an offer's first color and first size in stock by clicking their chips, as a shopper does. A
 * forced check() skipped Playwright's hit-target check: the page's scroll to the top 100 ms after a
 * navigation (lib/checkout/navigation.ts) could move the input between aiming and clicking.
 */
export async function pickFirstChoices(offer: Locator) {
  for (const name of ['offer-color', 'offer-size']) {
    const selector = `input[name="${name}"]:not([disabled])`;
    const chip = offer.locator('label').filter({ has: offer.page().locator(selector) }).first();
    if (!(await chip.count())) continue;
    // A click the jump still caught (between the hit-target check and the press) is made again: a radio stays picked.
    await expect(async () => {
      await chip.click();
      await expect(chip.locator('input')).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
}

/**
 * From the cart's checkout button through the funnel every cart is offered (lib/checkout/club.ts
 * funnelStartPath): on a brand with a paid club the club offer, then the order bumps, each skipped
 * in one click, to the checkout form.
 */
export async function skipFunnelToCheckout(page: Page, paidClub: boolean) {
  if (paidClub) {
    await expect(page).toHaveURL(/\/checkout-club$/);
    await expect(page.getByTestId('club-offer')).toBeVisible();
    await expect(async () => {
      await page.getByRole('button', { name: 'No thanks, continue' }).click({ timeout: 2_000 });
      await page.waitForURL((u) => u.pathname !== '/checkout-club', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(page).toHaveURL(/\/checkout-ob\/\d+$/);
  await declineOrderBumps(page);
}
