import type { Selectable } from 'kysely';
import type { DB, Database } from '../../db';
import { inTransaction } from '../../db/tx';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { optionalBoolean, optionalString } from '../../http/input';
import type { Fields } from '../../http/types';
import { REFUND_MESSAGES, refundOrder, type RefundOutcome } from '../../payments/refund';
import { clearCatalogCache } from '../../catalog/cache';
import { formatCents } from '../../../lib/format/money';
import { writeAudit } from '../audit';
import type { Staff } from '../staffAccounts';
import { overLimit, readRefundAsk } from './refundAmount';
import { claimLineRefunds, releaseLineRefunds } from './lineRefunds';
import { restockLines, type NotRestockedLine, type RefundLine, type RestockedLine } from './restock';

export type BackOfficeRefund = RefundOutcome & { restocked: RestockedLine[]; notRestocked: NotRestockedLine[] };

async function leftToRefund(db: DB, orderId: number): Promise<number> {
  const paid = await db.selectFrom('payments').select('amount_cents').where('order_id', '=', orderId).where('status', 'in', ['succeeded', 'captured']).execute();
  const refunded = await db.selectFrom('refunds').select('amount_cents').where('order_id', '=', orderId).execute();
  return paid.reduce((s, p) => s + Number(p.amount_cents), 0) - refunded.reduce((s, r) => s + Number(r.amount_cents), 0);
}

/**
 * Refunds an order in full or in part through the payment layer (server/payments/refund.ts: the
 * processor, the refunds table, the shopper's mail), within a support member's refund limit,
 * and writes the audit row. A refund of lines with `restock` puts their units back in stock once
 * the money is refunded (restock.ts: each line once, in the item's stock history). The form sends
 * `refundsSeen`, the refunds its page showed, so the same ask sent twice is one refund.
 */
export async function refundFromBackOffice(db: DB, staff: Staff, order: Selectable<Database['orders']>, f: Fields, ip: string | null, now: Date): Promise<BackOfficeRefund> {
  const ask = readRefundAsk(optionalString(f, 'amount', 20), optionalString(f, 'lines', 1200));
  if ('error' in ask) throw badRequest(ask.error);
  const reason = optionalString(f, 'reason', 500) ?? '';
  const restock = optionalBoolean(f, 'restock') ?? false;
  const seenText = optionalString(f, 'refundsSeen', 6);
  if (seenText !== undefined && !/^\d+$/.test(seenText)) throw badRequest(REFUND_MESSAGES.seen);
  const seenRefunds = seenText === undefined ? undefined : Number(seenText);
  if (restock && ask.kind !== 'lines') throw badRequest('restock: only a refund of lines can put units back in stock; name the lines');
  // A canceled order's units went back to stock when it was canceled (cancel.ts).
  if (restock && order.status === 'cancelled') throw conflict(`restock: order #${order.id} was canceled and its units went back to stock then`);
  let cents: number;
  let lines: (RefundLine & { total_cents: number })[] = [];
  if (ask.kind === 'amount') cents = ask.cents;
  else if (ask.kind === 'lines') {
    lines = await db.selectFrom('order_items').select(['id', 'item_id', 'size', 'quantity', 'cancelled', 'total_cents']).where('order_id', '=', order.id).where('id', 'in', ask.lineIds).execute();
    if (lines.length !== ask.lineIds.length) throw badRequest('lines: not all of these lines are on this order');
    cents = lines.reduce((s, l) => s + Number(l.total_cents), 0);
    if (cents <= 0) throw badRequest('lines: these lines cost nothing to refund');
  } else cents = Math.max(0, await leftToRefund(db, order.id));
  const limit = staff.role === 'support' ? staff.refundLimitCents : null;
  if (overLimit(cents, limit)) throw forbidden(`amount: ${formatCents(cents)} is above your refund limit of ${formatCents(limit ?? 0)}; ask an owner`);
  const before = { status: order.status, refundedCents: (await db.selectFrom('refunds').select('amount_cents').where('order_id', '=', order.id).execute()).reduce((s, r) => s + Number(r.amount_cents), 0) };
  if (ask.kind === 'lines') await claimLineRefunds(db, staff.id, order.id, lines, now);
  let outcome: RefundOutcome;
  try {
    outcome = await refundOrder(db, { orderId: order.id, amountCents: ask.kind === 'rest' ? null : cents, reason: `back office (${staff.email})${reason ? `: ${reason}` : ''}`, seenRefunds });
  } catch (err) {
    await releaseLineRefunds(db, lines.map((l) => l.id));
    throw err;
  }
  // An ask sent again from the same view: its refund was done, restocked and audited the first
  // time. Lines this request claimed were not refunded by it (the same lines cannot be claimed twice).
  if (outcome.again) {
    await releaseLineRefunds(db, lines.map((l) => l.id));
    return { ...outcome, restocked: [], notRestocked: [] };
  }
  const { restocked, skipped } = await inTransaction(db, async (trx) => {
    const put = restock ? await restockLines(trx, staff.id, order.id, lines, now) : { restocked: [], skipped: [] };
    await writeAudit(trx, {
      staffId: staff.id, action: 'order.refund', recordType: 'order', recordId: String(order.id), brandId: order.brand_id, before,
      after: {
        status: outcome.full ? 'refunded' : order.status, refundedCents: outcome.refundedCents, amountCents: outcome.amountCents, reason,
        ...(ask.kind === 'lines' ? { lines: ask.lineIds } : {}),
        restock, restocked: put.restocked, restockedUnits: put.restocked.reduce((n, r) => n + r.units, 0),
        ...(put.skipped.length ? { notRestocked: put.skipped } : {}),
      }, ip,
    }, now);
    return put;
  });
  if (restocked.length) clearCatalogCache(order.brand_id);
  return { ...outcome, restocked, notRestocked: skipped };
}
