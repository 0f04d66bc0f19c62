import type { Selectable } from 'kysely';
import type { DB, Database } from '../../db';
import { inTransaction } from '../../db/tx';
import { badRequest, conflict } from '../../http/errors';
import { requireString } from '../../http/input';
import type { Fields } from '../../http/types';
import { ShipError, shipOrder, type ShipOutcome } from '../../orders/ship';
import { queueOrderConfirmation } from '../../orders/notify';
import { writeAudit } from '../audit';
import type { Staff } from '../staffAccounts';
import { statusLabel } from '../../../lib/admin/display';

type Order = Selectable<Database['orders']>;

/** Marks the order shipped the way `npm run order:ship` does (server/orders/ship.ts: tracking event, shopper's mail). */
export async function shipFromBackOffice(db: DB, staff: Staff, order: Order, f: Fields, ip: string | null, now: Date): Promise<ShipOutcome> {
  const tracking = requireString(f, 'trackingNumber', 60);
  let outcome: ShipOutcome;
  try {
    outcome = await shipOrder(db, order.id, tracking, now);
  } catch (err) {
    if (err instanceof ShipError) throw /changed while|already shipped|is \w+, not waiting/.test(err.message) ? conflict(err.message) : badRequest(err.message);
    throw err;
  }
  if (outcome.kind === 'shipped') {
    await writeAudit(db, {
      staffId: staff.id, action: 'order.ship', recordType: 'order', recordId: String(order.id), brandId: order.brand_id, before: { status: order.status, trackingNumber: order.tracking_number },
      after: { status: 'shipped', trackingNumber: outcome.trackingNumber, withOrders: outcome.withOrders }, ip,
    }, now);
  }
  return outcome;
}

/** Marks a shipped order delivered, with a 'Delivered' tracking event; only from 'shipped'. */
export async function deliverFromBackOffice(db: DB, staff: Staff, order: Order, ip: string | null, now: Date): Promise<{ status: 'delivered' }> {
  await inTransaction(db, async (trx) => {
    const res = await trx.updateTable('orders').set({ status: 'delivered' }).where('id', '=', order.id).where('status', '=', 'shipped').executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw conflict(`order: #${order.id} is ${statusLabel(order.status).toLowerCase()}; only a shipped order can be marked delivered`);
    await trx.insertInto('tracking_events').values({ order_id: order.id, description: 'Delivered', occurred_at: now.toISOString() }).execute();
    await writeAudit(trx, { staffId: staff.id, action: 'order.deliver', recordType: 'order', recordId: String(order.id), brandId: order.brand_id, before: { status: 'shipped' }, after: { status: 'delivered' }, ip }, now);
  });
  return { status: 'delivered' };
}

/** An internal note on the order (never shown to the shopper). */
export async function noteFromBackOffice(db: DB, staff: Staff, order: Order, f: Fields, ip: string | null, now: Date): Promise<{ id: number }> {
  const body = requireString(f, 'note', 2000);
  return inTransaction(db, async (trx) => {
    const row = await trx.insertInto('order_notes').values({ order_id: order.id, staff_id: staff.id, body, created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
    await writeAudit(trx, { staffId: staff.id, action: 'order.note', recordType: 'order', recordId: String(order.id), brandId: order.brand_id, before: null, after: { noteId: Number(row.id), note: body }, ip }, now);
    return { id: Number(row.id) };
  });
}

/** Sends the order confirmation again (the shopper lost it), as checkout wrote it; not for an order still waiting for its payment. */
export async function resendConfirmationFromBackOffice(db: DB, staff: Staff, order: Order, ip: string | null, now: Date): Promise<{ queued: true }> {
  if (order.status === 'pending') throw conflict(`order: #${order.id} is still waiting for its payment`);
  await inTransaction(db, async (trx) => {
    await queueOrderConfirmation(trx, order.id, now);
    await writeAudit(trx, { staffId: staff.id, action: 'order.resend-confirmation', recordType: 'order', recordId: String(order.id), brandId: order.brand_id, before: null, after: { to: order.email }, ip }, now);
  });
  return { queued: true };
}
