import { chargeDueInstalments, type InstalmentSummary } from '../payments/instalments';
import { formatCents } from '../../lib/format/money';
import type { Job } from './types';

/**
 * Pay in 4 run by the shop (server/payments/instalments.ts): charges every instalment due today
 * (UTC) or earlier, retries declined ones, mails each decline. Hourly in the worker; an instalment
 * is charged once whatever the number of runs.
 */
export const instalmentsJob: Job<InstalmentSummary> = {
  description: 'Pay in 4: charges the installments due today, retries declined ones and mails each decline',
  everyMs: 60 * 60_000,
  run: (db, { now }) => chargeDueInstalments(db, now),
  describe: (s) => `installments: ${s.charged} charged (${formatCents(s.chargedCents)}), ${s.declined} declined (will retry), ${s.failed} declined for the last time${s.errors ? `, ${s.errors} failed` : ''}`,
};
