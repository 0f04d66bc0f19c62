import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { localShop, WCAG } from './accounts';
import { apiPost } from './shopApi';
import { createStaff, setUpStaff } from './staff';

// The back office's reports (docs/admin.md, "Reports"): a marketing staff member, made with
// npm run staff:create and signed in with a generated TOTP code, opens on /admin/reports and reads
// the split test's chart and table: the groups' rows and the call ("Not enough data" with a few
// sessions). Exposures are seeded through the shop API as the storefront sends them. Runs once
// (ONCE_FILES): the same code serves every brand.

test.beforeEach(({ brand }) => {
  test.skip(!localShop(brand), 'makes staff with staff:create on the suite’s own database');
});

test('marketing signs in and reads the split test: a row per group with its rate and interval, and the call', async ({ page, brand, browser, baseURL }) => {
  // Three sessions shown each group of Vip4sh: a new session per cookie jar, its group forced as ?Vip4sh= would.
  await page.goto('/login');
  for (const value of ['Control', '4sh']) {
    for (let i = 0; i < 3; i++) {
      await page.context().clearCookies();
      await apiPost(page, 'test-group', { key: 'Vip4sh', values: 'Control,4sh', value });
      const shown = await apiPost<{ exposure: { value: string } }>(page, 'test-exposure', { key: 'Vip4sh' });
      expect(shown.exposure.value).toBe(value);
    }
  }

  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  try {
    // Marketing opens on the reports.
    await setUpStaff(staffPage, createStaff(baseURL!, 'marketing', brand.id));
    await expect(staffPage).toHaveURL(/\/admin\/reports$/);
    await expect(staffPage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' })).toBeVisible();
    await staffPage.getByRole('button', { name: 'Last 7 days' }).click();

    const tests = staffPage.getByRole('region', { name: 'Split tests' });
    const clubJoins = tests.getByRole('article', { name: `Vip4sh on ${brand.id}: club joins` });
    await expect(clubJoins.getByRole('img', { name: /Vip4sh on .*: conversion rate per group/ })).toBeVisible();
    const rows = clubJoins.getByRole('table').getByRole('row');
    await expect(rows.filter({ has: staffPage.getByRole('rowheader', { name: 'Control', exact: true }) })).toHaveCount(1);
    await expect(rows.filter({ has: staffPage.getByRole('rowheader', { name: '4sh', exact: true }) })).toHaveCount(1);
    const control = rows.filter({ has: staffPage.getByRole('rowheader', { name: 'Control', exact: true }) });
    await expect(control.getByRole('cell').nth(4)).toHaveText('Control');
    await expect(rows.filter({ has: staffPage.getByRole('rowheader', { name: '4sh', exact: true }) }).getByRole('cell').nth(4)).toHaveText(/^Not enough data \(each group needs at least 100 exposures/);
    await expect(clubJoins.getByText(/^Not enough data: each group needs at least 100 exposures \(fewest: \d+\)$/)).toBeVisible();
    await expect(tests).not.toContainText('+0.00 to +0.00');

    // Its CSV: the same rows, as a download.
    const href = await tests.getByRole('link', { name: 'Download CSV (split tests)' }).getAttribute('href');
    expect(href).toMatch(/^\/admin\/api\/reports\/experiments\?.*format=csv/);
    // Fetched inside the page (the staff cookie goes with it; Node cannot resolve *.localhost).
    const csv = await staffPage.evaluate(async (url) => {
      const res = await fetch(url, { credentials: 'same-origin' });
      return { type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
    }, href!);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.disposition).toMatch(/^attachment; filename="experiments-/);
    expect(csv.text).toMatch(new RegExp(`\\r\\n${brand.id},Vip4sh,club join,4sh,\\d+,`));

    const axe = await new AxeBuilder({ page: staffPage }).withTags(WCAG).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    await staffContext.close();
  }
});
