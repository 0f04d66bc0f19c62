/**
 * The forward right after a beacon (issue 35): the shopper's request is answered first, then this
 * process sends what is due to product analytics and the Conversions API, one run at a time (a run
 * in progress picks up what later beacons stored). What fails waits for the worker's jobs
 * (collect-forward, pixel-forward), which retry with backoff.
 */
import type { DB } from '../db';
import { log } from '../ops/log';
import { forwardPixelEvents } from './capi';
import { forwardAllCollected } from './mixpanelIngest';

let running: Promise<void> | null = null;
let again = false;

export function forwardSoon(db: DB): void {
  if (running) {
    again = true;
    return;
  }
  running = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      do {
        again = false;
        await forwardAllCollected(db);
        await forwardPixelEvents(db, { limit: 50 });
      } while (again);
    })
    .catch((err: unknown) => log().warn({ err }, 'collect: forward failed (the worker retries)'))
    .finally(() => {
      running = null;
    });
}

/** Tests: the forward started by the last beacons, finished. */
export async function forwardsSettled(): Promise<void> {
  while (running) await running;
}
