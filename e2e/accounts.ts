import fs from 'node:fs';
import { request as playwrightRequest, type Page } from '@playwright/test';
import type { Brand } from '../brands/types';
import { test, expect } from './fixtures';
import { requestTarget } from './http';
import { MAIL_INBOX_URL, brandBaseUrl, deploymentUrl } from './servers';

// What the account-area specs share: the demo login, the log-in form, and new accounts confirmed
// through the mailed link, read where the shop delivers mail: the test inbox (e2e/mail-inbox.mjs),
// which the local shop and a deployment under test send to over SMTP (SMTP_URL).

export const SQLITE_FILE = process.env.E2E_SQLITE_FILE || '.data/e2e.sqlite';
export const DEMO_PASSWORD = 'demo-password';
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const demoEmail = (brand: Brand) => `demo@${brand.id}.example`;

/** A fresh address per run and brand (the API keeps addresses lower case). */
export function uniqueEmail(brand: Brand, what: string): string {
  return `e2e-${what}-${brand.id}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const newPassword = () => `pw-${Math.random().toString(36).slice(2)}-long`;

/** How long a mail may take to reach the inbox (the shop sends it after answering). */
export const MAIL_TIMEOUT_MS = 20_000;

interface InboxMail {
  id: number;
  subject: string;
  links: string[];
}

/** The mails the inbox holds for `email`, newest first. */
export async function mailsTo(email: string): Promise<InboxMail[]> {
  const res = await fetch(`${MAIL_INBOX_URL}/messages?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`the mail inbox at ${MAIL_INBOX_URL} answered ${res.status}`);
  return ((await res.json()) as { messages: InboxMail[] }).messages;
}

/** The newest link to `pathname` in the mails the inbox holds for `email`, or null. */
export async function newestMailLink(email: string, pathname: string): Promise<string | null> {
  for (const mail of await mailsTo(email)) {
    const link = mail.links.find((l) => new URL(l).pathname === pathname);
    if (link) return link;
  }
  return null;
}

/** The mailed link as a path of the site under test; it must point at the brand's own host. */
export async function mailedPath(brand: Brand, email: string, pathname: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => (link = await newestMailLink(email, pathname)), { message: `a mail to ${email} with a ${pathname} link`, timeout: MAIL_TIMEOUT_MS })
    .not.toBeNull();
  const url = new URL(link!);
  expect(url.host).toBe(brand.hosts[0]);
  expect(url.pathname).toBe(pathname);
  expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  return `${url.pathname}${url.search}`;
}

/**
 * Whether the shop under test is this suite's own local one, whose database the test can change
 * directly (e.g. to make a membership overdue, which no shop API call does).
 */
export function localShop(brand: Brand): boolean {
  return !deploymentUrl(brand.id) && fs.existsSync(SQLITE_FILE);
}

/**
 * Marks a test that reads the demo customer's seeded state (its login, orders with their statuses and
 * tracking numbers) rather than making its own through the shop API: that state cannot be made
 * through the API. The suite as a whole needs the demo catalog (`npm run db:seed`, which adds the demo
 * customers too); E2E_DEMO_DATA=0 skips these tests on a deployment seeded without demo customers
 * (`npm run db:seed -- --catalog-only`).
 */
export function needsDemoData(brand: Brand): void {
  test.skip(process.env.E2E_DEMO_DATA === '0', `reads the demo customer demo@${brand.id}.example and its seeded orders (E2E_DEMO_DATA=0)`);
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
  const email = uniqueEmail(brand, what);
  const password = newPassword();
  await submitRegistration(page, name, email, password);
  await page.goto(await mailedPath(brand, email, '/confirm-register'));
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/members');
  return { email, password };
}

/** POSTs form fields to the shop API of a request context of its own; expects 200 and answers `data`. */
export type ApiPost = <T = unknown>(path: string, fields: Record<string, string>) => Promise<T>;

/**
 * A new customer made through the shop's own API, as a shopper would (register, the mailed link,
 * confirm), in a request context of its own: the test's page stays logged out. `setUp` runs in that
 * context while the new customer is logged in (e.g. to save a wishlist item). Works the same on the
 * local shop and on a deployment.
 */
export async function apiAccount(brand: Brand, what: string, name: string, setUp?: (post: ApiPost) => Promise<void>) {
  const baseURL = brandBaseUrl(brand.id);
  const email = uniqueEmail(brand, what);
  const password = newPassword();
  const context = await playwrightRequest.newContext();
  const host = new URL(baseURL).hostname;
  const post: ApiPost = async (path, fields) => {
    const target = requestTarget(baseURL, `/api.php/${path}?host=${host}`);
    const res = await context.post(target.url, { headers: target.headers, multipart: fields });
    const body = await res.text();
    expect(res.status(), `${path}: ${body}`).toBe(200);
    return (JSON.parse(body) as { data: never }).data;
  };
  try {
    await post('register', { name, email, password });
    const link = new URL(await mailedPath(brand, email, '/confirm-register'), baseURL);
    await post('confirm-register', { token: link.searchParams.get('token')! });
    if (setUp) await setUp(post);
  } finally {
    await context.dispose();
  }
  return { email, password, name };
}
