import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { SQLITE_FILE, newPassword } from './accounts';
import { expect } from './fixtures';

// What e2e/admin.spec.ts needs: staff made with the operator's command (npm run staff:create, the
// built dist/staff-create.cjs) on the suite's local database, and their password and authenticator
// set up through the set-password page, as a new staff member would.

export interface E2EStaff {
  email: string;
  password: string;
  secret: string;
}

let made = 0;

/** Runs staff:create against the e2e database and answers the printed one-time link. */
export function createStaff(baseURL: string, role: string, brands: string, refundLimit?: string): { email: string; link: string } {
  const email = `${role}-${Date.now()}-${++made}@staff.example.com`;
  const args = ['dist/staff-create.cjs', '--email', email, '--brand', brands, '--role', role, '--origin', new URL(baseURL).origin];
  if (refundLimit) args.push('--refund-limit', refundLimit);
  const out = execFileSync('node', args, { env: { ...process.env, SQLITE_FILE }, encoding: 'utf8' });
  const link = /https?:\/\/\S+\/admin\/set-password#token=[A-Za-z0-9_-]{43}/.exec(out)?.[0];
  if (!link) throw new Error(`staff:create printed no link: ${out}`);
  return { email, link };
}

/** An authenticator app's code for `secret`, `steps` 30-second steps from now. */
export const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Opens the set-password link, reads the key off the page, sets a password and the first code: signed in on /admin. */
export async function setUpStaff(page: Page, created: { email: string; link: string }): Promise<E2EStaff> {
  const url = new URL(created.link);
  await page.goto(`${url.pathname}${url.hash}`);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const password = newPassword();
  await page.getByLabel('New password (8 to 200 characters)').fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByLabel('Code from the app').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  // The role's first page: the orders, the reports for marketing, else its stock or codes.
  await expect(page.getByRole('heading', { name: /^(Orders|Reports|Stock|Discount codes|Codes)$/ })).toBeVisible();
  return { email: created.email, password, secret };
}

/** Signs in on /admin/sign-in with the password and a code of the next step (the current one was used at setup). */
export async function signIn(page: Page, staff: E2EStaff): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('Authenticator code').fill(await codeFor(staff.secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
}

/** An order of another brand in the e2e database (the demo data has some for every brand). */
export function anOrderOf(brandId: string): number {
  const db = new Database(SQLITE_FILE, { fileMustExist: true, readonly: true });
  try {
    const row = db.prepare('SELECT id FROM orders WHERE brand_id = ? ORDER BY id LIMIT 1').get(brandId) as { id: number } | undefined;
    if (!row) throw new Error(`no ${brandId} order in ${SQLITE_FILE}`);
    return Number(row.id);
  } finally {
    db.close();
  }
}
