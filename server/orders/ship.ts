// Marking an order shipped (the operator's `npm run order:ship -- <orderId> <trackingNumber>`):
// the order and the post-purchase additions that ship with it get the tracking number, the
// tracker gets a 'Shipped' event, and the shopper a shipping notification.
import { inTransaction } from '../db/tx';
import type { DB } from '../db';
import { queueShippedMail } from './notify';

/** A carrier's tracking number: letters, digits and dashes (USPS, UPS, FedEx, DHL numbers all are). */
const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/;

/** Statuses an order may ship from ('paid' is what checkout writes; 'processing' what the demo data has). */
const SHIPPABLE = new Set(['paid', 'processing']);

export type ShipOutcome =
  | { kind: 'shipped'; orderId: number; trackingNumber: string; withOrders: number[] }
  | { kind: 'already'; orderId: number; trackingNumber: string };

export class ShipError extends Error {}

export function readTrackingNumber(raw: string): string {
  const t = raw.trim();
  if (!TRACKING_NUMBER.test(t)) throw new ShipError('trackingNumber: must be 4 to 40 letters, digits or dashes');
  return t;
}

/**
 * Marks the order shipped with this tracking number and queues the shipping mail, in one
 * transaction (a conditional UPDATE, so two runs never both mail). Shipping it again with the
 * same number changes nothing; another number, an unknown order, one not paid, or a post-purchase
 * addition (it ships with its order) is a ShipError naming the field.
 */
export async function shipOrder(db: DB, orderId: number, rawTracking: string, now = new Date()): Promise<ShipOutcome> {
  if (!Number.isSafeInteger(orderId) || orderId < 1) throw new ShipError('orderId: must be an order number such as 10042');
  const trackingNumber = readTrackingNumber(rawTracking);
  return inTransaction(db, async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status', 'tracking_number', 'parent_order_id']).where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new ShipError(`orderId: no order #${orderId}`);
    if (order.parent_order_id !== null) throw new ShipError(`orderId: #${orderId} was added to order #${order.parent_order_id} and ships with it; ship #${order.parent_order_id}`);
    if (order.status === 'shipped' && order.tracking_number === trackingNumber) return { kind: 'already', orderId, trackingNumber };
    if (order.status === 'shipped') throw new ShipError(`orderId: #${orderId} already shipped with tracking number ${order.tracking_number ?? '(none)'}`);
    if (!SHIPPABLE.has(order.status)) throw new ShipError(`orderId: #${orderId} is ${order.status}, not waiting to ship`);
    if ((await digitalOnly(trx, [orderId])).has(orderId)) throw new ShipError(`orderId: #${orderId} holds digital goods only: there is nothing to ship`);
    const at = now.toISOString();
    const res = await trx
      .updateTable('orders')
      .set({ status: 'shipped', tracking_number: trackingNumber })
      .where('id', '=', orderId)
      .where('status', 'in', [...SHIPPABLE])
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new ShipError(`orderId: #${orderId} changed while shipping it; try again`);
    // Its post-purchase additions ship with it, except a digital one (nothing to send).
    const waiting = (await trx.selectFrom('orders').select('id').where('parent_order_id', '=', orderId).where('status', 'in', [...SHIPPABLE]).execute()).map((c) => Number(c.id));
    const digital = await digitalOnly(trx, waiting);
    const withIt = waiting.filter((id) => !digital.has(id));
    const children = withIt.length
      ? await trx.updateTable('orders').set({ status: 'shipped', tracking_number: trackingNumber }).where('id', 'in', withIt).returning('id').execute()
      : [];
    const shippedIds = [orderId, ...children.map((c) => Number(c.id))];
    await trx
      .insertInto('tracking_events')
      .values(shippedIds.map((id) => ({ order_id: id, description: `Shipped, tracking number ${trackingNumber}`, occurred_at: at })))
      .execute();
    await queueShippedMail(trx, orderId, now);
    return { kind: 'shipped', orderId, trackingNumber, withOrders: shippedIds.slice(1) };
  });
}

/** Which of these orders hold only digital goods (every line from a digital offer): nothing of theirs ships. */
async function digitalOnly(db: DB, orderIds: number[]): Promise<Set<number>> {
  if (!orderIds.length) return new Set();
  const lines = await db
    .selectFrom('order_items as l')
    .leftJoin('offers as o', 'o.id', 'l.offer_id')
    .select(['l.order_id', 'o.digital'])
    .where('l.order_id', 'in', orderIds)
    .execute();
  const physical = new Set(lines.filter((l) => !l.digital).map((l) => Number(l.order_id)));
  return new Set(orderIds.filter((id) => lines.some((l) => Number(l.order_id) === id) && !physical.has(id)));
}
