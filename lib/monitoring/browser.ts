/**
 * Error reporting in the browser, started by _app after the page has hydrated, so the SDK's
 * chunk never delays the first paint or the first interaction. NEXT_PUBLIC_SENTRY_DSN is read at
 * build time: without it the function returns at once, and the bundler drops the imports below.
 */
let started = false;

export function startBrowserErrorReporting(): void {
  const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
  if (!dsn || started) return;
  started = true;
  void Promise.all([import('@sentry/nextjs'), import('./sentryOptions')]).then(([sdk, { sentryOptions }]) => {
    const options = sentryOptions({ dsn, environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT || undefined });
    if (options) sdk.init(options);
  });
}
