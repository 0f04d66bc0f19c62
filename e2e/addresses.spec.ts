import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { WCAG, freshAccount, logIn } from './accounts';

// Saved addresses and change password, per brand, each test with a fresh account registered
// through the mailed confirmation link (read from the test mail inbox), so no test
// changes the shared demo account.

async function fitsAndPassesAxe(page: Page, what: string) {
  await page.locator('h1').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(390);
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('saved addresses and change password', () => {
  test('visitors are sent to log in and come back', async ({ page }) => {
    for (const path of ['/addresses', '/change_password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?next=/);
      expect(new URL(page.url()).searchParams.get('next')).toBe(path);
    }
  });

  test('add an address → listed → edit → a second one made default → delete', async ({ page, brand }) => {
    await freshAccount(page, brand, 'addr', 'Robin Tester');
    await page.goto('/addresses');
    await expect(page.getByRole('heading', { level: 1, name: 'Your addresses' })).toBeVisible();
    await expect(page.getByTestId('addresses-empty')).toBeVisible();

    let form = page.getByRole('form', { name: 'Add an address' });
    // A shipping address is offered only the countries the brand ships to (GET cart's shipsTo), a billing address any.
    const shipsTo = (await page.evaluate(async () => (await (await fetch('/api.php/cart')).json()).data.shipsTo)) as string[];
    await expect(form.getByLabel('Use this as')).toHaveValue('shipping');
    await expect(form.getByLabel('Country').locator('option:not([value=""])')).toHaveCount(shipsTo.length);
    await form.getByLabel('Use this as').selectOption('billing');
    // The country drives the postal code's label and the phone's mask.
    await form.getByLabel('Country').selectOption('GB');
    await expect(form.getByLabel('Postal Code')).toBeVisible();
    await form.getByLabel('Phone').pressSequentially('44 20 7946 0000');
    await expect(form.getByLabel('Phone')).toHaveValue('+442079460000');
    await form.getByLabel('Country').selectOption('US');
    await expect(form.getByLabel('Zip Code')).toBeVisible();
    await form.getByLabel('Phone').fill('');
    await form.getByLabel('Phone').pressSequentially('6195550142');
    await expect(form.getByLabel('Phone')).toHaveValue('(619) 555-0142');
    await form.getByLabel('Use this as').selectOption('shipping');

    await form.getByLabel('Full name').fill('Robin');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Please enter your first and last name');
    await form.getByLabel('Full name').fill('Robin Tester');
    await form.getByLabel('Address', { exact: true }).fill('123 Harbor Way');
    await form.getByLabel('City').fill('San Diego');
    await form.getByLabel('State').selectOption('CA');
    await form.getByLabel('Zip Code').fill('92101');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('addresses-notice')).toHaveText('Address saved.');
    const cards = page.getByTestId('saved-address');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Default shipping');
    await expect(cards.first()).toContainText('San Diego, CA 92101');

    await page.getByRole('button', { name: 'Edit 123 Harbor Way' }).click();
    form = page.getByRole('form', { name: 'Edit address' });
    await expect(form.getByLabel('City')).toHaveValue('San Diego');
    await form.getByLabel('City').fill('La Jolla');
    await form.getByLabel('Zip Code').fill('92037');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('addresses-notice')).toHaveText('Address updated.');
    await expect(cards.first()).toContainText('La Jolla, CA 92037');

    await page.getByTestId('add-address').click();
    form = page.getByRole('form', { name: 'Add an address' });
    await form.getByLabel('Full name').fill('Robin Tester');
    await form.getByLabel('Company (optional)').fill('Tester Studio');
    await form.getByLabel('Address', { exact: true }).fill('500 Market Street');
    await form.getByLabel('City').fill('San Francisco');
    await form.getByLabel('State').selectOption('CA');
    await form.getByLabel('Zip Code').fill('94105');
    await form.getByLabel('Phone').pressSequentially('4155550199');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).not.toContainText('Default');

    await page.getByRole('button', { name: 'Make default 500 Market Street' }).click();
    await expect(page.getByTestId('addresses-notice')).toHaveText('500 Market Street is now your default shipping address.');
    await expect(cards.first()).toContainText('500 Market Street');
    await expect(cards.first()).toContainText('Default shipping');

    await page.getByRole('button', { name: 'Delete 500 Market Street' }).click();
    await page.getByRole('button', { name: 'Yes, delete 500 Market Street' }).click();
    await expect(page.getByTestId('addresses-notice')).toHaveText('Address deleted.');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('123 Harbor Way');
    await expect(cards.first()).toContainText('Default shipping');

    // What the page shows is what is stored.
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('La Jolla, CA 92037');
  });

  test('change password → log out → the new password logs in, the old one does not', async ({ page, brand }) => {
    const { email, password } = await freshAccount(page, brand, 'pw', 'Robin Tester');
    await page.goto('/change_password');
    await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Change your password' });
    const newPassword = 'a brand new e2e password';
    await form.getByLabel('Current password').fill('not the password');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change my password' }).click();
    await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('That isn’t your current password.');

    await form.getByLabel('Current password').fill(password);
    await form.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByTestId('password-changed')).toContainText('Your password is changed');

    // Still logged in here.
    await page.goto('/members');
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You’re logged out' })).toBeVisible();

    await page.goto('/login');
    await logIn(page, email, password);
    await expect(page.getByTestId('account-form-error')).toHaveText('Email or password is incorrect.');
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);
  });

  test('on a 390 px phone both pages fit the screen and pass axe (WCAG 2.1 AA)', async ({ page, brand }) => {
    // A registration and four axe scans: CI once needed more than the default minute on a cold server.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await freshAccount(page, brand, 'phone', 'Robin Tester');
    await page.goto('/addresses');
    await fitsAndPassesAxe(page, '/addresses (empty, form open)');
    const form = page.getByRole('form', { name: 'Add an address' });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await fitsAndPassesAxe(page, '/addresses (form errors)');
    await form.getByLabel('Full name').fill('Robin Tester');
    await form.getByLabel('Address', { exact: true }).fill('1 Very Long Street Name That Goes On And On Boulevard');
    await form.getByLabel('City').fill('San Diego');
    await form.getByLabel('State').selectOption('CA');
    await form.getByLabel('Zip Code').fill('92101');
    await form.getByLabel('Phone').pressSequentially('6195550142');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('saved-address')).toHaveCount(1);
    await page.getByRole('button', { name: /^Delete / }).click();
    await fitsAndPassesAxe(page, '/addresses (listed, delete asked)');
    await page.goto('/change_password');
    await fitsAndPassesAxe(page, '/change_password');
  });
});
