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

/** The first item of the brand's first category that has items, with that category's in-app path. */
export async function anItem(page: Page): Promise<{ id: number; name: string; categoryPath: string }> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const cats = await api<{ slug: string; path: string }[]>(page, 'categories');
  for (const c of cats) {
    const { items } = await api<{ items: { id: number; name: string }[] }>(page, `category/${c.slug}`);
    if (items.length) return { ...items[0], categoryPath: c.path };
  }
  throw new Error('no category with items');
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
