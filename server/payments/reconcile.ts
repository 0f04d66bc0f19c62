import type { DB } from '../db';
import { inTransaction } from '../db/tx';
import { abandonOrder } from '../checkout/confirm';
import { confirmPaidLater } from '../checkout/settleLater';
import type { OrderRow } from '../checkout/orders';
import { processorFor } from './processors';

/** A pending order younger than this may still have its checkout on the way: left alone. */
export const PENDING_GRACE_MS = 10 * 60_000;
const BATCH = 200;
/** A payment still waiting for its payer (3-D Secure, a buy-now-pay-later redirect) this long after checkout is given up. */
export const ACTION_TIMEOUT_MS = 24 * 3600_000;

export interface ReconcileSummary {
  /** Pending orders whose payment had succeeded: confirmed now. */
  confirmed: number;
  /** Pending orders without a payment (never made, declined, or cancelled): removed, stock given back. */
  abandoned: number;
  /** Authorizations of abandoned orders cancelled (nothing was taken). */
  cancelled: number;
  /** Payments still waiting for the payer or the processor: asked again next run. */
  waiting: number;
  errors: number;
}

/**
 * Heals a crash between a charge and the order's confirmation (server/checkout/place.ts): every
 * order still 'pending' after PENDING_GRACE_MS is looked up at its brand's processor by its payment
 * key. Paid: the order is confirmed (mail, club, card kept when it joined the club; the cart of the
 * session that placed it emptied of what was ordered, new shopping since left in it). No payment, declined or cancelled: the order is removed and its stock returned. Only
 * authorized: the authorization is cancelled and the order removed. So no payment stays without an
 * order and no order without a payment; the key means nothing is charged twice.
 */
export async function reconcilePayments(db: DB, now = new Date()): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { confirmed: 0, abandoned: 0, cancelled: 0, waiting: 0, errors: 0 };
  const cutoff = new Date(now.getTime() - PENDING_GRACE_MS).toISOString();
  const pending = await db.selectFrom('orders').selectAll().where('status', '=', 'pending').where('created_at', '<=', cutoff).orderBy('id').limit(BATCH).execute();
  for (const order of pending) {
    try {
      summary[await reconcileOne(db, order, now)]++;
    } catch (err) {
      summary.errors++;
      console.error(`[payments-reconcile] order ${order.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return summary;
}

async function reconcileOne(db: DB, order: OrderRow, now: Date): Promise<'confirmed' | 'abandoned' | 'cancelled' | 'waiting'> {
  const processor = processorFor(order.brand_id);
  // A payment the payer had to act on is known by its id (orders.payment_id); else it is found by its key.
  const payment = order.payment_id ? await processor.getPayment(order.payment_id) : order.charge_key ? await processor.findPayment(order.charge_key) : null;
  if (!payment || payment.status === 'declined' || payment.status === 'canceled') {
    await inTransaction(db, (trx) => abandonOrder(trx, order.id));
    return 'abandoned';
  }
  if (payment.status === 'authorized') {
    await processor.cancelPayment(payment.id, `${payment.idempotencyKey}:cancel`);
    await inTransaction(db, (trx) => abandonOrder(trx, order.id));
    return 'cancelled';
  }
  if (payment.status === 'requires_action' && now.getTime() - Date.parse(order.created_at) > ACTION_TIMEOUT_MS) {
    // The payer never completed the challenge or the redirect: nothing was taken, the order and its stock are let go.
    await processor.cancelPayment(payment.id, `${payment.idempotencyKey}:cancel`);
    await inTransaction(db, (trx) => abandonOrder(trx, order.id));
    return 'cancelled';
  }
  if (payment.status !== 'succeeded') return 'waiting';
  await confirmPaidLater(db, order, payment);
  return 'confirmed';
}
