import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { api } from './shopApi';

/**
 * Search from the header, per brand (every project): suggestions → item; Enter → results → size
 * filter → item → add to cart; did you mean and the empty state; the phone overlay; keyboard only.
 * The words come from the brand's own seeded catalog (the shop API), never from a fixed list.
 */

interface Listed {
  id: number;
  name: string;
  path: string;
  sizes: string[];
  soldOut: boolean;
  vipOnly: boolean;
}

/** An item a guest can buy (in stock, not VIP-only) from the brand's categories, and a word of its name. */
/** The first item on sale with a word of 5 letters or more; `severalSizes`: sold in more than one size (one-size results have no size filter). */
async function buyableItem(page: Page, severalSizes = false): Promise<{ item: Listed; word: string }> {
  await page.goto('/');
  const cats = await api<{ slug: string }[]>(page, 'categories');
  for (const c of cats) {
    const { items } = await api<{ items: Listed[] }>(page, `category/${c.slug}`);
    for (const item of items) {
      if (item.soldOut || item.vipOnly || (severalSizes && item.sizes.length < 2)) continue;
      const word = item.name
        .split(/[^A-Za-z]+/)
        .filter((w) => w.length >= 5)
        .sort((a, b) => b.length - a.length)[0];
      if (word) return { item, word: word.toLowerCase() };
    }
  }
  throw new Error('no buyable item with a word of 5 letters or more');
}

/** A one-letter slip of `word` that the shop corrects ('did you mean'), found through the API. */
async function typoOf(page: Page, word: string): Promise<string> {
  for (let i = word.length - 2; i >= 1; i--) {
    const slip = word.slice(0, i) + word.slice(i + 1);
    const res = await api<{ didYouMean: string | null; total: number }>(page, `search?q=${encodeURIComponent(slip)}`);
    if (res.didYouMean) return slip;
  }
  throw new Error(`no corrected slip of ${word}`);
}

const headerInput = (page: Page) => page.getByTestId('header-search-form').getByRole('combobox', { name: 'Search the shop' });

test.describe('desktop', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('type in the header → a suggestion with image, name, price and the word marked → the item page', async ({ page }) => {
    const { word } = await buyableItem(page);
    const input = headerInput(page);
    await input.click();
    await input.pressSequentially(word.slice(0, 4), { delay: 30 });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.locator(`#${await input.getAttribute('aria-controls')}`);
    const first = listbox.getByTestId('suggestion-item').first();
    await expect(first).toBeVisible();
    await expect(first.locator('mark').first()).toHaveText(new RegExp(`^${word.slice(0, 4)}$`, 'i'));
    await expect(first).toContainText('$');
    await expect(page.getByTestId('header-search-status')).toHaveText(/^\d+ results?$/);
    const href = await first.getAttribute('data-href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('item-name')).toBeVisible();
  });

  test('Enter → results page (noindex, follow) → filter by a size → item → add to cart', async ({ page }) => {
    const { item } = await buyableItem(page, true);
    const input = headerInput(page);
    await input.fill(item.name);
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${item.name}”`);
    await expect(page).toHaveTitle(new RegExp(`Search results for “${item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

    // A size this item has in stock (the filter lists items with stock in it) and that keeps it on the first page.
    let sizeValue: string | undefined;
    for (const s of item.sizes) {
      const found = await api<{ items: { id: number }[] }>(page, `search?q=${encodeURIComponent(item.name)}&size=${encodeURIComponent(s)}`);
      if (found.items.some((i) => i.id === item.id)) {
        sizeValue = s;
        break;
      }
    }
    expect(sizeValue, `a size of ${item.name} with stock`).toBeDefined();
    const chips = page.getByTestId('size-filters').getByRole('link');
    await expect(chips.first()).toBeVisible();
    const hrefs = await chips.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const chipIndex = hrefs.findIndex((h) => new URL(h, 'http://x').searchParams.get('size') === sizeValue);
    expect(chipIndex).toBeGreaterThanOrEqual(0);
    const chip = chips.nth(chipIndex);
    const sizeLabel = (await chip.textContent())!.trim();
    await chip.click();
    await expect(page).toHaveURL(/\/search\?q=[^&]+&size=/);
    await expect(page.getByTestId('size-filters').locator('[aria-current="true"]')).toHaveText(sizeLabel);

    await page.getByTestId('product-card').locator(`a[href="${item.path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${item.path}$`));
    const size = page.getByTestId('size-option').filter({ hasText: new RegExp(`^\\s*${sizeLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) }).first();
    await size.click();
    await expect(size.locator('input')).toBeChecked();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('add-error')).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('a typo shows did you mean (a link to its results); a word the shop does not know shows the empty state with categories', async ({ page, brand }) => {
    const { word } = await buyableItem(page);
    const slip = await typoOf(page, word);
    await page.goto(`/search?q=${encodeURIComponent(slip)}`);
    const dym = page.getByTestId('did-you-mean');
    await expect(dym).toContainText('Did you mean');
    const link = dym.getByRole('link');
    const corrected = (await link.textContent())!.trim();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${corrected}”`);

    await page.goto('/search?q=qzxvbnmkjh');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toContainText('No styles found for “qzxvbnmkjh”');
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    const cats = empty.getByRole('navigation', { name: 'Shop by category' }).getByRole('link');
    await expect(cats).toHaveCount(brand.headerMenu.length);

    // No q: a search form.
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(page.getByRole('search', { name: 'Search again' }).getByRole('searchbox')).toBeVisible();
  });

  test('keyboard only: Tab to the field, type, arrows, Escape closes then clears, Enter opens the active suggestion', async ({ page }) => {
    const { word } = await buyableItem(page);
    await page.goto('/');
    const input = headerInput(page);
    for (let i = 0; i < 60 && !(await input.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    await page.keyboard.type(word.slice(0, 4), { delay: 30 });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('suggestion-item').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`#${active}`)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue(word.slice(0, 4));
    await page.keyboard.press('Escape');
    await expect(input).toHaveValue('');
    await page.keyboard.type(word.slice(0, 4), { delay: 30 });
    await expect(page.getByTestId('suggestion-item').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const href = await page.locator(`#${await input.getAttribute('aria-activedescendant')}`).getAttribute('data-href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    // Back on a page, the field offers the search just made.
    await page.goto('/');
    await headerInput(page).focus();
    await expect(page.getByTestId('suggestion-recent').first()).toHaveText(word.slice(0, 4));
  });

  test('no WCAG 2.1 AA violations on the results page, with the suggestions open', async ({ page }) => {
    const { word } = await buyableItem(page);
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    const input = headerInput(page);
    await input.click();
    await input.pressSequentially(word.slice(0, 4), { delay: 30 });
    await expect(page.getByTestId('suggestion-item').first()).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test('phone (390 px): the search button opens an overlay with the field focused; Escape closes it and focus returns to the button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { word } = await buyableItem(page);
  await expect(page.getByTestId('header-search-form')).toBeHidden();
  // The header's extra button still fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const button = page.getByRole('button', { name: 'Open search' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.pressSequentially(word.slice(0, 4), { delay: 30 });
  await expect(dialog.getByTestId('suggestion-item').first()).toBeVisible();
  // Tab stays in the dialog.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await input.focus();
  await page.keyboard.press('Escape'); // closes the list
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape'); // clears the field
  await expect(input).toHaveValue('');
  await page.keyboard.press('Escape'); // closes the overlay
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Enter in the overlay goes to the results page.
  await button.click();
  await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
