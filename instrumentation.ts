import type { Instrumentation } from 'next';

// Runs once when the server starts (Next's instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installStringRenderer } = await import('./lib/server/stringRenderer');
  installStringRenderer();
  const { startServerErrorReporting } = await import('./lib/monitoring/server');
  await startServerErrorReporting();
}

/** An error thrown while rendering a page or running an API route goes to error reporting (when on). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./lib/monitoring/server');
  reportRequestError(error, request, context);
};
