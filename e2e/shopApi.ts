import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** GET from the shop API inside the page (same cookies; Node cannot resolve *.localhost). Expects 200. */
export async function api<T>(page: Page, path: string): Promise<T> {
  const body = await page.evaluate(async (p) => {
    const sep = p.includes('?') ? '&' : '?';
    const res = await fetch(`/api.php/${p}${sep}host=${location.hostname}`, { credentials: 'same-origin' });
    return { status: res.status, json: await res.json() };
  }, path);
  expect(body.status, `${path}: ${JSON.stringify(body.json)}`).toBe(200);
  return (body.json as { data: T }).data;
}

/** Dollars as the storefront shows them: '$1,234.50'. */
export const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** POST multipart fields to the shop API inside the page (same cookies, same origin). Expects 200. */
export async function apiPost<T>(page: Page, path: string, fields: Record<string, string>): Promise<T> {
  const body = await page.evaluate(
    async ([p, f]) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(f)) form.append(k, v);
      const res = await fetch(`/api.php/${p}?host=${location.hostname}`, { method: 'POST', body: form, credentials: 'same-origin' });
      return { status: res.status, json: await res.json() };
    },
    [path, fields] as const,
  );
  expect(body.status, `${path}: ${JSON.stringify(body.json)}`).toBe(200);
  return (body.json as { data: T }).data;
}
