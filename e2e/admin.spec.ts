import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, type E2EBrand } from './fixtures';
import { apiAccount, localShop, logIn, mailsTo, MAIL_TIMEOUT_MS, WCAG } from './accounts';
import { api, apiPost } from './shopApi';
import { curl } from './http';
import { anOrderOf, createStaff, setUpStaff, signIn } from './staff';

// The back office (docs/admin.md): staff made with npm run staff:create, their password and
// authenticator set up on the set-password page, sign-in with a TOTP code generated here; support
// refunds part of an order placed through the shop API and the shopper's order page shows it;
// fulfilment ships an order and the shopper's mail arrives; a pf-only staff member cannot reach a
// ckb order. Runs once (ONCE_FILES): the same code serves every brand.

test.beforeEach(({ brand }) => {
  test.skip(!localShop(brand), 'makes staff with staff:create on the suite’s own database');
});

/** A logged-in shopper's paid order, placed through the shop API; answers its id and the shopper's email. */
async function placeOrder(page: Page, brand: E2EBrand): Promise<{ orderId: number; email: string }> {
  const { email, password } = await apiAccount(brand, 'admin', 'Robin Tester');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL((url) => url.pathname !== '/login');
  const listing = await api<{ items: { id: number; soldOut: boolean }[] }>(page, `category/${brand.categories[0].slug}`);
  const pick = listing.items.find((i) => !i.soldOut)!;
  const item = await api<{ colors: { name: string }[]; sizes: { size: string; soldOut: boolean }[] }>(page, `item/${pick.id}`);
  const size = item.sizes.find((s) => !s.soldOut);
  await apiPost(page, 'cart/add', { itemId: String(pick.id), color: item.colors[0]?.name ?? '', size: size?.size ?? '', quantity: '1' });
  const card = await apiPost<{ token: string }>(page, 'payments/tokenize', { number: '4242424242424242', expMonth: '12', expYear: '2099', cvc: '123', name: 'Robin Tester' });
  const placed = await apiPost<{ orderId: number }>(page, 'checkout', {
    idempotencyKey: `e2e-admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, paymentMethod: 'card', paymentToken: card.token,
    email, shippingName: 'Robin Tester', shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX',
    shippingZip: '78701', shippingPhone: '(512) 555-0100', billingSameAsShipping: 'true',
  });
  return { orderId: placed.orderId, email };
}

test('support signs in with a TOTP code and refunds part of an order; the shopper’s order page shows the refund', async ({ page, brand, browser, baseURL }) => {
  const { orderId } = await placeOrder(page, brand);
  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  try {
    const support = await setUpStaff(staffPage, createStaff(baseURL!, 'support', brand.id, '50'));
    // Signed out, the back office sends them to sign in; back in with a fresh code.
    await staffPage.getByRole('button', { name: 'Sign out' }).click();
    await expect(staffPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await staffPage.goto('/admin');
    await expect(staffPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signIn(staffPage, support);

    await staffPage.getByLabel('Order number, email or name').fill(String(orderId));
    await staffPage.getByRole('button', { name: 'Find' }).click();
    await staffPage.getByRole('link', { name: `#${orderId}` }).click();
    await expect(staffPage.getByRole('heading', { name: new RegExp(`Order #${orderId}`) })).toBeVisible();
    // No ship form for support.
    await expect(staffPage.getByRole('form', { name: 'Mark shipped' })).toHaveCount(0);
    const refund = staffPage.getByRole('form', { name: 'Refund' });
    await refund.getByLabel('Amount in dollars').fill('5.25');
    await refund.getByLabel('Reason (internal)').fill('a loose thread');
    staffPage.once('dialog', (d) => void d.accept());
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(staffPage.getByRole('status')).toHaveText('Refunded.');
    await expect(staffPage.getByTestId('refunded-total')).toHaveText('$5.25');
    // A second refund from the same page: the form now says it saw that refund, so it is a new one, not the first again (or a 409).
    await refund.getByLabel('Amount in dollars').fill('1.00');
    staffPage.once('dialog', (d) => void d.accept());
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(staffPage.getByTestId('refunded-total')).toHaveText('$6.25');
    // The back office's own icon (inline), not a request for a /favicon.ico no host has.
    await expect(staffPage.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  } finally {
    await staffContext.close();
  }

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('order-refunds')).toContainText('$5.25');
  await expect(page.getByTestId('order-refunds')).toContainText('$1.00');
});

test('fulfilment marks an order shipped with a tracking number and the shopper gets the mail', async ({ page, brand, browser, baseURL }) => {
  const { orderId, email } = await placeOrder(page, brand);
  // On a phone: fulfilment ships from the warehouse floor.
  const staffContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const staffPage = await staffContext.newPage();
  try {
    await setUpStaff(staffPage, createStaff(baseURL!, 'fulfilment', brand.id));
    await staffPage.goto(`/admin/orders/${orderId}`);
    await expect(staffPage.getByRole('form', { name: 'Mark shipped' })).toBeVisible();
    await expect(staffPage.getByRole('form', { name: 'Refund' })).toHaveCount(0);
    expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const axe = await new AxeBuilder({ page: staffPage }).withTags(WCAG).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const ship = staffPage.getByRole('form', { name: 'Mark shipped' });
    await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(staffPage.getByRole('status')).toHaveText('Marked shipped; the shopper is mailed.');
    await expect(staffPage.getByTestId('order-status')).toHaveText('Shipped');
    await expect(staffPage.getByTestId('tracking-number')).toHaveText('1Z999AA10123456784');
  } finally {
    await staffContext.close();
  }
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject).find((s) => s.includes(`#${orderId}`) && /shipped/i.test(s)) ?? null, {
      message: `the shipping mail of #${orderId}`, timeout: MAIL_TIMEOUT_MS,
    })
    .not.toBeNull();
});

test('an owner of one brand invites a colleague by mail, and gets a 404 for another brand’s order', async ({ browser, baseURL, brand }) => {
  const other = brand.id === 'ckb' ? 'pf' : 'ckb';
  const otherOrder = anOrderOf(other);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await setUpStaff(page, createStaff(baseURL!, 'owner', brand.id));
    // The owner invites a colleague of their brand; the invitation's link arrives by mail.
    await page.getByRole('link', { name: 'Staff' }).click();
    const invite = page.getByRole('form', { name: 'Invite a staff member' });
    const colleague = `colleague-${Date.now()}@staff.example.com`;
    await invite.getByLabel('Email').fill(colleague);
    await invite.getByLabel('Role').selectOption('fulfilment');
    await invite.getByLabel('Brands (all, or ids separated by commas)').fill(brand.id);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status')).toHaveText('Invitation sent.');
    await expect(page.getByRole('cell', { name: colleague, exact: true })).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(colleague)).flatMap((m) => m.links).find((l) => new URL(l).pathname === '/admin/set-password') ?? null, {
        message: `the invitation to ${colleague}`, timeout: MAIL_TIMEOUT_MS,
      })
      .not.toBeNull();
    const status = await page.evaluate(async (id) => (await fetch(`/admin/api/orders/${id}`)).status, otherOrder);
    expect(status).toBe(404);
    await page.goto(`/admin/orders/${otherOrder}`);
    await expect(page.getByRole('alert').filter({ hasText: 'order: not found' })).toBeVisible();
    // Every back-office page: noindex, never stored, under the nonce policy.
    const res = await curl(baseURL!, `/admin/orders/${otherOrder}`);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data:;");
    expect(res.headers['x-frame-options']).toBe('DENY');
  } finally {
    await context.close();
  }
});

test('a merchandiser sells out a size in the back office and the item page shows it sold out at once', async ({ page, brand, browser, baseURL }) => {
  await page.goto('/');
  // From the brand's last category, the last style in stock: other journeys pick the first ones, and the stock is put back at the end.
  const listing = await api<{ items: { id: number; soldOut: boolean }[] }>(page, `category/${brand.categories[brand.categories.length - 1].slug}`);
  let chosen: { id: number; size: string } | null = null;
  for (const candidate of listing.items.filter((i) => !i.soldOut).reverse()) {
    const item = await api<{ sizes: { size: string; soldOut: boolean }[] }>(page, `item/${candidate.id}`);
    const inStock = item.sizes.filter((s) => !s.soldOut);
    if (inStock.length >= 2) {
      chosen = { id: candidate.id, size: inStock[0].size };
      break;
    }
  }
  expect(chosen).not.toBeNull();
  const { id, size } = chosen!;

  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  try {
    await setUpStaff(staffPage, createStaff(baseURL!, 'merchandiser', brand.id));
    await staffPage.getByRole('link', { name: 'Stock' }).click();
    await staffPage.getByLabel('Item name or id').fill(String(id));
    await staffPage.getByRole('button', { name: 'Find' }).click();
    await staffPage.getByRole('row').filter({ has: staffPage.getByRole('cell', { name: String(id), exact: true }) }).getByRole('link').click();
    const row = staffPage.getByRole('row').filter({ has: staffPage.getByLabel(`Stock of ${size}`) });
    const before = await staffPage.getByLabel(`Stock of ${size}`).inputValue();
    await staffPage.getByLabel(`Stock of ${size}`).fill('0');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Sold out');
    // The change is in the item's history.
    await expect(staffPage.getByRole('heading', { name: 'History' })).toBeVisible();

    await page.goto(`/item/${id}`);
    const option = page.getByTestId('size-option').filter({ has: page.locator(`input[value="${size}"]`) });
    await expect(option).toHaveAttribute('data-sold-out', 'true');
    await expect(option.locator('input')).toBeDisabled();

    // Back in stock as it was: the item page offers the size again.
    await staffPage.getByLabel(`Stock of ${size}`).fill(before);
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).not.toContainText('Sold out');
    await page.reload();
    await expect(option).toHaveAttribute('data-sold-out', 'false');
  } finally {
    await staffContext.close();
  }
});
