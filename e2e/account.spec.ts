import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { E2EBrand as Brand } from './fixtures';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, WCAG, apiAccount, demoEmail, logIn, mailedPath, needsDemoData, newPassword, submitRegistration, uniqueEmail } from './accounts';

// Customer accounts, per brand: the header's "My account", log in and out with the demo account
// (its seeded orders), a wrong password, registration and password reset through the mailed links
// (read from the test mail inbox the shop delivers to, e2e/mail-inbox.mjs), the protected members
// area, and the style profile page. Besides the demo account's own test, each test makes the
// customer it needs through the shop API (apiAccount), so they pass against any deployment.

const accountLink = (page: Page) => page.getByTestId('account-link');

async function expectMembers(page: Page, name: string, email: string) {
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByTestId('account-name')).toHaveText(name);
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(accountLink(page)).toHaveAttribute('href', '/members');
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re logged out' })).toBeVisible();
  await expect(accountLink(page)).toHaveAttribute('href', '/login');
}

/** Registers a new account and confirms it through the mailed link; ends logged in on /members. */
async function registerAndConfirm(page: Page, brand: Brand, what: string) {
  const email = uniqueEmail(brand, what);
  const password = newPassword();
  await submitRegistration(page, 'Robin E2E', email, password);

  const confirmPath = await mailedPath(brand, email, '/confirm-register');
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  // Opening the link alone does not confirm anything: the account has no session yet.
  await expect(accountLink(page)).toHaveAttribute('href', '/login');
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await expectMembers(page, 'Robin E2E', email);
  await expect(page.getByTestId('account-no-orders')).toBeVisible();
  return { email, password, confirmPath };
}

test.describe('accounts', () => {
  test('header "My account" → log in with the demo account → members area → log out → the header leads to login again', async ({ page, brand }) => {
    needsDemoData(brand);
    await page.goto('/');
    await expect(accountLink(page)).toHaveAttribute('href', '/login');
    await accountLink(page).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    await logIn(page, demoEmail(brand), DEMO_PASSWORD);
    await expectMembers(page, 'Demo Shopper', demoEmail(brand));
    // server/seed/customers.ts: three orders per brand's demo customer.
    const orders = page.getByTestId('account-order');
    await expect(orders.nth(2)).toBeVisible();
    await expect(orders.first()).toContainText(/\$\d+\.\d{2}/);
    await expect(orders.first()).toContainText(/Processing|Shipped|Delivered/);
    // The order number is the card's only link: a tap target of at least 24 px (WCAG 2.5.8).
    const orderLink = orders.first().getByRole('link', { name: /^Order #\d+/ });
    expect((await orderLink.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
    await expect(page.getByRole('link', { name: 'Track a package' })).toHaveAttribute('href', '/tracker');
    await expect(page.getByRole('link', { name: 'Update your style profile' })).toHaveAttribute('href', '/styleprofile');
    for (const [name, href] of [
      ['See all your orders', '/orders'],
      ['Your wishlist', '/wishlist'],
      ['Your addresses', '/addresses'],
      ['Change your password', '/change_password'],
    ]) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    if (brand.hasClub) await expect(page.getByTestId('club-status')).toBeVisible();

    // Logged in already: the login page goes straight to next, and only to a path of this site.
    await page.goto('/login?next=/tracker');
    await expect(page).toHaveURL(/\/tracker$/);
    await page.goto('/login?next=//evil.example/members');
    await expect(page).toHaveURL(/\/members$/);
    expect(new URL(page.url()).host).not.toContain('evil');

    await logOut(page);
    await accountLink(page).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a link on another site to /logout asks first; the API refuses a cross-site logout', async ({ page, brand, baseURL }) => {
    const { email, password, name } = await apiAccount(brand, 'xlogout', 'Robin E2E');
    await page.goto('/login');
    await logIn(page, email, password);
    await expectMembers(page, name, email);

    // A page of another origin (a blank page opened by the browser) links to the shop's logout page
    // and its logout call. setContent alone would write into the shop's own page.
    await page.goto('about:blank');
    await page.setContent(`<a href="${baseURL}/logout">page</a> <a href="${baseURL}/api.php/logout">api</a>`);
    await page.getByRole('link', { name: 'api' }).click();
    await expect(page.locator('body')).toContainText('Log out from the shop’s own pages.');
    await page.goto('/members');
    await expectMembers(page, name, email);

    await page.goto('about:blank');
    await page.setContent(`<a href="${baseURL}/logout">page</a>`);
    await page.getByRole('link', { name: 'page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log out?' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.goto('/members');
    await expectMembers(page, name, email);

    await page.goto('about:blank');
    await page.setContent(`<a href="${baseURL}/logout">page</a>`);
    await page.getByRole('link', { name: 'page' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You’re logged out' })).toBeVisible();
    await expect(accountLink(page)).toHaveAttribute('href', '/login');
  });

  test('a wrong password shows the error on the page', async ({ page, brand }) => {
    const { email, password, name } = await apiAccount(brand, 'wrongpw', 'Robin E2E');
    await page.goto('/login');
    await logIn(page, email, 'not-the-password');
    await expect(page.getByTestId('account-form-error')).toHaveText('Email or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: 'Log in' }).getByLabel('Email address')).toHaveValue(email);
    // The right one still works (and clears the failure count).
    await logIn(page, email, password);
    await expectMembers(page, name, email);
  });

  test('the form checks its fields before sending, and the errors are on the fields', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByLabel('Your name').fill('Robin E2E');
    await form.getByLabel('Email address').fill('robin@example');
    await form.getByLabel('Choose a password').fill('short');
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api.php/register') && posts.push(r.url()));
    await form.getByRole('button', { name: 'Create account' }).click();
    const email = form.getByLabel('Email address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    await expect(form.getByLabel('Choose a password')).toHaveAccessibleDescription('At least 8 characters. Your password needs 8 to 200 characters.');
    expect(posts).toEqual([]);
  });

  test('register → the mailed confirmation link → confirm → members area; the link works once', async ({ page, brand }) => {
    const { confirmPath } = await registerAndConfirm(page, brand, 'register');
    await logOut(page);
    await page.goto(confirmPath);
    await page.getByRole('button', { name: 'Confirm my account' }).click();
    await expect(page.getByTestId('account-form-error')).toHaveText('This link has expired or was already used.');
    await expect(page.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register');
  });

  test('forgot password → the mailed link → a new password → logged in, and the new password works', async ({ page, brand }) => {
    const { email } = await registerAndConfirm(page, brand, 'forgot');
    await logOut(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByTestId('forgot-sent')).toContainText(email);

    await page.goto(await mailedPath(brand, email, '/forgot'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const newPassword = 'my new e2e password';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await expectMembers(page, 'Robin E2E', email);

    await logOut(page);
    await page.goto('/login');
    await logIn(page, email, newPassword);
    await expectMembers(page, 'Robin E2E', email);
  });

  test('/members while logged out → /login?next=/members → after logging in, back on /members', async ({ page, brand }) => {
    const { email, password, name } = await apiAccount(brand, 'next', 'Robin E2E');
    await page.goto('/members');
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/members');
    await logIn(page, email, password);
    await expectMembers(page, name, email);

    // An expired session (the cookie outlived it) is sent to log in by the page itself.
    await page.context().addCookies([{ name: 'shop_sid', value: 'x'.repeat(43), url: page.url() }]);
    await page.goto('/members');
    await expect(page).toHaveURL(/\/login\?next=\/members$/);
  });

  test('the style profile page saves the answers and confirms it', async ({ page }) => {
    await page.goto('/styleprofile');
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us your style' })).toBeVisible();
    await expect(page.locator('footer')).toHaveCount(1);
    await page.locator('label', { hasText: 'Workout ready' }).click();
    await page.locator('label', { hasText: 'True to size' }).click();
    await page.getByLabel('Month').selectOption('3');
    await page.getByRole('button', { name: 'Save my style profile' }).click();
    await expect(page.getByTestId('style-profile-saved')).toContainText('Your style profile is saved');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Workout ready' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'True to size' })).toBeChecked();
    await expect(page.getByLabel('Month')).toHaveValue('3');
  });

  test('on a 390 px phone the account pages fit the screen, and they pass axe (WCAG 2.1 AA)', async ({ page, brand }) => {
    // Eight pages and eight axe scans: 20 s on an idle machine, over 60 s on CI's loaded 2 cores.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = async (path: string) => {
      await page.locator('h1').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
      const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    for (const path of ['/login', '/register', '/forgot', '/forgot?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/confirm-register?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/styleprofile']) {
      await page.goto(path);
      await fits(path);
    }
    const { email, password, name } = await apiAccount(brand, 'phone', 'Robin E2E');
    await page.goto('/login');
    await logIn(page, email, password);
    await expectMembers(page, name, email);
    await fits('/members');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You’re logged out' })).toBeVisible();
    await fits('/logout');
  });
});
