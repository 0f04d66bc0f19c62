import AxeBuilder from '@axe-core/playwright';
import { CONTENT_FORM_MESSAGES, FORM_SUCCESS_MESSAGES } from '../lib/content/forms';
import { SERVER_FIELD_MESSAGES } from '../lib/content/formErrors';
import type { OrderHistory } from '../lib/account/types';
import { test, expect, hexToRgb } from './fixtures';
import { DEMO_PASSWORD, demoEmail, logIn, needsDemoData } from './accounts';
import { api } from './shopApi';

test('CMS pages marked noindex send the header as well as the meta tag', async ({ page }) => {
  for (const path of ['/send', '/ig', '/travis-test']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(res?.headers()['x-robots-tag'], path).toBe('noindex');
  }
  const indexable = await page.goto('/about-us');
  expect(indexable?.headers()['x-robots-tag']).toBeUndefined();
});

test('the svg gallery is noindex and shows the brand illustrations', async ({ page }) => {
  const res = await page.goto('/svg-gallery');
  expect(res?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await page.locator('main img').count()).toBeGreaterThan(5);
});

test('content pages carry their CMS title and description', async ({ page, brand }) => {
  await page.goto('/care');
  await expect(page).toHaveTitle(new RegExp(`${brand.storeName}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${brand.hosts[0]}/care`);
});

test('an unknown slug is a 404 page with status 404', async ({ page, brand }) => {
  const res = await page.goto('/no-such-page-anywhere');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Page not found | ${brand.storeName}`);
  // In the store's colours, like its header and footer (it was Pure Form's pink on every store).
  const notFound = page.getByTestId('not-found');
  await expect(notFound.getByRole('link', { name: 'Back to the shop' })).toHaveCSS('background-color', hexToRgb(brand.theme.primaryDark));
  await expect(notFound.getByRole('link', { name: 'Size guide' })).toHaveCSS('color', hexToRgb(brand.theme.primaryDark));
  const landing = await page.goto('/landing/no-such-landing');
  expect(landing?.status()).toBe(404);
  const special = await page.goto('/social_media_specials/no-such-campaign');
  expect(special?.status()).toBe(404);
});

test('a link to an unknown slug shows the 404 page without a page load, titled for the brand', async ({ page, brand }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: number }).__sameDocument = 1;
    const a = document.createElement('a');
    a.href = '/no-such-page-by-link';
    a.textContent = 'A link to a page that is gone';
    document.body.append(a);
  });
  await page.getByRole('link', { name: 'A link to a page that is gone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Page not found | ${brand.storeName}`);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: number }).__sameDocument)).toBe(1);
});

test('a malformed address gets the store’s error page with status 400, not a bare one', async ({ page, brand }) => {
  const res = await page.goto('/%E0%A4%A');
  expect(res?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'This link doesn’t work' })).toBeVisible();
  await expect(page).toHaveTitle(`This link doesn’t work | ${brand.storeName}`);
  await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the contact form submits and thanks the shopper', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.locator('form[data-form-id="contact"]');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel(/Your name/)).toBeFocused();
  await form.getByLabel(/Your name/).fill('E2E Shopper');
  await form.getByLabel(/Email address/).fill('e2e.shopper@example.com');
  await form.getByLabel(/^Message/).fill('Do the flares come in a petite length?');
  const posted = page.waitForResponse((r) => r.url().includes('/api.php/form-submission') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await posted).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: FORM_SUCCESS_MESSAGES.contact })).toBeVisible();
});

test('the contact form checks the order number like the server and shows the problem on that field', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.locator('form[data-form-id="contact"]');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api.php/form-submission') && r.method() === 'POST') posts.push(r.url());
  });
  await form.getByLabel(/Your name/).fill('E2E Shopper');
  await form.getByLabel(/Email address/).fill('e2e.shopper@example.com');
  const order = form.getByLabel(/Order number/);
  await order.fill('<script>alert(1)</script>');
  await form.getByLabel(/^Message/).fill('Where is my order?');
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(order).toBeFocused();
  await expect(order).toHaveAttribute('aria-invalid', 'true');
  await expect(order).toHaveAccessibleDescription(`You can find it in your order confirmation email. ${CONTENT_FORM_MESSAGES.orderNumber}`);
  await expect(form.getByText(CONTENT_FORM_MESSAGES.orderNumber)).toBeVisible();
  await expect(form).not.toContainText('orderNumber');
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(posts).toEqual([]);

  // Corrected (a '#' is fine), the message goes through the real shop API.
  await order.fill('#10042');
  await expect(order).not.toHaveAttribute('aria-invalid');
  const posted = page.waitForResponse((r) => r.url().includes('/api.php/form-submission') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await posted).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: FORM_SUCCESS_MESSAGES.contact })).toBeVisible();
});

test('a field error the server still returns shows on that field, never as "field: message"', async ({ page }) => {
  // A shop API with a rule the form does not know yet (e.g. a deployed backend ahead of the
  // storefront) answers a 400 naming the field.
  await page.route('**/api.php/form-submission**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: ['rating: must be between 1 and 5', 'email: must be a valid email address'] }) }),
  );
  await page.goto('/customer-feedback');
  const form = page.locator('form[data-form-id="feedback"]');
  await form.getByLabel(/Your name/).fill('E2E Shopper');
  const email = form.getByLabel(/Email address/);
  await email.fill('e2e.shopper@example.com');
  await form.getByRole('radio', { name: /5 – Excellent/ }).check();
  await form.getByLabel(/Your feedback/).fill('x');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  // The form's own rule first: the server's minimum message length.
  await expect(form.getByLabel(/Your feedback/)).toBeFocused();
  await expect(form.getByText(CONTENT_FORM_MESSAGES.messageTooShort)).toBeVisible();

  await form.getByLabel(/Your feedback/).fill('Soft and comfy.');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(SERVER_FIELD_MESSAGES.email)).toBeVisible();
  await expect(form.getByRole('group', { name: /rate your experience/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(SERVER_FIELD_MESSAGES.rating)).toBeVisible();
  await expect(form).not.toContainText(/\b(rating|email): /);
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('the order tracker finds the demo order and rejects a wrong email', async ({ page, brand, browser, baseURL }) => {
  needsDemoData(brand);
  // The shipped one of the demo customer's seeded orders, read from its history in a context of its own.
  const member = await browser.newContext({ baseURL });
  const memberPage = await member.newPage();
  await memberPage.goto('/login');
  await logIn(memberPage, demoEmail(brand), DEMO_PASSWORD);
  await expect(memberPage).toHaveURL(/\/members$/);
  const orderId = (await api<OrderHistory>(memberPage, 'orders')).orders.find((o) => o.status === 'shipped')!.id;
  await member.close();

  await page.goto('/tracker');
  await page.getByLabel('Order number').fill(`#${orderId}`);
  await page.getByLabel('Email address').fill(`demo@${brand.id}.example`);
  await page.getByRole('button', { name: 'Track order' }).click();
  const result = page.getByTestId('tracking-result');
  await expect(result.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(result.getByText('Shipped', { exact: true })).toBeVisible();
  const events = page.getByTestId('tracking-events').locator('li');
  await expect(events.first()).toContainText('In transit to destination');
  await expect(events.last()).toContainText('Shipping label created');
  await expect(events.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  await page.getByLabel('Email address').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByTestId('tracker-error')).toHaveText('We could not find an order with that number and email.');
  await expect(page.getByTestId('tracking-result')).toHaveCount(0);

  await page.goto('/track_package');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByText('Please enter your order number.')).toBeVisible();
});

test('customer reviews show the rating summary, answers and pages', async ({ page }) => {
  await page.goto('/customer_reviews');
  await expect(page.getByTestId('rating-summary')).toContainText(/Based on \d/);
  expect(await page.getByTestId('review').count()).toBeGreaterThan(0);
  const pager = page.getByTestId('pagination');
  if (await pager.count()) {
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  }
  const absurd = await page.goto('/customer_reviews?page=99999');
  expect(absurd?.status()).toBe(404);
});

test('the size chart shows each size from three sides, reversed on every second entry', async ({ page }) => {
  await page.goto('/photo-size-chart');
  const entries = page.getByTestId('size-entry');
  expect(await entries.count()).toBeGreaterThan(1);
  await expect(entries.nth(0).locator('[data-view]').first()).toHaveAttribute('data-view', 'front');
  await expect(entries.nth(1).locator('[data-view]').first()).toHaveAttribute('data-view', 'back');
  await expect(entries.nth(0)).toContainText(/Waist|Bust|Hip|Pant|Shoe size/);
});

test('VIP exclusives invite a visitor to the club', async ({ page }) => {
  await page.goto('/vip_exclusives');
  await expect(page.getByTestId('vip-invitation')).toBeVisible();
  await expect(page.getByTestId('vip-join')).toHaveAttribute('href', '/club');
});

test('the do-not-sell button sets a ten-year cookie', async ({ page, context }) => {
  // Chromium caps stored cookie lifetimes at 400 days, so the test records what the page writes.
  await page.addInitScript(() => {
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const w = window as unknown as { __cookieWrites: string[] };
    w.__cookieWrites = [];
    Object.defineProperty(document, 'cookie', {
      get: () => desc.get!.call(document),
      set: (v: string) => {
        w.__cookieWrites.push(v);
        desc.set!.call(document, v);
      },
    });
  });
  await page.goto('/dnsmpi');
  await page.getByTestId('dnsmpi-opt-out').click();
  await expect(page.getByTestId('dnsmpi-state')).toContainText('You have opted out');
  const cookie = (await context.cookies()).find((c) => c.name === 'do_not_sell');
  expect(cookie?.value).toBe('1');
  const written = (await page.evaluate(() => (window as unknown as { __cookieWrites: string[] }).__cookieWrites)).find((c) => c.startsWith('do_not_sell=1'));
  const expires = Date.parse(/expires=([^;]+)/i.exec(written ?? '')?.[1] ?? '');
  const years = (expires - Date.now()) / (365.25 * 24 * 3600 * 1000);
  expect(years).toBeGreaterThan(9.9);
  expect(years).toBeLessThan(10.1);
  await page.reload();
  await expect(page.getByTestId('dnsmpi-state')).toContainText('You have opted out');
});

test.describe('accessibility (WCAG 2.1 AA)', () => {
  for (const path of ['/about-us', '/customer_reviews', '/photo-size-chart', '/landing/spring-sale', '/tracker', '/vip_exclusives', '/login', '/register', '/forgot']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
