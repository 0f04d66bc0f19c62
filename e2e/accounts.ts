import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import type { Brand } from '../brands/types';
import { test, expect } from './fixtures';

// What the account-area specs share: the demo login, the log-in form, and new accounts confirmed
// through the mailed link, read from the e2e database's email_outbox (there is no mail service).

export const SQLITE_FILE = process.env.E2E_SQLITE_FILE || '.data/e2e.sqlite';
export const DEMO_PASSWORD = 'demo-password';
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const demoEmail = (brand: Brand) => `demo@${brand.id}.example`;

/** A fresh address per run and brand (the API keeps addresses lower case). */
export function uniqueEmail(brand: Brand, what: string): string {
  return `e2e-${what}-${brand.id}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const newPassword = () => `pw-${Math.random().toString(36).slice(2)}-long`;

/** Mailed links can only be read from a local shop's database. */
export function skipWithoutOutbox(): void {
  test.skip(!fs.existsSync(SQLITE_FILE), `reads the mailed links from ${SQLITE_FILE} (a local shop only)`);
}

/** The link of the newest mail to `email` in the brand's outbox. */
export function newestMailLink(brand: Brand, email: string): string | null {
  const db = new Database(SQLITE_FILE, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT link FROM email_outbox WHERE brand_id = ? AND to_email = ? ORDER BY id DESC LIMIT 1').get(brand.id, email) as { link: string } | undefined;
    return row?.link ?? null;
  } finally {
    db.close();
  }
}

/** The mailed link as a path of the site under test; it must point at the brand's own host. */
export async function mailedPath(brand: Brand, email: string, pathname: string): Promise<string> {
  let link: string | null = null;
  await expect.poll(() => (link = newestMailLink(brand, email)), { message: `a mail to ${email}` }).not.toBeNull();
  const url = new URL(link!);
  expect(url.host).toBe(brand.hosts[0]);
  expect(url.pathname).toBe(pathname);
  expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  return `${url.pathname}${url.search}`;
}

export async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Fills and sends the registration form; the page then says the confirmation mail is sent. */
export async function submitRegistration(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Choose a password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('register-sent')).toContainText(email);
}

/** A new account, registered, confirmed through the mailed link and logged in on /members. */
export async function freshAccount(page: Page, brand: Brand, what: string, name: string) {
  skipWithoutOutbox();
  const email = uniqueEmail(brand, what);
  const password = newPassword();
  await submitRegistration(page, name, email, password);
  await page.goto(await mailedPath(brand, email, '/confirm-register'));
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/members');
  return { email, password };
}
