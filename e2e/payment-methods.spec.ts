import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { WCAG, freshAccount } from './accounts';

// Saved payment methods (/change_payment) on every brand, with a fresh account registered through
// the mailed confirmation link, so the shared demo customer's card is never changed. The card
// numbers are the sandbox gateway's test cards (server/payments/sandbox.ts).

const VISA = '4242424242424242';
const MASTERCARD = '5555555555554444';

async function expectAxeClean(page: Page, what: string) {
  await page.locator('h1').first().waitFor();
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function fitsAndPassesAxe(page: Page, what: string) {
  await page.locator('h1').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(390);
  await expectAxeClean(page, what);
}

async function typeCard(page: Page, number: string, expiry: string, cvc: string) {
  const form = page.getByRole('form', { name: 'Add a card' });
  await form.getByLabel('Card number').fill('');
  await form.getByLabel('Card number').pressSequentially(number);
  await form.getByLabel('Expiry (MM / YY)').fill('');
  await form.getByLabel('Expiry (MM / YY)').pressSequentially(expiry);
  await form.getByLabel('Security code (CVC)').fill(cvc);
  return form;
}

test.describe('saved payment methods', () => {
  test('a visitor is sent to log in and comes back', async ({ page }) => {
    await page.goto('/change_payment');
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/change_payment');
  });

  test('add two cards (after fixing a bad number and a past expiry) → make the second default → remove one', async ({ page, brand }) => {
    await freshAccount(page, brand, 'card', 'Robin Tester');
    // The members page may still be settling from the confirmation's navigation (one CI run in
    // several saw a click there lost): click again until the link has taken the shopper there.
    await expect(async () => {
      if (!/\/change_payment$/.test(page.url())) await page.getByRole('link', { name: 'Your payment methods' }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/change_payment$/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    await expect(page.getByTestId('cards-empty')).toBeVisible();
    await expectAxeClean(page, '/change_payment (empty, form open)');

    // The checkout's card behaviour: grouping, the detected type, 'MM / YY', and its rules.
    let form = await typeCard(page, '4242424242424241', '0120', '123');
    await expect(form.getByLabel('Card number')).toHaveValue('4242 4242 4242 4241');
    // Checked when the field is left, as at checkout: the type stays named beside the error.
    await expect(form.getByLabel('Card number')).toHaveAccessibleDescription('Card type: Visa Enter a valid card number');
    await expect(form.getByLabel('Expiry (MM / YY)')).toHaveValue('01 / 20');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(form.getByLabel('Card number')).toHaveAccessibleDescription('Card type: Visa Enter a valid card number');
    await expect(form.getByLabel('Expiry (MM / YY)')).toHaveAccessibleDescription('This card has expired');
    await expect(form.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page, '/change_payment (form errors)');

    await typeCard(page, VISA, '1234', '123');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByTestId('cards-notice')).toHaveText('Visa ending in 4242 saved.');
    const cards = page.getByTestId('saved-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Visa •••• 4242');
    await expect(cards.first()).toContainText('Expires 12/34');
    await expect(cards.first()).toContainText('Default');

    await page.getByTestId('add-card').click();
    form = await typeCard(page, MASTERCARD, '0335', '321');
    await expect(form.getByLabel('Card number')).toHaveAccessibleDescription('Card type: Mastercard');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByTestId('cards-notice')).toHaveText('Mastercard ending in 4444 saved.');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Visa');
    await expect(cards.nth(1)).toContainText('Mastercard •••• 4444');
    await expect(cards.nth(1)).not.toContainText('Default');

    await page.getByRole('button', { name: /^Make default Mastercard ending in 4444/ }).click();
    await expect(page.getByTestId('cards-notice')).toHaveText('Mastercard ending in 4444 is now your default card.');
    await expect(cards.first()).toContainText('Mastercard');
    await expect(cards.first()).toContainText('Default');

    await page.getByRole('button', { name: /^Remove Visa ending in 4242/ }).click();
    await expect(page.getByRole('group', { name: /^Remove Visa ending in 4242/ })).toBeVisible();
    await expectAxeClean(page, '/change_payment (listed, remove asked)');
    await page.getByRole('button', { name: /^Yes, remove Visa ending in 4242/ }).click();
    await expect(page.getByTestId('cards-notice')).toHaveText('Visa ending in 4242 removed.');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Mastercard');
    await expect(cards.first()).toContainText('Default');

    // What the page shows is what is stored.
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Mastercard •••• 4444');
    await expect(cards.first()).toContainText('Default');
  });

  test('on a 390 px phone the page fits the screen and passes axe (WCAG 2.1 AA)', async ({ page, brand }) => {
    // A registration, two saved cards and three axe scans: CI once needed more than the default minute.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await freshAccount(page, brand, 'cardphone', 'Robin Tester');
    await page.goto('/change_payment');
    await fitsAndPassesAxe(page, '/change_payment (empty, form open)');
    const form = page.getByRole('form', { name: 'Add a card' });
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(form.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await fitsAndPassesAxe(page, '/change_payment (form errors)');
    await typeCard(page, VISA, '1234', '123');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByTestId('saved-card')).toHaveCount(1);
    await page.getByTestId('add-card').click();
    await typeCard(page, MASTERCARD, '0335', '321');
    await page.getByRole('form', { name: 'Add a card' }).getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByTestId('saved-card')).toHaveCount(2);
    await page.getByRole('button', { name: /^Remove Mastercard/ }).click();
    await fitsAndPassesAxe(page, '/change_payment (listed, remove asked)');
  });
});
