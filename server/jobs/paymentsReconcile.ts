import { reconcilePayments, type ReconcileSummary } from '../payments/reconcile';
import type { Job } from './types';

/**
 * Heals payments interrupted between the charge and the order's confirmation
 * (server/payments/reconcile.ts). Every five minutes in the worker.
 */
export const paymentsReconcileJob: Job<ReconcileSummary> = {
  description: 'confirms or removes orders left pending by a crash between charge and confirmation, asking the processor',
  everyMs: 5 * 60_000,
  run: (db, { now }) => reconcilePayments(db, now),
  describe: (s) => `payments reconcile: ${s.confirmed} confirmed, ${s.abandoned} removed, ${s.cancelled} authorizations canceled, ${s.waiting} waiting${s.errors ? `, ${s.errors} failed` : ''}`,
};
