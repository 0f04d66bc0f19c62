// Queues the order mails (server/orders/mails.ts) from what the order's rows say, inside the
// transaction that writes them: the confirmation is queued with the order, the shipping mail with
// the status change, so a rolled-back order or shipment mails nothing.
import { brandById } from '../../brands';
import { queueServiceMail } from '../accounts/outbox';
import { accountLink } from '../accounts/mails';
import type { Trx } from '../db/tx';
import { scheduleOf } from '../payments/instalments';
import { orderConfirmationMail, orderRefundedMail, orderShippedMail, trackingLink, type OrderMailLine, type ShipTo } from './mails';

/** The order's lines; `goods` leaves out what is not in the parcel (a club membership's month). */
async function orderLines(trx: Trx, orderIds: number[], goods = false): Promise<OrderMailLine[]> {
  const rows = await trx
    .selectFrom('order_items')
    .select(['name', 'color', 'size', 'quantity', 'total_cents', 'discount_class'])
    .where('order_id', 'in', orderIds)
    .where('cancelled', '=', 0)
    .$if(goods, (q) => q.where('discount_class', '!=', 'club'))
    .orderBy('order_id')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ name: r.name, color: r.color, size: r.size, quantity: Number(r.quantity), totalCents: Number(r.total_cents), ...(r.discount_class === 'club' ? { club: true } : {}) }));
}

function shipToOf(addressesJson: string): ShipTo | null {
  try {
    const parsed = JSON.parse(addressesJson || '{}') as { shipping?: ShipTo };
    return parsed.shipping ?? null;
  } catch {
    return null;
  }
}

/** The confirmation of an order just placed (or of a post-purchase offer added to one). */
export async function queueOrderConfirmation(trx: Trx, orderId: number, now = new Date()): Promise<void> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const brand = brandById(order.brand_id);
  const payment = await trx.selectFrom('payments').select(['card_brand', 'last4', 'method']).where('order_id', '=', orderId).orderBy('id').executeTakeFirst();
  const customer = order.customer_id === null
    ? null
    : await trx.selectFrom('customers').select('password_hash').where('id', '=', order.customer_id).executeTakeFirst();
  // A shopper with an account sees the order in it; a guest follows it on the tracker.
  const shownId = order.parent_order_id ?? order.id;
  const link = customer?.password_hash ? accountLink(brand, `/orders/${shownId}`) : trackingLink(brand, shownId);
  const mail = orderConfirmationMail(brand, {
    to: order.email, orderId: order.id, parentOrderId: order.parent_order_id, placedAt: order.created_at,
    lines: await orderLines(trx, [order.id]), multiBuyCents: Number(order.multi_buy_cents ?? 0),
    discountCents: Number(order.discount_cents), discountCode: order.discount_code, shippingCents: Number(order.shipping_cents),
    shippingMethod: order.shipping_method, taxCents: Number(order.tax_cents), totalCents: Number(order.total_cents),
    card: payment?.last4 ? { brand: payment.card_brand, last4: payment.last4, method: payment.method } : null,
    shipTo: shipToOf(order.addresses_json), link, schedule: await scheduleOf(trx, order.id),
  });
  await queueServiceMail(trx, mail, now);
}

/** The shipping notification of an order (its post-purchase additions ship in the same parcel). */
export async function queueShippedMail(trx: Trx, orderId: number, now = new Date()): Promise<void> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const children = await trx.selectFrom('orders').select('id').where('parent_order_id', '=', orderId).where('status', '=', 'shipped').execute();
  const mail = orderShippedMail(brandById(order.brand_id), {
    to: order.email, orderId: order.id, trackingNumber: order.tracking_number ?? '', shippingMethod: order.shipping_method,
    lines: await orderLines(trx, [order.id, ...children.map((c) => Number(c.id))], true),
    shipTo: shipToOf(order.addresses_json),
  });
  await queueServiceMail(trx, mail, now);
}

/** The notice of a refund of the order (server/payments/refund.ts), queued with the refund's rows. */
export async function queueRefundMail(trx: Trx, orderId: number, f: { amountCents: number; refundedCents: number; paidCents: number }, now = new Date()): Promise<void> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const brand = brandById(order.brand_id);
  const payment = await trx.selectFrom('payments').select(['card_brand', 'last4']).where('order_id', '=', orderId).orderBy('id').executeTakeFirst();
  const customer = order.customer_id === null ? null : await trx.selectFrom('customers').select('password_hash').where('id', '=', order.customer_id).executeTakeFirst();
  const shownId = order.parent_order_id ?? order.id;
  const link = customer?.password_hash ? accountLink(brand, `/orders/${shownId}`) : trackingLink(brand, shownId);
  const card = payment?.last4 ? { brand: payment.card_brand, last4: payment.last4 } : null;
  await queueServiceMail(trx, orderRefundedMail(brand, { to: order.email, orderId: order.id, ...f, card, link }), now);
}
