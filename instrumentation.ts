import type { Instrumentation } from 'next';

// Runs once when the server starts (Next's instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Production without its secrets stops here, naming the variable (server/ops/secrets.ts).
  const { requireSecrets } = await import('./server/ops/secrets');
  requireSecrets('server');
  // A bad or clashing BRAND_HOSTS_<BRAND> stops the start here too, naming the variable (brands/hosts.ts).
  await import('./brands').catch((err: unknown) => {
    console.error(`server: cannot start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
  const { installStringRenderer } = await import('./lib/server/stringRenderer');
  installStringRenderer();
  const { startServerErrorReporting } = await import('./lib/monitoring/server');
  await startServerErrorReporting();
  if (process.env.NODE_ENV === 'production') {
    const { installGracefulShutdown } = await import('./server/ops/shutdown');
    installGracefulShutdown();
  }
  // Demo mode (npm run shop, the e2e and bench servers) migrates and seeds at start, not on the
  // first request; a failure is logged and retried by the first request that needs the database.
  if (process.env.SHOP_DEMO === '1') {
    const { getDb } = await import('./server/db');
    const { log } = await import('./server/ops/log');
    await getDb().then(
      () => log().info('database migrated and seeded (demo mode)'),
      (err: unknown) => log().error({ err }, 'database set-up failed at start; retried on use'),
    );
  }
  // With SMTP_URL, this server delivers email_outbox itself (server/mail/start.ts).
  const { startMailDelivery } = await import('./server/mail/start');
  await startMailDelivery();
}

/** An error thrown while rendering a page or running an API route goes to error reporting (when on). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('./server/ops/log');
  log().error({ method: request.method, route: String(request.path).split('?')[0], routeType: context.routeType, err: error }, 'request error');
  const { reportRequestError } = await import('./lib/monitoring/server');
  reportRequestError(error, request, context);
};
