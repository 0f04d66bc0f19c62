// Runs once when the server starts (Next's instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installStringRenderer } = await import('./lib/server/stringRenderer');
  installStringRenderer();
}
