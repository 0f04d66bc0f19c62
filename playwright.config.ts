import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT, INGEST_PORT, REPORTING_DSN, REPORTING_PORT, brandBaseUrl, deploymentUrl } from './e2e/servers';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const BRANDS = ['pf', 'ckb', 'uncommonpair', 'hb'];

// Debian's Chromium where it exists (nothing can download a browser here); Playwright's own elsewhere.
const executablePath = process.env.CHROMIUM_PATH || (fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// With every brand on a deployment (E2E_BASE_URL_<BRAND>), no local server is started.
const external = BRANDS.every((b) => deploymentUrl(b));

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: BRANDS.map((brand) => ({
    name: brand,
    use: { ...devices['Desktop Chrome'], baseURL: brandBaseUrl(brand), launchOptions: { executablePath, args: chromiumArgs } },
    metadata: { brand },
  })),
  webServer: external
    ? undefined
    : [
        {
          command: 'node scripts/start.mjs --demo',
          url: `http://127.0.0.1:${PORT}/healthz`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          env: { PORT: String(PORT), SQLITE_FILE: process.env.E2E_SQLITE_FILE || '.data/e2e.sqlite' },
        },
        // The same build with browser error reporting on (e2e/error-reporting.spec.ts).
        {
          command: 'node scripts/start.mjs --demo',
          url: `http://127.0.0.1:${REPORTING_PORT}/healthz`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          env: { PORT: String(REPORTING_PORT), SQLITE_FILE: '.data/e2e-reporting.sqlite', SENTRY_BROWSER_DSN: REPORTING_DSN, SENTRY_ENVIRONMENT: 'e2e' },
        },
        {
          command: 'node e2e/fake-ingest.mjs',
          url: `http://127.0.0.1:${INGEST_PORT}/healthz`,
          reuseExistingServer: !process.env.CI,
          env: { PORT: String(INGEST_PORT) },
        },
      ],
});
