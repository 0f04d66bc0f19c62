import { purgeMarketing, type MarketingPurgeSummary } from '../marketing/retention';
import type { Job } from './types';

/** Deletes landings and first/last touches of gone sessions, and pixel events past 30 days (server/marketing/retention.ts). */
export const marketingCleanupJob: Job<MarketingPurgeSummary> = {
  description: 'deletes the landings (UTM, click ids) and first/last touches of expired sessions, and pixel and collected events older than 30 days',
  everyMs: 60 * 60_000,
  run: (db, { now }) => purgeMarketing(db, now),
  describe: (s) => `marketing-cleanup: ${s.landings} landings, ${s.sessionAttribution} session touches, ${s.pixelEvents} pixel events, ${s.collectedEvents} collected events deleted`,
};
