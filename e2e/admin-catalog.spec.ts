import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { localShop, WCAG } from './accounts';
import { api } from './shopApi';
import { createStaff, setUpStaff } from './staff';

// The back office's item editor (docs/admin.md, "Catalog"): a merchandiser changes an item's price
// on /admin/items/<id> and the shop's item page shows the new price at once; the price is then put
// back, since every suite shares the database. Runs once (ONCE_FILES): the same code serves every brand.

test.beforeEach(({ brand }) => {
  test.skip(!localShop(brand), 'makes staff with staff:create on the suite’s own database');
});

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a merchandiser changes an item’s price and the item page shows it at once', async ({ page, brand, browser, baseURL }) => {
  await page.goto('/');
  // The first style of the brand's last category (the stock journey takes that category's last one; orders take the first category's).
  const listing = await api<{ items: { id: number }[] }>(page, `category/${brand.categories[brand.categories.length - 1].slug}`);
  const id = listing.items[0].id;
  const item = await api<{ name: string; price: number; originalPrice: number | null; clubPrice: number | null }>(page, `item/${id}`);
  const was = Math.round(item.price * 100);
  // A cent up, unless the compare-at price is right above: then a cent down (still above the member price).
  const up = item.originalPrice === null || Math.round(item.originalPrice * 100) > was + 1;
  const now = up ? was + 1 : was - 1;

  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  try {
    await setUpStaff(staffPage, createStaff(baseURL!, 'merchandiser', brand.id));
    await staffPage.goto(`/admin/items/${id}`);
    const editor = staffPage.getByRole('form', { name: 'Catalog' });
    /** Saves the form and waits for the server's answer and the page's word on it. */
    const save = async () => {
      const answered = staffPage.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/admin/api/items/${id}`);
      await editor.getByRole('button', { name: 'Save' }).click();
      expect((await answered).status()).toBe(200);
      await expect(editor.getByRole('status')).toHaveText(/^Saved\./);
    };
    await expect(editor.getByLabel('Name')).toHaveValue(item.name);
    await expect(editor.getByLabel('Price ($)', { exact: true })).toHaveValue((was / 100).toFixed(2));
    const axe = await new AxeBuilder({ page: staffPage }).withTags(WCAG).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await editor.getByLabel('Price ($)', { exact: true }).fill((now / 100).toFixed(2));
    await save();

    await page.goto(`/item/${id}`);
    await expect(page.getByTestId('item-name')).toHaveText(item.name);
    await expect(page.getByTestId('price').first()).toHaveText(dollars(now));

    // Put back as it was: the item page shows the old price again.
    await editor.getByLabel('Price ($)', { exact: true }).fill((was / 100).toFixed(2));
    await save();
    await expect(editor.getByLabel('Price ($)', { exact: true })).toHaveValue((was / 100).toFixed(2));
    await page.reload();
    await expect(page.getByTestId('price').first()).toHaveText(dollars(was));
  } finally {
    await staffContext.close();
  }
});
