import type { Selectable } from 'kysely';
import type { DB, Database } from '../../db';
import { inTransaction } from '../../db/tx';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { optionalString } from '../../http/input';
import type { Fields } from '../../http/types';
import { returnStock } from '../../checkout/stock';
import { cancelRemainingInstalments } from '../../payments/instalments';
import { refundOrder } from '../../payments/refund';
import { formatCents } from '../../../lib/format/money';
import { writeAudit } from '../audit';
import type { Staff } from '../staffAccounts';
import { overLimit } from './refundAmount';
import { statusLabel } from '../../../lib/admin/display';

/** Statuses an order can be canceled from: paid and not shipped yet (server/orders/ship.ts ships from these). */
const CANCELLABLE = ['paid', 'processing'];

async function leftToRefund(db: DB, orderId: number): Promise<number> {
  const paid = await db.selectFrom('payments').select('amount_cents').where('order_id', '=', orderId).where('status', 'in', ['succeeded', 'captured']).execute();
  const refunded = await db.selectFrom('refunds').select('amount_cents').where('order_id', '=', orderId).execute();
  return paid.reduce((s, p) => s + Number(p.amount_cents), 0) - refunded.reduce((s, r) => s + Number(r.amount_cents), 0);
}

/**
 * Cancels an order that has not shipped, with the post-purchase additions that ship with it: each
 * becomes 'canceled' first (one conditional UPDATE, so it can no longer ship), its lines' units go
 * back into stock and unpaid Pay in 4 installments are canceled; then everything paid and not
 * refunded is refunded through the payment layer (the shopper gets the refund mail). A support
 * member's refund limit applies to the sum.
 */
export async function cancelFromBackOffice(db: DB, staff: Staff, order: Selectable<Database['orders']>, f: Fields, ip: string | null, now: Date) {
  const reason = optionalString(f, 'reason', 500) ?? '';
  if (order.parent_order_id !== null) throw badRequest(`order: #${order.id} was added to order #${order.parent_order_id}; cancel #${order.parent_order_id}`);
  if (!CANCELLABLE.includes(order.status)) throw conflict(`order: #${order.id} is ${statusLabel(order.status).toLowerCase()}; only a paid order that has not shipped can be canceled`);
  const children = await db.selectFrom('orders').select(['id', 'status']).where('parent_order_id', '=', order.id).where('status', 'in', CANCELLABLE).execute();
  const ids = [order.id, ...children.map((c) => Number(c.id))];
  const owed = (await Promise.all(ids.map((id) => leftToRefund(db, id)))).reduce((s, c) => s + Math.max(0, c), 0);
  const limit = staff.role === 'support' ? staff.refundLimitCents : null;
  if (overLimit(owed, limit)) throw forbidden(`amount: canceling refunds ${formatCents(owed)}, above your refund limit of ${formatCents(limit ?? 0)}; ask an owner`);

  await inTransaction(db, async (trx) => {
    for (const id of ids) {
      const res = await trx.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', id).where('status', 'in', CANCELLABLE).executeTakeFirst();
      if (id === order.id && Number(res.numUpdatedRows) !== 1) throw conflict(`order: #${order.id} changed while canceling it; try again`);
      const lines = await trx.selectFrom('order_items').select(['item_id', 'size', 'quantity']).where('order_id', '=', id).where('cancelled', '=', 0).execute();
      await returnStock(trx, lines.filter((l) => l.item_id).map((l) => ({ itemId: Number(l.item_id), size: l.size, quantity: Number(l.quantity) })));
      await cancelRemainingInstalments(trx, id);
      await trx.insertInto('tracking_events').values({ order_id: id, description: 'Canceled', occurred_at: now.toISOString() }).execute();
    }
  });
  const refunds: { orderId: number; amountCents: number }[] = [];
  for (const id of ids) {
    if ((await leftToRefund(db, id)) <= 0) continue;
    const r = await refundOrder(db, { orderId: id, reason: `canceled in the back office (${staff.email})${reason ? `: ${reason}` : ''}` });
    refunds.push({ orderId: id, amountCents: r.amountCents });
  }
  // refundOrder marks a fully refunded order 'refunded'; it stays 'canceled', which says more.
  await db.updateTable('orders').set({ status: 'cancelled' }).where('id', 'in', ids).execute();
  await writeAudit(db, {
    staffId: staff.id, action: 'order.cancel', recordType: 'order', recordId: String(order.id), brandId: order.brand_id, before: { status: order.status },
    after: { status: 'cancelled', orders: ids, refunds, reason }, ip,
  }, now);
  return { status: 'cancelled' as const, orders: ids, refunds };
}
