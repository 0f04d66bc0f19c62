import { test as base, expect, type Page } from '@playwright/test';
import { brandById } from '../brands';
import type { Brand } from '../brands/types';
import { shopFactsOf } from '../server/seed/data/index';
import type { ShopFacts } from '../server/seed/data/shop/types';

/** A brand's configuration with the shop data the seed gives it (what the e2e shops serve). */
export type E2EBrand = Brand & ShopFacts;

/** Chromium reports each refusal of the page's Content-Security-Policy as a console error. */
const CSP_REFUSAL = /Content Security Policy/i;

/**
 * Each Playwright project is one brand; tests get that brand's configuration and seeded shop data.
 * Every test also fails if any page of its browser context broke the Content-Security-Policy
 * (pages/_document.tsx): a script, style, image or call the policy refused means a shopper's page
 * lost something. A test that provokes a refusal on purpose empties `cspViolations` after
 * checking it.
 */
export const test = base.extend<{ brand: E2EBrand; cspViolations: string[] }>({
  brand: async ({}, provide, testInfo) => {
    const brand = brandById(String(testInfo.project.metadata.brand));
    await provide({ ...brand, ...shopFactsOf(brand) });
  },
  cspViolations: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      context.on('console', (m) => {
        if (m.type() === 'error' && CSP_REFUSAL.test(m.text())) violations.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
      });
      await provide(violations);
      expect(violations, 'Content-Security-Policy refusals').toEqual([]);
    },
    { auto: true },
  ],
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
