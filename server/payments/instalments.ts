// Pay in 4 run by the shop (the sandbox processor, methods.ts shopRunsInstalments): checkout charges
// the first of four payments, confirmOrder writes the schedule (payment_instalments), and the
// `instalments` job charges each later one on its due date to the order's card, off session. A
// declined payment is tried again INSTALMENT_RETRY_DAYS later, at most INSTALMENT_MAX_ATTEMPTS times,
// and each decline is mailed to the shopper, as a club decline is.
import { brandById } from '../../brands';
import { queueServiceMail } from '../accounts/outbox';
import type { DB } from '../db';
import { inTransaction, nowIso, type Trx } from '../db/tx';
import {
  INSTALMENT_MAX_ATTEMPTS, INSTALMENT_RETRY_DAYS, addDays, instalmentSchedule, type ScheduleRow,
} from '../../lib/payments/instalments';
import { instalmentDeclinedMail } from '../orders/instalmentMails';
import { processorFor } from './processors';
import { SHOP_CURRENCY, paymentKey, type PaymentState } from './processor';

/** Orders whose schedule stops: nothing more is charged once an order is refunded or canceled. */
const STOPPED_ORDER_STATUSES = ['refunded', 'canceled', 'cancelled'];

/**
 * Writes an order's schedule when its first payment covered only the first instalment: row 1 paid
 * by that payment, the others due every two weeks from the order's day. Nothing for a payment of
 * the whole total (a card payment, or a processor that runs its own buy-now-pay-later).
 */
export async function recordSchedule(trx: Trx, order: { id: number; total_cents: number; created_at: string }, payment: PaymentState, instalments: number): Promise<void> {
  const total = Number(order.total_cents);
  if (instalments <= 1 || payment.amountCents >= total) return;
  const at = nowIso();
  const plan = instalmentSchedule(total, order.created_at.slice(0, 10));
  await trx
    .insertInto('payment_instalments')
    .values(plan.map((p) => ({
      order_id: order.id, seq: p.seq, due_date: p.dueDate, amount_cents: p.amountCents,
      status: p.seq === 1 ? 'paid' : 'scheduled', attempts: p.seq === 1 ? 1 : 0,
      charge_id: p.seq === 1 ? payment.id : null, failure: null, paid_at: p.seq === 1 ? at : null, updated_at: at,
    })))
    .execute();
}

/** An order's schedule, oldest first (empty when it has none). */
export async function scheduleOf(db: DB | Trx, orderId: number): Promise<ScheduleRow[]> {
  const rows = await db.selectFrom('payment_instalments').select(['seq', 'due_date', 'amount_cents', 'status']).where('order_id', '=', orderId).orderBy('seq').execute();
  return rows.map((r) => ({ seq: Number(r.seq), dueDate: r.due_date, amountCents: Number(r.amount_cents), status: r.status }));
}

/** Stops what is left of an order's schedule (a full refund, a cancellation): nothing more is charged. */
export async function cancelRemainingInstalments(db: DB | Trx, orderId: number): Promise<number> {
  const res = await db.updateTable('payment_instalments').set({ status: 'canceled', updated_at: nowIso() })
    .where('order_id', '=', orderId).where('status', 'in', ['scheduled', 'retrying']).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export interface InstalmentSummary {
  charged: number;
  chargedCents: number;
  declined: number;
  failed: number;
  errors: number;
}

interface DueRow {
  id: number;
  order_id: number;
  seq: number;
  amount_cents: number;
  attempts: number;
  brand_id: string;
  email: string;
  order_status: string;
}

/** Every instalment due on or before `now`'s UTC day, charged once each (a run never charges one twice). */
export async function chargeDueInstalments(db: DB, now = new Date()): Promise<InstalmentSummary> {
  const today = now.toISOString().slice(0, 10);
  const due = (await db
    .selectFrom('payment_instalments as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'i.order_id', 'i.seq', 'i.amount_cents', 'i.attempts', 'o.brand_id', 'o.email', 'o.status as order_status'])
    .where('i.status', 'in', ['scheduled', 'retrying'])
    .where('i.due_date', '<=', today)
    .orderBy('i.due_date')
    .orderBy('i.id')
    .limit(500)
    .execute()) as DueRow[];
  const summary: InstalmentSummary = { charged: 0, chargedCents: 0, declined: 0, failed: 0, errors: 0 };
  for (const row of due) {
    try {
      await chargeOne(db, row, today, now, summary);
    } catch (err) {
      summary.errors += 1;
      console.error(JSON.stringify({ level: 'error', msg: 'installment charge failed', instalmentId: row.id, orderId: row.order_id, error: err instanceof Error ? err.message : String(err) }));
    }
  }
  return summary;
}

async function chargeOne(db: DB, row: DueRow, today: string, now: Date, summary: InstalmentSummary): Promise<void> {
  if (STOPPED_ORDER_STATUSES.includes(row.order_status)) {
    await cancelRemainingInstalments(db, row.order_id);
    return;
  }
  const first = await db.selectFrom('payments').selectAll().where('order_id', '=', row.order_id).orderBy('id').executeTakeFirst();
  if (!first) throw new Error(`order ${row.order_id} has no payment to charge its installments to`);
  const reference = { kind: 'instalment' as const, id: `${row.order_id}:${row.seq}`, brandId: row.brand_id };
  // One key per attempt: a rerun after a crash answers the same payment; a retry after a decline is a new one.
  const attempt = Number(row.attempts) + 1;
  const idempotencyKey = paymentKey(reference, attempt);
  const payment = await processorFor(row.brand_id).chargeSavedMethod({
    amountCents: Number(row.amount_cents), currency: SHOP_CURRENCY, method: first.token, customer: null, reference, idempotencyKey,
    description: `Order #${row.order_id}, installment ${row.seq} of 4`,
  });
  await inTransaction(db, async (trx) => {
    if (payment.status === 'succeeded') {
      const taken = await trx.updateTable('payment_instalments')
        .set({ status: 'paid', attempts: attempt, charge_id: payment.id, paid_at: nowIso(), failure: null, updated_at: nowIso() })
        .where('id', '=', row.id).where('status', 'in', ['scheduled', 'retrying']).executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return;
      await trx.insertInto('payments').values({
        order_id: row.order_id, gateway: first.gateway, charge_id: payment.id, token: first.token, amount_cents: payment.amountCents,
        status: 'succeeded', card_brand: first.card_brand, last4: first.last4, method: first.method, instalments: first.instalments,
        idempotency_key: idempotencyKey, created_at: nowIso(),
      }).execute();
      summary.charged += 1;
      summary.chargedCents += payment.amountCents;
      return;
    }
    const giveUp = attempt >= INSTALMENT_MAX_ATTEMPTS;
    const nextTry = giveUp ? null : addDays(today, INSTALMENT_RETRY_DAYS);
    const moved = await trx.updateTable('payment_instalments')
      .set({ status: giveUp ? 'failed' : 'retrying', attempts: attempt, failure: payment.decline?.message ?? payment.status, updated_at: nowIso(), ...(nextTry ? { due_date: nextTry } : {}) })
      .where('id', '=', row.id).where('status', 'in', ['scheduled', 'retrying']).executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return;
    if (giveUp) summary.failed += 1;
    else summary.declined += 1;
    await queueServiceMail(trx, instalmentDeclinedMail(brandById(row.brand_id), {
      to: row.email, orderId: row.order_id, seq: row.seq, amountCents: Number(row.amount_cents),
      card: { brand: first.card_brand, last4: first.last4 }, nextTry,
    }), now);
  });
}
