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
/** The analytics keys that shop runs with, the same for every brand (ANALYTICS_ENV). */
export const ANALYTICS_KEYS = { mixpanelToken: 'e2e-mixpanel-token', pixelId: '1234567890', gtmId: 'GTM-E2ETEST', gaId: 'G-E2ETEST' };
export const ANALYTICS_BRANDS = ['pf', 'ckb', 'uncommonpair', 'hb'];
export const ANALYTICS_ENV: Record<string, string> = Object.fromEntries(
  ANALYTICS_BRANDS.flatMap((b) => {
    const s = b.toUpperCase();
    return [
      [`MIXPANEL_TOKEN_${s}`, ANALYTICS_KEYS.mixpanelToken],
      [`META_PIXEL_ID_${s}`, ANALYTICS_KEYS.pixelId],
      [`GTM_ID_${s}`, ANALYTICS_KEYS.gtmId],
      [`GA_ID_${s}`, ANALYTICS_KEYS.gaId],
    ];
  }),
);
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
