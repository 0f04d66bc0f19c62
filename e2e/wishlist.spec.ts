import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, collectErrors } from './fixtures';
import { WCAG, apiAccount, freshAccount, logIn } from './accounts';
import { anItem, api } from './shopApi';

// The wishlist, per brand: the item page's "Save to wishlist" button (a visitor is sent to log in
// and comes back to the item), /wishlist with its remove buttons and empty state, the protected
// route, and the item page staying clean (no console errors, axe WCAG 2.1 AA, a 390 px phone).

const saveButton = (page: Page) => page.getByTestId('wishlist-toggle');
/** The page is at this path (the query of a login URL that names it does not count). */
const atPath = (page: Page, path: string) => expect(page).toHaveURL((url) => url.pathname === path);
/** The login page that comes back to `next` (the edge redirect encodes the slash, the app does not). */
const atLogin = (page: Page, next: string) =>
  expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === next);

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('wishlist', () => {
  test('a visitor presses Save → logs in → is back on the item, now saved', async ({ page, brand }) => {
    // A new account (empty wishlist), then a visitor again: the save after logging in is the only one.
    const { email, password } = await freshAccount(page, brand, 'wish-visitor', 'Wish Visitor');
    await page.context().clearCookies();
    const item = await anItem(page);
    await page.goto(`/item/${item.id}`);
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(saveButton(page)).toHaveAccessibleName('Save to wishlist');
    await saveButton(page).click();
    await atLogin(page, `/item/${item.id}?wishlist=save`);

    await logIn(page, email, password);
    // The save the visitor asked for is made on the way back, and the URL loses its flag.
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL((url) => url.pathname === `/item/${item.id}` && url.search === '');
    await expect(page.getByTestId('item-name')).toHaveText(item.name);
    await expect.poll(async () => (await api<{ items: { id: number }[] }>(page, 'wishlist')).items.map((i) => i.id)).toEqual([item.id]);
    await page.reload();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
    // The button still works both ways; a press while a change is being sent is ignored.
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(saveButton(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect.poll(async () => (await api<{ items: { id: number }[] }>(page, 'wishlist')).items).toEqual([]);
  });

  test('logged in: save on the item page → /wishlist lists it → remove → the empty state', async ({ page, brand }) => {
    const errors = collectErrors(page);
    await freshAccount(page, brand, 'wish', 'Wish E2E');
    const item = await anItem(page);

    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();

    await page.goto(`/item/${item.id}`);
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(saveButton(page)).toHaveAccessibleName('Saved to wishlist');
    await expect(saveButton(page)).not.toHaveAttribute('aria-busy', 'true');
    // A reload asks the API again: the save was stored.
    await page.reload();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'View wishlist' }).click();
    await atPath(page, '/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
    const entries = page.getByTestId('wishlist-item');
    await expect(entries).toHaveCount(1);
    await expect(entries.first().getByRole('link', { name: item.name })).toHaveAttribute('href', `/item/${item.id}`);
    await expectAxeClean(page, '/wishlist (one item)');

    await entries.first().getByRole('button', { name: `Remove ${item.name} from your wishlist` }).click();
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`${item.name} was removed from your wishlist.`);
    await expect(page.getByTestId('wishlist-empty').getByRole('link', { name: 'Start shopping' })).toBeVisible();
    await expectAxeClean(page, '/wishlist (empty)');
    await page.reload();
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();

    await page.goto(`/item/${item.id}`);
    await expect(page.getByTestId('item-name')).toHaveText(item.name);
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });

  test('/wishlist is protected: a visitor, or a session the shop does not know, goes to log in first', async ({ page, brand }) => {
    // A customer with a saved item, made through the shop API.
    const item = await anItem(page);
    const { email, password } = await apiAccount(brand, 'wish-protected', 'Wish E2E', async (post) => {
      await post('wishlist/add', { itemId: String(item.id) });
    });
    await page.goto('/wishlist');
    await atLogin(page, '/wishlist');
    // A cookie gets past the edge check; the page's own server check still sends the shopper to log in.
    await page.context().addCookies([{ name: 'shop_sid', value: 'x'.repeat(43), url: page.url() }]);
    await page.goto('/wishlist');
    await atLogin(page, '/wishlist');
    await logIn(page, email, password);
    await atPath(page, '/wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the item page has no console errors, fits and passes axe, as a visitor and logged in with the item saved', async ({ page, brand }) => {
      const errors = collectErrors(page);
      const item = await anItem(page);
      const fits = async (what: string) => {
        await expect(saveButton(page)).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(390);
        await expectAxeClean(page, what);
      };
      await page.goto(`/item/${item.id}`);
      await fits('item page, visitor');

      const { email, password } = await apiAccount(brand, 'wish-phone', 'Wish E2E');
      await page.goto(`/login?next=/item/${item.id}`);
      await logIn(page, email, password);
      await atPath(page, `/item/${item.id}`);
      expect((await api<{ items: { id: number }[] }>(page, 'wishlist')).items).toEqual([]);
      await saveButton(page).tap();
      await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('link', { name: 'View wishlist' })).toBeVisible();
      await fits('item page, saved');
      const box = await saveButton(page).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);

      await page.goto('/wishlist');
      await expect(page.getByTestId('wishlist-item').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAxeClean(page, '/wishlist');
      await page.getByRole('button', { name: `Remove ${item.name} from your wishlist` }).tap();
      await expect(page.getByRole('status')).toHaveText(`${item.name} was removed from your wishlist.`);
      expect(errors).toEqual([]);
    });
  });
});
