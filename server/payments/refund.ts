import { cancelRemainingInstalments } from './instalments';
import type { DB } from '../db';
import { inTransaction, isUniqueViolation, nowIso } from '../db/tx';
import { badRequest, conflict, notFound } from '../http/errors';
import { queueRefundMail } from '../orders/notify';
import { formatCents } from '../../lib/format/money';
import { processorFor } from './processors';

export interface RefundOrderRequest {
  orderId: number;
  /** Cents to give back; omitted or null: everything paid that is not refunded yet. */
  amountCents?: number | null;
  /** Kept with the refund (who asked, why); never shown to the shopper. */
  reason?: string;
  /**
   * How many refund records of the order the asker saw (the back office's order page sends it).
   * An ask made from a view the order has since moved past answers the refund that view led to,
   * or is refused as out of date; it never refunds again. Omitted: the order as it is now.
   */
  seenRefunds?: number;
}

export interface RefundOutcome {
  orderId: number;
  /** This refund. */
  amountCents: number;
  /** The order's refunds so far, this one included. */
  refundedCents: number;
  paidCents: number;
  /** Everything paid is refunded now: the order's status became 'refunded'. */
  full: boolean;
  /** The processor's refund ids. */
  refundIds: string[];
  /** An earlier ask's refund answered again (nothing new was refunded, recorded or mailed). */
  again: boolean;
}

export const REFUND_MESSAGES = {
  unknown: (id: number) => `order: #${id} not found`,
  pending: 'order: is still waiting for its payment',
  unpaid: 'order: has no payment to refund',
  done: 'order: everything paid has been refunded already',
  amount: 'amount: must be a positive amount in dollars and cents',
  tooMuch: (leftCents: number) => `amount: at most ${formatCents(leftCents)} is left to refund on this order`,
  seen: 'refundsSeen: must be the number of refunds shown on the order',
  moved: (refundedCents: number) => `order: was refunded since you opened it (${formatCents(refundedCents)} refunded now); reload the order before refunding more`,
} as const;

/**
 * Refunds an order in full or in part through its brand's processor (server/payments/processor.ts):
 * never more than was paid less earlier refunds. The refund is recorded in `refunds`, the order
 * becomes 'refunded' when nothing paid is left, and the shopper is mailed. `npm run order:refund`
 * calls it; the back office is to call the same function. Bad requests are 400/404 HttpErrors
 * whose message names the problem.
 *
 * Idempotent per attempt: the key is the order and the count of its refund records the asker saw
 * (`seenRefunds`, else the count now), so a retry after a crash between the processor's refund and
 * the record answers the same refund, and the same ask sent twice from one view is one refund
 * whether or not the first had finished when the second came.
 */
export async function refundOrder(db: DB, req: RefundOrderRequest): Promise<RefundOutcome> {
  const order = await db.selectFrom('orders').select(['id', 'brand_id', 'status']).where('id', '=', req.orderId).executeTakeFirst();
  if (!order) throw notFound(REFUND_MESSAGES.unknown(req.orderId));
  if (order.status === 'pending') throw badRequest(REFUND_MESSAGES.pending);
  const payments = await db.selectFrom('payments').select(['id', 'charge_id', 'amount_cents']).where('order_id', '=', order.id).where('status', 'in', ['succeeded', 'captured']).orderBy('id').execute();
  if (!payments.length) throw badRequest(REFUND_MESSAGES.unpaid);
  const earlier = await db.selectFrom('refunds').select(['payment_id', 'amount_cents', 'idempotency_key', 'processor_refund_id']).where('order_id', '=', order.id).orderBy('id').execute();
  const seen = req.seenRefunds ?? earlier.length;
  if (!Number.isInteger(seen) || seen < 0 || seen > earlier.length) throw badRequest(REFUND_MESSAGES.seen);
  const attemptKey = `${order.brand_id}:refund:${order.id}:${seen + 1}`;
  const refundedBefore = earlier.reduce((s, r) => s + Number(r.amount_cents), 0);
  const paidCents = payments.reduce((s, p) => s + Number(p.amount_cents), 0);
  if (seen < earlier.length) {
    const same = earlier.filter((r) => r.idempotency_key.startsWith(`${attemptKey}:`));
    const sameCents = same.reduce((s, r) => s + Number(r.amount_cents), 0);
    if (!same.length || (req.amountCents != null && req.amountCents !== sameCents)) throw conflict(REFUND_MESSAGES.moved(refundedBefore));
    return { orderId: order.id, amountCents: sameCents, refundedCents: refundedBefore, paidCents, full: refundedBefore >= paidCents, refundIds: same.map((r) => r.processor_refund_id), again: true };
  }
  const refundedOf = (paymentId: number) => earlier.filter((r) => Number(r.payment_id) === paymentId).reduce((s, r) => s + Number(r.amount_cents), 0);
  const left = paidCents - refundedBefore;
  if (left <= 0) throw badRequest(REFUND_MESSAGES.done);
  const amount = req.amountCents ?? left;
  if (!Number.isInteger(amount) || amount <= 0) throw badRequest(REFUND_MESSAGES.amount);
  if (amount > left) throw badRequest(REFUND_MESSAGES.tooMuch(left));

  // The latest payment first (an instalment plan's last instalment, then the earlier ones).
  const parts: { paymentId: number; chargeId: string; cents: number }[] = [];
  let due = amount;
  for (const p of [...payments].reverse()) {
    const room = Number(p.amount_cents) - refundedOf(Number(p.id));
    const cents = Math.min(room, due);
    if (cents > 0) parts.push({ paymentId: Number(p.id), chargeId: p.charge_id, cents });
    due -= cents;
    if (due === 0) break;
  }

  const processor = processorFor(order.brand_id);
  const done: (typeof parts[number] & { refundId: string; key: string })[] = [];
  for (const part of parts) {
    const refund = await processor.refundPayment({ paymentId: part.chargeId, amountCents: part.cents, idempotencyKey: `${attemptKey}:${part.paymentId}`, reason: req.reason });
    done.push({ ...part, refundId: refund.id, key: `${attemptKey}:${part.paymentId}` });
  }

  const refundedCents = refundedBefore + amount;
  const full = refundedCents >= paidCents;
  let again = false;
  try {
    await inTransaction(db, async (trx) => {
      await trx.insertInto('refunds').values(done.map((d) => ({
        order_id: order.id, payment_id: d.paymentId, processor_refund_id: d.refundId, amount_cents: d.cents, reason: req.reason ?? '',
        idempotency_key: d.key, created_at: nowIso(),
      }))).execute();
      if (full) {
        await trx.updateTable('orders').set({ status: 'refunded' }).where('id', '=', order.id).execute();
        // A Pay in 4 order refunded in full owes nothing more: its later installments are not charged.
        await cancelRemainingInstalments(trx, order.id);
      }
      await queueRefundMail(trx, order.id, { amountCents: amount, refundedCents, paidCents });
    });
  } catch (err) {
    // The same refund recorded by a request at the same moment: it is one refund, recorded and mailed once.
    if (!isUniqueViolation(err)) throw err;
    again = true;
  }
  return { orderId: order.id, amountCents: amount, refundedCents, paidCents, full, refundIds: done.map((d) => d.refundId), again };
}
