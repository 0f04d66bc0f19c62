/**
 * Error reporting in the browser, started by _app after the page has hydrated, so the SDK's chunk
 * never delays the first paint or the first interaction. The DSN comes from the page itself (meta
 * tags written by the server, lib/monitoring/browserConfig.ts): without one nothing is loaded, and
 * the SDK is a separate chunk that no page loads up front.
 */
import { readBrowserReportingConfig } from './browserConfig';

let started = false;

export function startBrowserErrorReporting(doc: Pick<ParentNode, 'querySelector'> = document): void {
  if (started) return;
  const config = readBrowserReportingConfig(doc);
  if (!config) return;
  started = true;
  void Promise.all([import('@sentry/nextjs'), import('./sentryOptions')]).then(([sdk, { sentryOptions }]) => {
    const options = sentryOptions(config);
    if (options) sdk.init(options);
  });
}
