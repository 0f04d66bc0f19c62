import { billDueMemberships, type BillingSummary } from '../club/billing';
import type { Job } from './types';
import { formatCents } from '../../lib/format/money';

/** The line `npm run club:bill` has always printed. */
export function billingLine(day: string, s: BillingSummary): string {
  const parts = [
    `${s.charged} charged (${formatCents(s.chargedCents)})`, `${s.skipped} skipped`, `${s.declined} declined`, `${s.noCard} without a card`,
    ...(s.errors ? [`${s.errors} failed`] : []),
  ];
  return `club billing ${day}: ${parts.join(', ')}`;
}

/**
 * The club's billing run (server/club/billing.ts). Hourly in the worker: a run charges only the
 * billing dates due on its UTC day and never one twice, so the first run after midnight bills the
 * day and the others find nothing (or retry a membership that failed).
 */
export const clubBillingJob: Job<BillingSummary> = {
  description: "the club's billing run: charges every membership due today (UTC), marks declines overdue, queues receipts",
  everyMs: 60 * 60_000,
  run: (db, { now }) => billDueMemberships(db, now),
  describe: (summary, { now }) => billingLine(now.toISOString().slice(0, 10), summary),
};
