import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { brandScope } from './e2e/brandScope';
import { STRIPE_API_PORT, STRIPE_ENV, STRIPE_SHOP_PORT, ANALYTICS_ENV, ANALYTICS_PORT, DEFAULT_E2E_PORT, E2E_PORT as PORT, INGEST_PORT, LOCAL_SMTP_URL, MAIL_HTTP_PORT, MAIL_SMTP_PORT, REPORTING_DSN, REPORTING_PORT, brandBaseUrl, deploymentUrl } from './e2e/servers';
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

// The reporting and analytics shops' databases: the default names on the default port (scripts/test.sh
// deletes them), else named after E2E_PORT, so two runs at once on different ports share no file.
const sideDb = (name: string) => `.data/e2e-${name}${PORT === DEFAULT_E2E_PORT ? '' : `-${PORT}`}.sqlite`;

// With every brand on a deployment (E2E_BASE_URL_<BRAND>), no local shop is started.
const external = BRANDS.every((b) => deploymentUrl(b));

// The test mail inbox the shops deliver to and the account tests read links from; a deployment is
// pointed at it with SMTP_URL (README). E2E_MAIL_INBOX_URL names an inbox started elsewhere instead.
const mailInbox = process.env.E2E_MAIL_INBOX_URL
  ? []
  : [
      {
        command: 'node e2e/mail-inbox.mjs',
        url: `http://127.0.0.1:${MAIL_HTTP_PORT}/healthz`,
        reuseExistingServer: !process.env.CI,
        env: { MAIL_INBOX_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_INBOX_HTTP_PORT: String(MAIL_HTTP_PORT), MAIL_INBOX_HOST: process.env.MAIL_INBOX_HOST || '127.0.0.1' },
      },
    ];

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // scripts/test.sh sets PLAYWRIGHT_JSON_OUTPUT_NAME to list the slowest tests after the run.
  reporter: [['list'], ['html', { open: 'never' }], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : [])],
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
    // Checkout journeys on every brand, brand-independent ones on one (e2e/brandScope.ts, e2e/README.md).
    ...brandScope(brand),
  })),
  webServer: external
    ? mailInbox
    : [
        ...mailInbox,
        {
          command: 'node scripts/start.mjs --demo',
          url: `http://127.0.0.1:${PORT}/healthz`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          env: { PORT: String(PORT), SQLITE_FILE: process.env.E2E_SQLITE_FILE || '.data/e2e.sqlite', RATE_LIMIT_FACTOR: '100', SMTP_URL: LOCAL_SMTP_URL },
        },
        // The same build with browser error reporting on (e2e/error-reporting.spec.ts).
        {
          command: 'node scripts/start.mjs --demo',
          url: `http://127.0.0.1:${REPORTING_PORT}/healthz`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          env: { PORT: String(REPORTING_PORT), SQLITE_FILE: sideDb('reporting'), RATE_LIMIT_FACTOR: '100', SENTRY_BROWSER_DSN: REPORTING_DSN, SENTRY_ENVIRONMENT: 'e2e', SMTP_URL: LOCAL_SMTP_URL },
        },
        // The same build with every analytics destination configured (e2e/analytics.spec.ts): keys
        // change every page's CSP and requests, so only this server has them.
        {
          command: 'node scripts/start.mjs --demo',
          url: `http://127.0.0.1:${ANALYTICS_PORT}/healthz`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          env: { PORT: String(ANALYTICS_PORT), SQLITE_FILE: sideDb('analytics'), RATE_LIMIT_FACTOR: '100', SMTP_URL: LOCAL_SMTP_URL, ...ANALYTICS_ENV },
        },
        // The Stripe stand-in and the same build with every brand on Stripe (e2e/stripe-checkout.spec.ts).
        {
          command: 'npx tsx e2e/stripe/stand-in-server.ts',
          url: `http://127.0.0.1:${STRIPE_API_PORT}/v1/customers`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: 'node scripts/start.mjs --demo',
          url: `http://127.0.0.1:${STRIPE_SHOP_PORT}/healthz`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          env: { PORT: String(STRIPE_SHOP_PORT), SQLITE_FILE: sideDb('stripe'), RATE_LIMIT_FACTOR: '100', SMTP_URL: LOCAL_SMTP_URL, ...STRIPE_ENV },
        },
        {
          command: 'node e2e/fake-ingest.mjs',
          url: `http://127.0.0.1:${INGEST_PORT}/healthz`,
          reuseExistingServer: !process.env.CI,
          env: { PORT: String(INGEST_PORT) },
        },
      ],
});
