import { test as base, expect, type Page } from '@playwright/test';
import { brandById } from '../brands';
import type { Brand } from '../brands/types';

/** Each Playwright project is one brand; tests get that brand's configuration. */
export const test = base.extend<{ brand: Brand }>({
  brand: async ({}, provide, testInfo) => {
    await provide(brandById(String(testInfo.project.metadata.brand)));
  },
});

export { expect };

/** Converts '#d81b72' to 'rgb(216, 27, 114)' as computed styles report colours. */
export function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Console errors and uncaught exceptions of the page from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}
