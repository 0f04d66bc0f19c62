import { cleanupJob } from './cleanup';
import { clubBillingJob } from './clubBilling';
import { clubPickRemindersJob } from './clubPickReminders';
import { instalmentsJob } from './instalments';
import { mailJob } from './mail';
import { marketingCleanupJob } from './marketingCleanup';
import { paymentsReconcileJob } from './paymentsReconcile';
import { pixelForwardJob } from './pixelForward';
import { collectForwardJob } from './collectForward';
import type { Job, JobSummary } from './types';

export type { Job, JobOptions, JobSummary } from './types';

/**
 * Every maintenance job by name: `npm run job -- <name>` runs one once, `npm run worker` runs them
 * all on their intervals (server/jobs/worker.ts). Add a job here with its own file beside this one.
 */
export const JOBS: Record<string, Job> = {
  'club-billing': clubBillingJob as Job<JobSummary>,
  'club-pick-reminders': clubPickRemindersJob as Job<JobSummary>,
  cleanup: cleanupJob as Job<JobSummary>,
  mail: mailJob as Job<JobSummary>,
  'pixel-forward': pixelForwardJob as Job<JobSummary>,
  'collect-forward': collectForwardJob as Job<JobSummary>,
  'marketing-cleanup': marketingCleanupJob as Job<JobSummary>,
  'payments-reconcile': paymentsReconcileJob as Job<JobSummary>,
  instalments: instalmentsJob as Job<JobSummary>,
};

export function jobNames(): string[] {
  return Object.keys(JOBS);
}

export function findJob(name: string): Job | undefined {
  return Object.prototype.hasOwnProperty.call(JOBS, name) ? JOBS[name] : undefined;
}
