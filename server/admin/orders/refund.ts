import type { Selectable } from 'kysely';
import type { DB, Database } from '../../db';
import { badRequest, forbidden } from '../../http/errors';
import { optionalString } from '../../http/input';
import type { Fields } from '../../http/types';
import { refundOrder, type RefundOutcome } from '../../payments/refund';
import { formatCents } from '../../../lib/format/money';
import { writeAudit } from '../audit';
import type { Staff } from '../staffAccounts';
import { overLimit, readRefundAsk } from './refundAmount';

async function leftToRefund(db: DB, orderId: number): Promise<number> {
  const paid = await db.selectFrom('payments').select('amount_cents').where('order_id', '=', orderId).where('status', 'in', ['succeeded', 'captured']).execute();
  const refunded = await db.selectFrom('refunds').select('amount_cents').where('order_id', '=', orderId).execute();
  return paid.reduce((s, p) => s + Number(p.amount_cents), 0) - refunded.reduce((s, r) => s + Number(r.amount_cents), 0);
}

/**
 * Refunds an order in full or in part through the payment layer (server/payments/refund.ts: the
 * processor, the refunds table, the shopper's mail), within a support member's refund limit,
 * and writes the audit row.
 */
export async function refundFromBackOffice(db: DB, staff: Staff, order: Selectable<Database['orders']>, f: Fields, ip: string | null): Promise<RefundOutcome> {
  const ask = readRefundAsk(optionalString(f, 'amount', 20), optionalString(f, 'lines', 1200));
  if ('error' in ask) throw badRequest(ask.error);
  const reason = optionalString(f, 'reason', 500) ?? '';
  let cents: number;
  if (ask.kind === 'amount') cents = ask.cents;
  else if (ask.kind === 'lines') {
    const lines = await db.selectFrom('order_items').select(['id', 'total_cents']).where('order_id', '=', order.id).where('id', 'in', ask.lineIds).execute();
    if (lines.length !== ask.lineIds.length) throw badRequest('lines: not all of these lines are on this order');
    cents = lines.reduce((s, l) => s + Number(l.total_cents), 0);
    if (cents <= 0) throw badRequest('lines: these lines cost nothing to refund');
  } else cents = Math.max(0, await leftToRefund(db, order.id));
  const limit = staff.role === 'support' ? staff.refundLimitCents : null;
  if (overLimit(cents, limit)) throw forbidden(`amount: ${formatCents(cents)} is above your refund limit of ${formatCents(limit ?? 0)}; ask an owner`);
  const before = { status: order.status, refundedCents: (await db.selectFrom('refunds').select('amount_cents').where('order_id', '=', order.id).execute()).reduce((s, r) => s + Number(r.amount_cents), 0) };
  const outcome = await refundOrder(db, { orderId: order.id, amountCents: ask.kind === 'rest' ? null : cents, reason: `back office (${staff.email})${reason ? `: ${reason}` : ''}` });
  await writeAudit(db, {
    staffId: staff.id, action: 'order.refund', recordType: 'order', recordId: String(order.id), brandId: order.brand_id, before,
    after: { status: outcome.full ? 'refunded' : order.status, refundedCents: outcome.refundedCents, amountCents: outcome.amountCents, reason }, ip,
  });
  return outcome;
}
