import { databaseStatus } from '../db';
import { log } from './log';

let draining = false;

/** Shutting down: /readyz answers 503 so the load balancer stops sending new requests. */
export function markDraining(): void {
  draining = true;
}

export interface Readiness {
  status: 200 | 503;
  body: { status: 'ready' | 'unavailable'; reason?: string; pending?: string[] };
}

/**
 * /readyz: ready when the database answers now and has every migration of this build, and the
 * process is not shutting down. The reason is short; the database's own error goes to the log only.
 */
export async function readiness(): Promise<Readiness> {
  if (draining) return { status: 503, body: { status: 'unavailable', reason: 'shutting down' } };
  const db = await databaseStatus();
  if (!db.reachable) {
    log().warn({ err: { message: db.error ?? 'unknown' } }, 'readyz: database unreachable');
    return { status: 503, body: { status: 'unavailable', reason: 'database unreachable' } };
  }
  if (db.pending.length) return { status: 503, body: { status: 'unavailable', reason: 'migrations pending (run npm run db:migrate)', pending: db.pending } };
  return { status: 200, body: { status: 'ready' } };
}
