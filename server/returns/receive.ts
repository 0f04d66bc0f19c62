import { brandById } from '../../brands';
import type { ReturnSummary } from '../../lib/orders/returns';
import { queueServiceMail } from '../accounts/outbox';
import type { DB } from '../db';
import { inTransaction, nowIso, type Trx } from '../db/tx';
import { badRequest, notFound } from '../http/errors';
import { refundOrder } from '../payments/refund';
import { returnsOf, type OrderRow } from './load';
import { returnReceivedMail } from './mails';
import { refundForLine } from './rules';

export const RECEIVE_MESSAGES = {
  unknown: (ref: string) => `return: ${ref} not found`,
  done: (rma: string, status: string) => `return: ${rma} is ${status} already`,
} as const;

async function findReturn(db: DB, ref: string) {
  const q = db.selectFrom('returns').selectAll();
  const row = /^\d+$/.test(ref) ? await q.where('id', '=', Number(ref)).executeTakeFirst() : await q.where('rma', '=', ref.toUpperCase()).executeTakeFirst();
  if (!row) throw notFound(RECEIVE_MESSAGES.unknown(ref));
  return row;
}

/** What the refund lines give back: each line's share of what was paid (rules.ts refundForLine). */
async function refundDue(trx: DB | Trx, order: OrderRow, returnId: number): Promise<number> {
  const lines = await trx.selectFrom('return_lines as rl').innerJoin('order_items as l', 'l.id', 'rl.order_item_id')
    .select(['rl.quantity', 'l.quantity as bought', 'l.total_cents']).where('rl.return_id', '=', returnId).where('rl.action', '=', 'refund').execute();
  const money = { subtotalCents: Number(order.subtotal_cents), multiBuyCents: Number(order.multi_buy_cents ?? 0), discountCents: Number(order.discount_cents), taxCents: Number(order.tax_cents) };
  return lines.reduce((sum, l) => sum + refundForLine(money, Math.round((Number(l.total_cents) * Number(l.quantity)) / Math.max(1, Number(l.bought)))), 0);
}

/** The exchange's order: the reserved sizes, free, to the original order's address; it ships like any order. */
async function exchangeOrder(trx: Trx, order: OrderRow, returnId: number): Promise<number | null> {
  const lines = await trx.selectFrom('return_lines as rl').innerJoin('order_items as l', 'l.id', 'rl.order_item_id')
    .select(['l.item_id', 'l.name', 'l.color', 'l.image', 'rl.quantity', 'rl.exchange_size']).where('rl.return_id', '=', returnId).where('rl.action', '=', 'exchange').orderBy('rl.id').execute();
  if (!lines.length) return null;
  const created = await trx.insertInto('orders').values({
    brand_id: order.brand_id, customer_id: order.customer_id, session_id: null, parent_order_id: null, email: order.email, status: 'paid',
    subtotal_cents: 0, discount_cents: 0, shipping_cents: 0, tax_cents: 0, total_cents: 0, discount_code: null, shipping_method: 'Standard',
    addresses_json: order.addresses_json, payment_token: null, idempotency_key: `exchange:${returnId}`, created_at: nowIso(), checkout_flow: 'exchange',
  }).returning('id').executeTakeFirstOrThrow();
  for (const l of lines) {
    await trx.insertInto('order_items').values({
      order_id: Number(created.id), item_id: Number(l.item_id), name: l.name, color: l.color, size: l.exchange_size ?? '', image: l.image,
      quantity: Number(l.quantity), unit_price_cents: 0, total_cents: 0, discount_class: 'exchange', offer_id: null,
    }).execute();
  }
  return Number(created.id);
}

/**
 * The parcel arrived (`npm run return:receive -- <RMA>`; the back office is to call the same): the
 * returned units go back to stock, an exchange ships as a free order of the reserved sizes, the refund
 * lines are refunded through the payment layer (server/payments/refund.ts), and the shopper is
 * mailed. Safe to run again after a crash: 'receiving' marks a return whose stock and exchange are
 * done, and the refund is made only when none was recorded for it.
 */
export async function receiveReturn(db: DB, ref: string, now = new Date()): Promise<ReturnSummary> {
  const found = await findReturn(db, ref);
  if (found.status !== 'open' && found.status !== 'receiving') throw badRequest(RECEIVE_MESSAGES.done(found.rma, found.status));
  const order = (await db.selectFrom('orders').selectAll().where('id', '=', found.order_id).executeTakeFirstOrThrow()) as OrderRow;
  if (found.status === 'open') {
    await inTransaction(db, async (trx) => {
      const flipped = await trx.updateTable('returns').set({ status: 'receiving' }).where('id', '=', found.id).where('status', '=', 'open').executeTakeFirst();
      if (Number(flipped.numUpdatedRows) === 0) return;
      const back = await trx.selectFrom('return_lines as rl').innerJoin('order_items as l', 'l.id', 'rl.order_item_id')
        .select(['l.item_id', 'l.size', 'rl.quantity']).where('rl.return_id', '=', found.id).execute();
      for (const l of back) {
        await trx.updateTable('item_sizes').set((eb) => ({ stock: eb('stock', '+', Number(l.quantity)) })).where('item_id', '=', Number(l.item_id)).where('size', '=', l.size).execute();
      }
      const exchangeId = await exchangeOrder(trx, order, Number(found.id));
      if (exchangeId) await trx.updateTable('returns').set({ exchange_order_id: exchangeId }).where('id', '=', found.id).execute();
    });
  }
  const reason = `return ${found.rma}`;
  let refunded = Number((await db.selectFrom('refunds').select((eb) => eb.fn.sum<number>('amount_cents').as('c')).where('order_id', '=', order.id).where('reason', '=', reason).executeTakeFirst())?.c ?? 0);
  const due = await refundDue(db, order, Number(found.id));
  if (due > 0 && refunded === 0) {
    const paid = await db.selectFrom('payments').select((eb) => eb.fn.sum<number>('amount_cents').as('c')).where('order_id', '=', order.id).where('status', 'in', ['succeeded', 'captured']).executeTakeFirst();
    const before = await db.selectFrom('refunds').select((eb) => eb.fn.sum<number>('amount_cents').as('c')).where('order_id', '=', order.id).executeTakeFirst();
    const left = Number(paid?.c ?? 0) - Number(before?.c ?? 0);
    const amount = Math.min(due, left);
    if (amount > 0) refunded = (await refundOrder(db, { orderId: order.id, amountCents: amount, reason })).amountCents;
  }
  const brand = brandById(order.brand_id);
  return inTransaction(db, async (trx) => {
    await trx.updateTable('returns').set({ status: 'received', received_at: nowIso(), refund_cents: refunded }).where('id', '=', found.id).where('status', '=', 'receiving').execute();
    const ret = (await returnsOf(trx, brand, order)).find((r) => r.id === Number(found.id))!;
    await queueServiceMail(trx, returnReceivedMail(brand, { to: order.email, orderId: order.id, ret }), now);
    return ret;
  });
}
