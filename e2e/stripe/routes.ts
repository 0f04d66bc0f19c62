import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { STRIPE_API_PORT } from '../servers';

const here = __dirname;
const read = (name: string) => fs.readFileSync(path.join(here, name), 'utf8');
const STANDIN_API = `http://127.0.0.1:${STRIPE_API_PORT}`;

/**
 * Serves the stand-in Stripe.js and its frames as https://js.stripe.com, and forwards
 * https://api.stripe.com (what Stripe.js calls with the publishable key) and https://hooks.stripe.com
 * (the payer's authentication pages) to the local Stripe stand-in. Nothing reaches the internet.
 */
export async function routeStripe(page: Page): Promise<void> {
  const files: Record<string, [string, string]> = {
    '/endive/stripe.js': ['application/javascript', read('stripe-js.js')],
    '/standin/payment.html': ['text/html; charset=utf-8', read('payment-frame.html')],
    '/standin/express.html': ['text/html; charset=utf-8', read('express-frame.html')],
  };
  await page.route('https://js.stripe.com/**', async (route) => {
    const file = files[new URL(route.request().url()).pathname];
    if (!file) return route.fulfill({ status: 404, body: 'not in the stand-in' });
    return route.fulfill({ status: 200, contentType: file[0], body: file[1], headers: { 'access-control-allow-origin': '*' } });
  });
  await page.route(/^https:\/\/(api|hooks)\.stripe\.com\//, async (route) => {
    const req = route.request();
    const url = new URL(req.url());
    const headers: Record<string, string> = { 'content-type': req.headers()['content-type'] ?? 'application/x-www-form-urlencoded' };
    let body = req.method() === 'GET' ? undefined : (req.postData() ?? '');
    if (url.hostname === 'api.stripe.com') {
      // Stripe.js sends the publishable key as the `key` field; the stand-in reads keys from Authorization, as Stripe's API does for the libraries.
      const params = new URLSearchParams(req.method() === 'GET' ? url.search : body);
      const key = params.get('key');
      params.delete('key');
      if (key) headers.authorization = `Bearer ${key}`;
      if (req.method() === 'GET') url.search = params.toString();
      else body = params.toString();
    }
    const res = await fetch(`${STANDIN_API}${url.pathname}${url.search}`, { method: req.method(), headers, body, redirect: 'manual' });
    const location = res.headers.get('location');
    await route.fulfill({
      status: res.status,
      headers: { 'content-type': res.headers.get('content-type') ?? 'application/json', 'access-control-allow-origin': '*', ...(location ? { location } : {}) },
      body: Buffer.from(await res.arrayBuffer()),
    });
  });
}
