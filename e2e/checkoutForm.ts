import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The sandbox card that approves (server/payments/sandbox.ts TEST_CARDS), as the shopper types it. */
export const APPROVED_CARD = '4242 4242 4242 4242';

/** Fills the checkout form as a US shopper with a typed card (phone and card inputs are masked as typed). */
export async function fillCheckoutForm(page: Page, card = APPROVED_CARD, email = 'ann.lee@example.com') {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Full name', { exact: true }).fill('Ann Lee');
  await form.getByLabel('Address', { exact: true }).fill('1 Main St');
  await form.getByLabel('City', { exact: true }).fill('Austin');
  await form.getByLabel('State', { exact: true }).selectOption('TX');
  await form.getByLabel('Zip Code').fill('78701');
  await form.getByLabel('Phone').pressSequentially('5125550100');
  await expect(form.getByLabel('Phone')).toHaveValue('(512) 555-0100');
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
  await expect(page).toHaveURL(/\/(please-wait|special-offer|thank-you)/, { timeout: 30_000 });
  for (let i = 0; i < 5; i++) {
    await expect(page.getByTestId('offer').or(page.getByTestId('thank-you'))).toBeVisible({ timeout: 15_000 });
    if (await page.getByTestId('thank-you').isVisible()) break;
    const id = await page.getByTestId('offer').getAttribute('data-offer-id');
    await page.getByTestId('offer-decline').click();
    await page.waitForURL((u) => !u.pathname.endsWith(`/special-offer/${id}`));
  }
  await expect(page).toHaveURL(/\/thank-you\?order=\d+/);
  await expect(page.getByTestId('thank-you')).toBeVisible();
}
