import type { Selectable } from 'kysely';
import type { DB, Database } from '../../db';
import { refundedLineIds } from './lineRefunds';
import { shippingAddressOf } from '../../orders/detail';
import { mailsTo } from '../mails';
import { orderAttribution } from './attribution';
import type { AdminOrderDetail } from '../../../lib/admin/types';

export type { AdminOrderDetail };

const PAID = ['succeeded', 'captured'];

/** Everything the order page of the back office shows (the caller has checked the brand scope). */
export async function adminOrderDetail(db: DB, o: Selectable<Database['orders']>): Promise<AdminOrderDetail> {
  const [lines, payments, refunds, tracking, notes, children, mails, attribution, restocks, refundedLines] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', o.id).orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('order_id', '=', o.id).orderBy('id').execute(),
    db.selectFrom('refunds').selectAll().where('order_id', '=', o.id).orderBy('id').execute(),
    db.selectFrom('tracking_events').select(['description', 'occurred_at']).where('order_id', '=', o.id).orderBy('id').execute(),
    db.selectFrom('order_notes').leftJoin('staff', 'staff.id', 'order_notes.staff_id')
      .select(['order_notes.id', 'order_notes.body', 'order_notes.created_at', 'staff.email']).where('order_notes.order_id', '=', o.id).orderBy('order_notes.id').execute(),
    db.selectFrom('orders').select('id').where('parent_order_id', '=', o.id).orderBy('id').execute(),
    // Mails name their order in the subject ('… order #10042 …'); '#10042' must not match #100420.
    mailsTo(db, o.brand_id, o.email, { subjectLike: `%#${o.id}%` }),
    orderAttribution(db, o.id),
    db.selectFrom('order_line_restocks').select('order_item_id').where('order_id', '=', o.id).execute(),
    refundedLineIds(db, o.id),
  ]);
  const restocked = new Set(restocks.map((r) => Number(r.order_item_id)));
  const paidCents = payments.filter((p) => PAID.includes(p.status)).reduce((s, p) => s + Number(p.amount_cents), 0);
  const refundedCents = refunds.reduce((s, r) => s + Number(r.amount_cents), 0);
  return {
    id: Number(o.id), brandId: o.brand_id, parentOrderId: o.parent_order_id === null ? null : Number(o.parent_order_id),
    customerId: o.customer_id === null ? null : Number(o.customer_id), email: o.email, status: o.status,
    createdAt: o.created_at, discountCode: o.discount_code, shippingMethod: o.shipping_method, trackingNumber: o.tracking_number,
    shippingAddress: shippingAddressOf(o.addresses_json),
    amounts: {
      subtotalCents: Number(o.subtotal_cents), multiBuyCents: Number(o.multi_buy_cents), discountCents: Number(o.discount_cents), shippingCents: Number(o.shipping_cents),
      taxCents: Number(o.tax_cents), totalCents: Number(o.total_cents), paidCents, refundedCents,
    },
    lines: lines.map((l) => ({
      id: Number(l.id), name: l.name, color: l.color, size: l.size, quantity: Number(l.quantity), unitPriceCents: Number(l.unit_price_cents),
      totalCents: Number(l.total_cents), cancelled: Boolean(Number(l.cancelled)), restocked: restocked.has(Number(l.id)), refunded: refundedLines.has(Number(l.id)),
    })),
    payments: payments.map((p) => ({
      id: Number(p.id), gateway: p.gateway, method: p.method, cardBrand: p.card_brand, last4: p.last4, amountCents: Number(p.amount_cents), status: p.status, createdAt: p.created_at,
    })),
    refunds: refunds.map((r) => ({ id: Number(r.id), amountCents: Number(r.amount_cents), reason: r.reason, createdAt: r.created_at })),
    tracking: tracking.map((t) => ({ description: t.description, occurredAt: t.occurred_at })),
    notes: notes.map((n) => ({ id: Number(n.id), staffEmail: n.email ?? '(removed)', body: n.body, createdAt: n.created_at })),
    mails: mails.filter((m) => new RegExp(`#${o.id}(?!\\d)`).test(m.subject)),
    addOnOrderIds: children.map((c) => Number(c.id)),
    attribution,
  };
}
