import { test } from '@playwright/test';

/**
 * Which journeys run on which brands (e2e/README.md says why). Every checkout journey runs on every
 * brand. A journey whose behaviour does not depend on the brand runs once, on FULL_BRAND (the brand
 * that exercises the most features: a paid club, split tests, a designed home, dropdown menus), and
 * the per-brand smoke (e2e/smoke.spec.ts) walks the other brands' pages. E2E_ALL_BRANDS=1 runs
 * every journey on every brand (for a QA pass against a deployment, or before a release).
 */
export const FULL_BRAND = 'pf';

/** Files whose every journey is brand-independent: only FULL_BRAND runs them. */
export const ONCE_FILES = [
  'account.spec.ts',
  'admin-catalog.spec.ts',
  'admin.spec.ts',
  'admin-reports.spec.ts',
  'addresses.spec.ts',
  'analytics.spec.ts',
  'error-reporting.spec.ts',
  'hostile-pages.spec.ts',
  'orders.spec.ts',
  'returns.spec.ts',
  'payment-methods.spec.ts',
  'public-pages.spec.ts',
  'qa-privacy.spec.ts',
  'routing.spec.ts',
  'search.spec.ts',
  'wishlist.spec.ts',
];

/** In the other files, a single brand-independent journey carries this tag (`test(title, ONCE, fn)`). */
export const ONCE = { tag: '@once' };
export const ONCE_TAG = /@once\b/;

export const allBrands = (env: Record<string, string | undefined> = process.env) => env.E2E_ALL_BRANDS === '1';

/** The Playwright project settings that scope a brand's run. */
export function brandScope(brand: string, env: Record<string, string | undefined> = process.env) {
  if (brand === FULL_BRAND || allBrands(env)) return {};
  return { testIgnore: ONCE_FILES.map((f) => `**/${f}`), grepInvert: ONCE_TAG };
}

/**
 * Whether this run checks what is the same on every brand in depth (the club pages' axe scans on
 * two sizes): on FULL_BRAND, or on every brand with E2E_ALL_BRANDS=1. Each brand's colours are
 * checked on its home, category and item pages (e2e/catalog.spec.ts) on every brand.
 */
export function inDepthHere(): boolean {
  return test.info().project.metadata.brand === FULL_BRAND || allBrands();
}
