/**
 * The servers playwright.config.ts starts for the suite (unless every E2E_BASE_URL_<BRAND> points
 * at a deployment): the shop, a second shop from the same build with browser error reporting on,
 * and a stand-in for the error-reporting service that the second one reports to. The test mail
 * inbox (e2e/mail-inbox.mjs) is started for a deployment too, unless E2E_MAIL_INBOX_URL names one.
 */
export const DEFAULT_E2E_PORT = 3100;
export const E2E_PORT = Number(process.env.E2E_PORT || DEFAULT_E2E_PORT);
export const REPORTING_PORT = E2E_PORT + 1;
export const INGEST_PORT = E2E_PORT + 2;
/** The test inbox: the shops deliver to SMTP_URL=smtp://127.0.0.1:MAIL_SMTP_PORT, the tests read MAIL_HTTP_PORT. */
export const MAIL_SMTP_PORT = E2E_PORT + 3;
export const MAIL_HTTP_PORT = E2E_PORT + 4;
/** A third shop from the same build with every analytics destination configured (e2e/analytics.spec.ts). */
export const ANALYTICS_PORT = E2E_PORT + 5;
/** The Stripe stand-in (tests/helpers/stripe, started by e2e/stripe/stand-in-server.ts) and a fourth shop with every brand on Stripe. */
export const STRIPE_API_PORT = E2E_PORT + 6;
export const STRIPE_SHOP_PORT = E2E_PORT + 7;
/** Each brand's Stripe keys in that shop and the stand-in (test-mode shaped, not real keys). */
export function stripeKeysOf(brandId: string) {
  const id = brandId.replace(/\W/g, '');
  return { secretKey: `sk_test_e2e${id}`, publishableKey: `pk_test_e2e${id}`, webhookSecret: `whsec_e2e${id}` };
}
export const STRIPE_BRANDS = ['pf', 'ckb', 'uncommonpair', 'hb'];
export const STRIPE_ENV: Record<string, string> = {
  STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_API_PORT}`,
  ...Object.fromEntries(
    STRIPE_BRANDS.flatMap((b) => {
      const s = b.toUpperCase().replace(/[^A-Z0-9]/g, '_');
      const k = stripeKeysOf(b);
      return [[`STRIPE_SECRET_KEY_${s}`, k.secretKey], [`STRIPE_PUBLISHABLE_KEY_${s}`, k.publishableKey], [`STRIPE_WEBHOOK_SECRET_${s}`, k.webhookSecret], [`STRIPE_APPLE_PAY_${s}`, '1']];
    }),
  ),
};
/** A brand's pages on the Stripe shop. */
export const stripeShopUrl = (brandId: string) => `http://${brandId}.localhost:${STRIPE_SHOP_PORT}`;

/** The analytics keys that shop runs with, the same for every brand (ANALYTICS_ENV). */
export const ANALYTICS_KEYS = { mixpanelToken: 'e2e-mixpanel-token', pixelId: '1234567890', gtmId: 'GTM-E2ETEST', gaId: 'G-E2ETEST' };
export const ANALYTICS_BRANDS = ['pf', 'ckb', 'uncommonpair', 'hb'];
export const ANALYTICS_ENV: Record<string, string> = {
  ...Object.fromEntries(
    ANALYTICS_BRANDS.flatMap((b) => {
      const s = b.toUpperCase();
      return [
        [`MIXPANEL_TOKEN_${s}`, ANALYTICS_KEYS.mixpanelToken],
        [`META_PIXEL_ID_${s}`, ANALYTICS_KEYS.pixelId],
        [`META_CAPI_TOKEN_${s}`, 'e2e-capi-token'],
        [`GTM_ID_${s}`, ANALYTICS_KEYS.gtmId],
        [`GA_ID_${s}`, ANALYTICS_KEYS.gaId],
      ];
    }),
  ),
  // The shop API's server-to-server forwards (first-party collection, issue 35) go to the local
  // stand-in (e2e/fake-ingest.mjs), which keeps what it gets: product analytics' ingestion under
  // /mixpanel, the Conversions API under /capi.
  MIXPANEL_INGEST_URL: `http://127.0.0.1:${INGEST_PORT}/mixpanel`,
  META_CAPI_URL: `http://127.0.0.1:${INGEST_PORT}/capi`,
};
/** Where the tests read mail: an inbox of their own (E2E_MAIL_INBOX_URL, e.g. one a deployment can reach), else the one the suite starts. */
export const MAIL_INBOX_URL = process.env.E2E_MAIL_INBOX_URL || `http://127.0.0.1:${MAIL_HTTP_PORT}`;
export const LOCAL_SMTP_URL = `smtp://127.0.0.1:${MAIL_SMTP_PORT}`;
/** A Sentry-style DSN: the browser posts envelopes to http://127.0.0.1:INGEST_PORT/api/1/envelope/. */
export const REPORTING_DSN = `http://e2ePublicKey@127.0.0.1:${INGEST_PORT}/1`;

/** E2E_BASE_URL_PF=https://… runs the suite for that brand against a deployment instead of the local shop. */
export function deploymentUrl(brandId: string): string | undefined {
  return process.env[`E2E_BASE_URL_${brandId.toUpperCase()}`] || undefined;
}

/** Where the suite opens a brand's pages: its deployment, else the local shop. */
export function brandBaseUrl(brandId: string): string {
  return deploymentUrl(brandId) ?? `http://${brandId}.localhost:${E2E_PORT}`;
}
