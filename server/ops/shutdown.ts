import { closeDb } from '../db';
import { stopProcessMailLoop } from '../mail/loop';
import { flushErrorReports } from '../../lib/monitoring/server';
import { markDraining } from './health';
import { log } from './log';

/** The longest a shutdown waits for requests in flight before it closes the pool anyway. */
export const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);

/** Stops mail delivery (lets a send in progress finish), closes the database pool, flushes error reports and the log. Safe to call twice. */
let closing: Promise<void> | null = null;
export function closeResources(): Promise<void> {
  closing ??= (async () => {
    await stopProcessMailLoop().catch(() => undefined);
    await Promise.allSettled([closeDb(), flushErrorReports(2000)]);
    log().info('shutdown: database closed, error reports flushed');
    log().flush();
  })();
  return closing;
}

/**
 * Graceful shutdown of the Next server (instrumentation.ts). On SIGTERM or SIGINT, Next's own
 * handler (next start and the standalone server.js) stops accepting connections, waits for the
 * requests in flight and then calls process.exit. This hooks that exit: /readyz turns 503 at
 * once, and when Next exits, the pool is closed and error reports and logs are flushed first. If
 * draining takes longer than SHUTDOWN_TIMEOUT_MS the same happens then.
 */
export function installGracefulShutdown(): void {
  const g = globalThis as typeof globalThis & { __shopShutdown?: boolean };
  if (g.__shopShutdown) return;
  g.__shopShutdown = true;
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    markDraining();
    log().info({ signal }, 'shutdown: draining requests');
    const realExit = process.exit.bind(process);
    const finish = (code: number | string | null | undefined) => {
      void closeResources().finally(() => realExit(code ?? 0));
    };
    process.exit = ((code?: number | string | null) => {
      finish(code);
      return undefined as never;
    }) as typeof process.exit;
    setTimeout(() => {
      log().warn({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown: requests still in flight, closing anyway');
      finish(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
