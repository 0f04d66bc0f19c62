import { test, expect } from './fixtures';
import { INGEST_PORT, REPORTING_DSN, REPORTING_PORT, deploymentUrl } from './servers';

// Browser error reporting end to end: a second server of the same build runs with
// SENTRY_BROWSER_DSN (playwright.config.ts), and e2e/fake-ingest.mjs stands in for the service.

interface Envelope {
  path: string;
  body: string;
}

async function received(): Promise<Envelope[]> {
  return (await fetch(`http://127.0.0.1:${INGEST_PORT}/received`)).json();
}

test('without a DSN a page carries no error-reporting configuration', async ({ page, brand }) => {
  // A deployment (E2E_BASE_URL_<BRAND>) may report errors, and has neither of the local servers.
  test.skip(Boolean(deploymentUrl(brand.id)), 'a deployment may report errors');
  await page.goto('/');
  await expect(page.locator('meta[name="error-reporting-dsn"]')).toHaveCount(0);
});

test('with a DSN, an error in the browser reaches the service with card numbers masked', async ({ page, brand }) => {
  test.skip(Boolean(deploymentUrl(brand.id)), 'needs the suite’s own second server');
  // Base 36: a run of 13 or more digits (Date.now()) would itself be masked as a card number.
  const marker = `e2e-${brand.id}-${Date.now().toString(36)}`;
  await page.goto(`http://${brand.id}.localhost:${REPORTING_PORT}/`);
  await expect(page.locator('meta[name="error-reporting-dsn"]')).toHaveAttribute('content', REPORTING_DSN);
  await expect(page.getByTestId('store-name')).toBeVisible();

  // The SDK loads after hydration, so throw until a report arrives (each throw is an event of its own).
  const mine = async () => (await received()).filter((e) => e.body.includes(marker));
  await expect
    .poll(
      async () => {
        await page.evaluate((m) => {
          setTimeout(() => {
            throw new Error(`${m} paid with 4242 4242 4242 4242`);
          });
        }, marker);
        return (await mine()).length;
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThan(0);

  const [report] = await mine();
  expect(report.path).toMatch(/^\/api\/1\/envelope\/\?.*sentry_key=e2ePublicKey/);
  expect(report.body).toContain(`${marker} paid with [card number]`);
  expect(report.body).not.toContain('4242');
  expect(report.body).toContain('"environment":"e2e"');
});
