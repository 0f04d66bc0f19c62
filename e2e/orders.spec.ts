import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { BRANDS } from '../brands';
import type { Brand } from '../brands/types';
import type { OrderDetail, OrderHistory } from '../lib/account/types';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, WCAG, demoEmail, logIn, needsDemoData } from './accounts';
import { api, money } from './shopApi';
import { brandBaseUrl } from './servers';

// Order history per brand: the demo account's three orders (server/seed/customers.ts) on /orders,
// one order's page and back, the login round trip for a logged-out shopper, another brand's order
// as a 404, and the phone width and axe checks. They read the seeded orders (statuses, tracking
// numbers, the 10First code), which no shop API call makes: E2E_DEMO_DATA=0 skips them (needsDemoData).

async function logInAt(page: Page, brand: Brand, next = '/members') {
  await page.goto(`/login?next=${next}`);
  await logIn(page, demoEmail(brand), DEMO_PASSWORD);
  // The login page's own URL ends in ?next=<next> too: wait for the page itself.
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
}

/** The ids of another brand's demo orders, read while logged in there (its own cookies, its own context). */
async function otherBrandOrderIds(browser: Browser, brand: Brand): Promise<number[]> {
  const other = BRANDS.find((b) => b.id !== brand.id)!;
  const context = await browser.newContext({ baseURL: brandBaseUrl(other.id) });
  try {
    const page = await context.newPage();
    await logInAt(page, other);
    return (await api<OrderHistory>(page, 'orders')).orders.map((o) => o.id);
  } finally {
    await context.close();
  }
}

test.describe('order history', () => {
  test.beforeEach(({ brand }) => needsDemoData(brand));

  test('log in → /orders lists the three demo orders → one order’s items and totals → back to the list', async ({ page, brand }) => {
    await logInAt(page, brand, '/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
    const entries = page.getByTestId('order-entry');
    await expect(entries).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Order history pages' })).toHaveCount(0);
    // Seeded processing (1 day before the seeding day), shipped (6 days), delivered (62 days): newest first.
    await expect(entries.nth(0).getByTestId('order-status')).toHaveText('Processing');
    await expect(entries.nth(1).getByTestId('order-status')).toHaveText('Shipped');
    await expect(entries.nth(2).getByTestId('order-status')).toHaveText('Delivered');
    const history = await api<OrderHistory>(page, 'orders');
    const delivered = history.orders[2];
    await expect(entries.nth(2).getByTestId('order-entry-total')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);

    await entries.nth(2).getByRole('link', { name: `View order #${delivered.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${delivered.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order #${delivered.id}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');
    const detail = await api<OrderDetail>(page, `orders/${delivered.id}`);
    await expect(page.getByText(`Placed ${detail.days} days ago`, { exact: false })).toBeVisible();
    // Three seeded lines, each with its picture, colour, size, quantity and line total.
    const lines = page.getByTestId('order-line');
    await expect(lines).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await expect(lines.nth(i)).toContainText(/Qty \d|\d for \$\d/); // several pieces read "2 for $93.98" (lib/format/quantity.ts)
      await expect(lines.nth(i)).toContainText(/Size |One Size/);
      await expect(lines.nth(i)).toContainText(/\$\d+\.\d{2}/);
      expect(await lines.nth(i).locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await expect(page.getByTestId('amount-discount')).toContainText('('); // the 10First code of the seed
    await expect(page.getByTestId('amount-total')).toHaveText(money(delivered.total));
    await expect(page.getByTestId('order-address')).toContainText('123 Harbor Way');
    await expect(page.getByTestId('order-address')).toContainText('San Diego, CA 92101');
    await expect(page.getByTestId('order-tracking')).toHaveText(/^9400111899223\d+$/);
    // The tracker opens with this order's number filled in; the email address completes it.
    await page.getByRole('link', { name: 'Track this package' }).click();
    await expect(page).toHaveURL(new RegExp(`/tracker\\?order=${delivered.id}$`));
    await expect(page.getByLabel('Order number')).toHaveValue(String(delivered.id));
    await page.getByLabel('Email address').fill(demoEmail(brand));
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByTestId('tracking-events').locator('li').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${delivered.id}` })).toBeVisible();

    await page.getByRole('link', { name: 'Back to your orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(entries).toHaveCount(3);

    // The processing order has no tracking number yet.
    await entries.nth(0).getByRole('link', { name: /View order/ }).click();
    await expect(page.getByTestId('order-no-tracking')).toBeVisible();
  });

  test('logged out, /orders/<id> → log in → back on that order; an expired session too', async ({ page, brand }) => {
    await logInAt(page, brand);
    const id = (await api<OrderHistory>(page, 'orders')).orders[1].id;
    await page.context().clearCookies();

    await page.goto(`/orders/${id}`);
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/orders/${id}`);
    await logIn(page, demoEmail(brand), DEMO_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === `/orders/${id}` && url.search === '');
    await expect(page.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible();

    // A cookie that outlived its session: the page itself sends the shopper to log in.
    await page.context().addCookies([{ name: 'shop_sid', value: 'x'.repeat(43), url: new URL('/', page.url()).href }]);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?next=\/orders$/);
  });

  test('another brand’s order, an unknown one and a malformed id are the 404 page', async ({ page, brand, browser }) => {
    const foreign = await otherBrandOrderIds(browser, brand);
    expect(foreign).toHaveLength(3);
    await logInAt(page, brand);
    for (const path of [`/orders/${foreign[0]}`, '/orders/999999999', '/orders/abc', '/orders?page=9']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByTestId('order-line')).toHaveCount(0);
    }
  });

  test('on a 390 px phone /orders and an order fit the screen and pass axe (WCAG 2.1 AA)', async ({ page, brand }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAt(page, brand, '/orders');
    const fits = async (label: string) => {
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(390);
      const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await fits('/orders');
    await page.getByTestId('order-entry').first().getByRole('link', { name: /View order/ }).click();
    await expect(page.getByTestId('order-line').first()).toBeVisible();
    await fits(page.url());
    await page.goto('/orders');
    await page.getByTestId('order-entry').nth(2).getByRole('link', { name: /View order/ }).click();
    await expect(page.getByTestId('order-tracking')).toBeVisible();
    await fits(page.url());
  });
});
