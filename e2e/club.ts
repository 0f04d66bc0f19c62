import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { E2EBrand as Brand } from './fixtures';
import type { ClubMembership } from '../lib/club/types';
import { SQLITE_FILE, WCAG } from './accounts';
import { inDepthHere } from './brandScope';
import { expect } from './fixtures';
import { api, apiPost } from './shopApi';

// What e2e/club.spec.ts needs besides e2e/accounts.ts: buying the club through the shop API (as the
// checkout specs do, without the checkout screens), the membership as GET club answers it, saved
// cards, an overdue flag set in the e2e database (as a declined monthly charge would leave it; the
// billing run is not run against the shared e2e database), and the axe check on desktop and a
// 390 px phone.

export const membership = async (page: Page) => (await api<{ membership: ClubMembership | null }>(page, 'club')).membership;

/**
 * The logged-in customer buys the club: an item in stock in the cart, the club joined in the cart,
 * a sandbox card, and checkout. Answers the new membership.
 */
export async function buyClub(page: Page, brand: Brand): Promise<ClubMembership> {
  const listing = await api<{ items: { id: number; soldOut: boolean }[] }>(page, `category/${brand.categories[0].slug}`);
  const pick = listing.items.find((i) => !i.soldOut);
  if (!pick) throw new Error(`no item in stock in ${brand.categories[0].slug}`);
  const item = await api<{ colors: { name: string }[]; sizes: { size: string; soldOut: boolean }[] }>(page, `item/${pick.id}`);
  const size = item.sizes.find((s) => !s.soldOut);
  await apiPost(page, 'cart/add', { itemId: String(pick.id), color: item.colors[0]?.name ?? '', size: size?.size ?? '', quantity: '1' });
  await apiPost(page, 'cart/club', { join: 'true' });
  const card = await apiPost<{ token: string }>(page, 'payments/tokenize', { number: '4242424242424242', expMonth: '12', expYear: '2099', cvc: '123', name: 'Robin Tester' });
  await apiPost(page, 'checkout', {
    idempotencyKey: `e2e-club-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, paymentMethod: 'card', paymentToken: card.token,
    email: 'robin.tester@example.com', shippingName: 'Robin Tester', shippingCountry: 'US', shippingAddress: '1 Main St',
    shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '(512) 555-0100', billingSameAsShipping: 'true',
    clubConsent: 'true',
  });
  const joined = await membership(page);
  // Joining keeps the paying card as the default: the club bills it every month.
  expect(joined).toMatchObject({ status: 'active', canSkip: true, billingCard: { brand: 'visa', last4: '4242' } });
  return joined!;
}

/** Saves a sandbox test card for the logged-in customer through the shop API (as /change_payment does); answers its id. */
export async function saveCard(page: Page, number: string, makeDefault: boolean): Promise<number> {
  const card = await apiPost<{ token: string }>(page, 'payments/tokenize', { number, expMonth: '12', expYear: '2099', cvc: '123', name: 'Robin Tester' });
  return (await apiPost<{ id: number }>(page, 'payment-method/add', { token: card.token, makeDefault: String(makeDefault) })).id;
}

/** Marks the customer's membership overdue (or settled) in the e2e database, as a failed monthly charge would. */
export function setOverdue(brand: Brand, email: string, overdue: boolean): void {
  const db = new Database(SQLITE_FILE, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      'UPDATE club_memberships SET overdue = ? WHERE brand_id = ? AND customer_id = (SELECT id FROM customers WHERE brand_id = ? AND email = ?)',
    ).run(overdue ? 1 : 0, brand.id, brand.id, email);
  } finally {
    db.close();
  }
}

async function axe(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** axe (WCAG 2.1 AA) on the page as it is, on desktop and on a 390 px phone, where it must also fit the width (e2e/brandScope.ts inDepthHere). */
export async function passesAxeOnBothSizes(page: Page, what: string) {
  // Thirty scans a journey took 40-60 s on a slow machine: once, on the brand that runs in depth.
  if (!inDepthHere()) return;
  await page.locator('h1').first().waitFor();
  await axe(page, `${what} (desktop)`);
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${what} fits 390 px` }).toBeLessThanOrEqual(390);
    await axe(page, `${what} (390 px)`);
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
}

/**
 * Moves the customer's membership's billing date (and a choice already made for the old date) in
 * the e2e database, as the days passing would: `daysFromToday` 5 opens this month's picks, 0 makes the
 * date due for today's billing run.
 */
export function moveBillingDate(brand: Brand, email: string, daysFromToday: number): string {
  const date = new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
  const db = new Database(SQLITE_FILE, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const row = db.prepare(
      'SELECT id, next_billing_date AS date FROM club_memberships WHERE brand_id = ? AND customer_id = (SELECT id FROM customers WHERE brand_id = ? AND email = ?) ORDER BY id DESC',
    ).get(brand.id, brand.id, email) as { id: number; date: string };
    db.prepare('UPDATE club_piece_choices SET billing_date = ? WHERE membership_id = ? AND billing_date = ?').run(date, row.id, row.date);
    db.prepare('UPDATE club_memberships SET next_billing_date = ? WHERE id = ?').run(date, row.id);
  } finally {
    db.close();
  }
  return date;
}

/** `npm run club:bill` on the e2e database (the built job, as an operator's cron runs it). */
export function runClubBilling(): string {
  return execFileSync(process.execPath, ['dist/job.cjs', 'club-billing'], { env: { ...process.env, DATABASE_URL: '', SQLITE_FILE }, encoding: 'utf8' });
}
