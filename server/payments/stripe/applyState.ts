import type Stripe from 'stripe';
import type { DB } from '../../db';
import { isUniqueViolation, nowIso } from '../../db/tx';
import type { PaymentState } from '../processor';

/**
 * How far a payment has come. A state is applied only when it is further than the one recorded:
 * two deliveries read at different moments (or a late event) never move a payment backwards. A
 * pending authentication ends in a decline or a success; a decline can still end in success (the
 * payer tries again); succeeded and canceled are final (refunds are recorded apart, in money).
 */
const PAYMENT_RANK: Record<string, number> = { requires_action: 1, processing: 1, declined: 2, authorized: 3, succeeded: 4, canceled: 4 };

/** Stripe's dispute statuses in the order they come: a late 'needs_response' never reopens a won or lost dispute. */
const DISPUTE_RANK: Record<string, number> = {
  warning_needs_response: 1, needs_response: 1, warning_under_review: 2, under_review: 2, warning_closed: 3, won: 3, lost: 3, prevented: 3,
};

const rank = (table: Record<string, number>, status: string) => table[status] ?? 0;

/**
 * Applies a payment's state as Stripe knows it to the shop's records of it: the payments rows of
 * this brand's orders paid with it (gateway 'stripe', charge_id the PaymentIntent's id).
 * Compare-and-set on the recorded status, so a concurrent older state loses.
 */
export async function applyPaymentState(db: DB, brandId: string, state: PaymentState): Promise<number> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.status'])
    .where('payments.gateway', '=', 'stripe')
    .where('payments.charge_id', '=', state.id)
    .where('orders.brand_id', '=', brandId)
    .execute();
  let changed = 0;
  for (const row of rows) {
    if (rank(PAYMENT_RANK, state.status) <= rank(PAYMENT_RANK, row.status)) continue;
    const res = await db.updateTable('payments').set({ status: state.status }).where('id', '=', row.id).where('status', '=', row.status).executeTakeFirst();
    changed += Number(res.numUpdatedRows);
  }
  return changed;
}

/** A payer's dispute of a payment, kept (and moved forward) as Stripe reports it. */
export async function recordDispute(db: DB, brandId: string, d: Stripe.Dispute): Promise<void> {
  const paymentId = typeof d.payment_intent === 'string' ? d.payment_intent : (d.payment_intent?.id ?? '');
  const now = nowIso();
  const existing = await db.selectFrom('payment_disputes').select(['status']).where('dispute_id', '=', d.id).executeTakeFirst();
  if (!existing) {
    try {
      await db.insertInto('payment_disputes').values({
        dispute_id: d.id, brand_id: brandId, payment_id: paymentId, amount_cents: d.amount, reason: d.reason, status: d.status, created_at: now, updated_at: now,
      }).execute();
      return;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  const current = existing ?? (await db.selectFrom('payment_disputes').select(['status']).where('dispute_id', '=', d.id).executeTakeFirstOrThrow());
  if (rank(DISPUTE_RANK, d.status) <= rank(DISPUTE_RANK, current.status)) return;
  await db.updateTable('payment_disputes').set({ status: d.status, amount_cents: d.amount, updated_at: now })
    .where('dispute_id', '=', d.id).where('status', '=', current.status).execute();
}
