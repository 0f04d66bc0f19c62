import { brandById } from '../../brands';
import type { Brand } from '../../brands/types';
import type { ReturnStarted } from '../../lib/orders/returns';
import { queueServiceMail } from '../accounts/outbox';
import { lockCustomer } from '../accounts/customerLock';
import type { DB } from '../db';
import { inTransaction, nowIso, type Trx } from '../db/tx';
import { badRequest, conflict, notFound } from '../http/errors';
import type { ReturnInput } from './input';
import { ownedOrder, returnOptionsOf, returnsOf, type OrderRow } from './load';
import { returnStartedMail } from './mails';

export const RETURN_MESSAGES = {
  orderNotFound: 'We couldn’t find that order in your account.',
  notFound: 'We couldn’t find that return on this order.',
  line: (id: number) => `qty_${id}: that line is not on this order`,
  cannot: (name: string, why: string) => `lines: ${name}: ${why}`,
  tooMany: (name: string, left: number) => `lines: ${name}: at most ${left} can be sent back`,
  noRefund: (name: string, why: string) => `lines: ${name}: ${why}`,
  size: (name: string, size: string) => `lines: ${name}: size ${size} is not one of its sizes`,
  soldOut: (name: string, size: string) => `lines: ${name}: size ${size} is sold out, so we can’t reserve it; choose another size or a refund`,
  unworn: 'unworn: please confirm the items are unworn, with the hygienic liner in place, in their original packaging',
  notOpen: (rma: string) => `return: ${rma} has been received or canceled already`,
} as const;

async function orderOrNotFound(db: DB | Trx, brandId: string, customerId: number, orderId: number): Promise<OrderRow> {
  const order = await ownedOrder(db, brandId, customerId, orderId);
  if (!order) throw notFound(RETURN_MESSAGES.orderNotFound);
  return order;
}

async function reserve(trx: Trx, itemId: number, size: string, quantity: number): Promise<boolean> {
  const taken = await trx.updateTable('item_sizes').set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('item_id', '=', itemId).where('size', '=', size).where('stock', '>=', quantity).executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/**
 * POST orders/:id/return: opens a return authorization for the chosen lines (refund, or exchange for
 * another size, reserved now), under the customer's lock so two tabs cannot send the same unit back
 * twice; mails the number, the label link and the instructions.
 */
export async function startReturn(db: DB, brand: Brand, customerId: number, orderId: number, input: ReturnInput, now = new Date()): Promise<ReturnStarted> {
  const returnId = await inTransaction(db, async (trx) => {
    await lockCustomer(trx, brand.id, customerId);
    const order = await orderOrNotFound(trx, brand.id, customerId, orderId);
    const options = await returnOptionsOf(trx, brand, order, now);
    if (!options.open) throw conflict(`order: ${options.reason ?? 'This order can’t be returned.'}`);
    if (options.unwornOnly && !input.unwornConfirmed) throw badRequest(RETURN_MESSAGES.unworn);
    const problems: string[] = [];
    const lines = await trx.selectFrom('order_items').select(['id', 'item_id', 'name']).where('order_id', '=', order.id).execute();
    for (const l of input.lines) {
      const option = options.lines.find((o) => o.orderItemId === l.orderItemId);
      const row = lines.find((r) => Number(r.id) === l.orderItemId);
      if (!option || !row) problems.push(RETURN_MESSAGES.line(l.orderItemId));
      else if (option.quantityLeft === 0) problems.push(RETURN_MESSAGES.cannot(option.name, option.note ?? 'it can’t be returned'));
      else if (l.quantity > option.quantityLeft) problems.push(RETURN_MESSAGES.tooMany(option.name, option.quantityLeft));
      else if (l.action === 'refund' && !option.refundable) problems.push(RETURN_MESSAGES.noRefund(option.name, option.note ?? 'it can’t be refunded'));
      else if (l.action === 'exchange' && !option.exchangeSizes.some((s) => s.size === l.exchangeSize)) problems.push(RETURN_MESSAGES.size(option.name, l.exchangeSize ?? ''));
    }
    if (problems.length) throw badRequest(problems);
    const count = await trx.selectFrom('returns').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const rma = `R${order.id}-${Number(count.n) + 1}`;
    const created = await trx.insertInto('returns').values({ brand_id: brand.id, order_id: order.id, customer_id: customerId, rma, reason: input.reason, created_at: nowIso() })
      .returning('id').executeTakeFirstOrThrow();
    for (const l of input.lines) {
      const row = lines.find((r) => Number(r.id) === l.orderItemId)!;
      if (l.action === 'exchange' && !(await reserve(trx, Number(row.item_id), l.exchangeSize!, l.quantity))) {
        throw conflict(RETURN_MESSAGES.soldOut(row.name, l.exchangeSize!));
      }
      await trx.insertInto('return_lines').values({ return_id: Number(created.id), order_item_id: l.orderItemId, quantity: l.quantity, action: l.action, exchange_size: l.exchangeSize }).execute();
    }
    const ret = (await returnsOf(trx, brand, order)).find((r) => r.id === Number(created.id))!;
    await queueServiceMail(trx, returnStartedMail(brand, { to: order.email, orderId: order.id, ret, unwornOnly: options.unwornOnly }), now);
    return Number(created.id);
  });
  return answer(db, brand, customerId, orderId, returnId, now);
}

async function answer(db: DB, brand: Brand, customerId: number, orderId: number, returnId: number, now: Date): Promise<ReturnStarted> {
  const order = await orderOrNotFound(db, brand.id, customerId, orderId);
  const options = await returnOptionsOf(db, brand, order, now);
  return { return: options.returns.find((r) => r.id === returnId)!, options };
}

/** POST orders/:id/return/cancel: the shopper cancels an open return (nothing sent yet); reserved exchange sizes go back to stock. */
export async function cancelReturn(db: DB, brand: Brand, customerId: number, orderId: number, returnId: number, now = new Date()): Promise<ReturnStarted> {
  await inTransaction(db, async (trx) => {
    await lockCustomer(trx, brand.id, customerId);
    const order = await orderOrNotFound(trx, brand.id, customerId, orderId);
    const ret = await trx.selectFrom('returns').select(['id', 'rma', 'status']).where('id', '=', returnId).where('order_id', '=', order.id).executeTakeFirst();
    if (!ret) throw notFound(RETURN_MESSAGES.notFound);
    if (ret.status === 'cancelled') return;
    if (ret.status !== 'open') throw conflict(RETURN_MESSAGES.notOpen(ret.rma));
    await releaseExchanges(trx, Number(ret.id));
    await trx.updateTable('returns').set({ status: 'cancelled' }).where('id', '=', ret.id).where('status', '=', 'open').execute();
  });
  return answer(db, brandById(brand.id), customerId, orderId, returnId, now);
}

async function releaseExchanges(trx: Trx, returnId: number): Promise<void> {
  const lines = await trx.selectFrom('return_lines as rl').innerJoin('order_items as l', 'l.id', 'rl.order_item_id')
    .select(['l.item_id', 'rl.exchange_size', 'rl.quantity']).where('rl.return_id', '=', returnId).where('rl.action', '=', 'exchange').execute();
  for (const l of lines) {
    await trx.updateTable('item_sizes').set((eb) => ({ stock: eb('stock', '+', Number(l.quantity)) })).where('item_id', '=', Number(l.item_id)).where('size', '=', l.exchange_size!).execute();
  }
}
