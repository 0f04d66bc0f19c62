import { purgeExpired, type PurgeSummary } from '../maintenance/cleanup';
import type { Job } from './types';

/**
 * Deletes expired sessions and what hung off them, and dead register/reset tokens
 * (server/maintenance/cleanup.ts). Hourly: a session outlives its limit by at most an hour in the
 * table, though never in use (the request path refuses it by its times).
 */
export const cleanupJob: Job<PurgeSummary> = {
  description: 'deletes expired sessions with their orphaned carts, split-test groups and guest quiz answers, and register/reset tokens dead for a day',
  everyMs: 60 * 60_000,
  run: (db, { now }) => purgeExpired(db, now),
  describe: (s) =>
    `cleanup: ${s.sessions} sessions, ${s.carts} carts (${s.cartLines} lines), ${s.splitTests} split-test groups, ${s.styleProfiles} quiz answers, ${s.tokens} tokens deleted`,
};
