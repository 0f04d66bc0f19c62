/**
 * Server-side error reporting (instrumentation.ts starts it). The SDK is imported only when
 * SENTRY_DSN is set, so a shop without a DSN loads none of it and pays nothing per request.
 */
import { sentryOptions } from './sentryOptions';

type Sdk = typeof import('@sentry/nextjs');
let sdk: Sdk | null = null;

/** Starts reporting when SENTRY_DSN is set; says whether it did. */
export async function startServerErrorReporting(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (sdk) return true;
  const options = sentryOptions({ dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT || undefined, release: env.SENTRY_RELEASE || undefined });
  if (!options) return false;
  sdk = await import('@sentry/nextjs');
  sdk.init(options);
  return true;
}

/** An error the shop API answered with a 500: reported with its route, never with the request body. */
export function reportServerError(error: unknown, where: { method: string; path: string }): void {
  sdk?.withScope((scope) => {
    scope.setTag('api_route', where.path);
    scope.setContext('request', { method: where.method, path: where.path });
    sdk?.captureException(error);
  });
}

/** Next's onRequestError hook: an error thrown while rendering a page or running an API route. */
export function reportRequestError(...args: Parameters<Sdk['captureRequestError']>): void {
  sdk?.captureRequestError(...args);
}

/** Waits until queued reports are sent (tests; a graceful shutdown). */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  return sdk ? sdk.flush(timeoutMs) : true;
}

/** Stops reporting (tests). */
export async function stopServerErrorReporting(): Promise<void> {
  await sdk?.close(2000);
  sdk = null;
}
