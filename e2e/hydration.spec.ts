import type { Page } from '@playwright/test';
import { test, expect, collectErrors } from './fixtures';
import { anItem } from './shopApi';

/**
 * React hydrates the server's HTML in place. When the client renders something else (a mismatch,
 * or a lazily loaded component whose code did not arrive before hydration), React throws the
 * server's HTML away and renders again: the shopper sees the page flash and blocking time grows.
 * Each page here must keep every element the server rendered inside <main>, and log no error.
 */

/** Installed before any page script: lists the elements taken out of <main> (or <main> itself) while the page loads. */
function watchMain() {
  const w = window as unknown as { __removedFromMain: string[] };
  w.__removedFromMain = [];
  new MutationObserver((records) => {
    for (const r of records) {
      const inMain = r.target instanceof Element && !!r.target.closest('main');
      for (const node of r.removedNodes) {
        // A mismatch outside every Suspense boundary makes React render the whole root again: <main> itself goes.
        if (node instanceof Element && (inMain || node.matches('main') || node.querySelector('main'))) {
          w.__removedFromMain.push(`${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80));
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

async function visitAndCheck(page: Page, path: string) {
  const errors = collectErrors(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  // The deferred boundaries (components/ui/DeferHydration) hydrate at idle priority after the first
  // commit: wait until every element in <main> belongs to React.
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('main *')].every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))))
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __removedFromMain: string[] }).__removedFromMain), `${path}: server HTML removed`).toEqual([]);
  expect(errors, `${path}: console errors`).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(watchMain);
});

test('home and a content page hydrate the server HTML as it is', async ({ page }) => {
  await visitAndCheck(page, '/');
  await visitAndCheck(page, '/about-us');
});

test('a category and an item hydrate the server HTML as it is', async ({ page }) => {
  const item = await anItem(page);
  await visitAndCheck(page, item.categoryPath);
  await visitAndCheck(page, `/item/${item.id}`);
});
