import { scheduleOf } from '../payments/instalments';
import type { Selectable } from 'kysely';
import type { Brand } from '../../brands/types';
import type { DB, Database } from '../db';
import { notFound } from '../http/errors';
import { rowIdOf } from '../http/rowId';
import type { SessionHandle } from '../http/session';
import { nextFunnelPath } from './funnel';
import { orderAmounts } from '../orders/amounts';
import { fromCents } from '../../lib/format/money';

export type OrderRow = Selectable<Database['orders']>;

/**
 * Whether this session placed the order, or its logged-in customer owns it. A guest order (an
 * account's email typed without logging in, customer_id null) is its session's only.
 */
export function ownsOrder(order: OrderRow, session: Pick<SessionHandle, 'id' | 'customerId'>): boolean {
  return (session.id !== null && order.session_id === session.id) || (session.customerId !== null && order.customer_id === session.customerId);
}

/** An order of this brand placed by this shopper; anyone else's (or a missing one) is the same 404. */
export async function loadOwnedOrder(db: DB, brand: Brand, session: Pick<SessionHandle, 'id' | 'customerId'>, rawId: string): Promise<OrderRow> {
  const id = rowIdOf(rawId);
  if (id === null) throw notFound('order: not found');
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).where('brand_id', '=', brand.id).executeTakeFirst();
  if (!order || !ownsOrder(order, session)) throw notFound('order: not found');
  return order;
}

/**
 * Whether the card is saved (e.g. kept at checkout) on the account of the one looking: only a
 * logged-in customer looking at an order of their own is told. A guest is told nothing about an
 * account, so a guest order's page reads the same whether its email had one or not.
 */
async function cardOnAccount(db: DB, viewer: OrderViewer, customerId: number | null, brand: string, last4: string): Promise<boolean> {
  if (customerId === null || viewer.customerId !== customerId) return false;
  const row = await db.selectFrom('payment_methods').select('id').where('customer_id', '=', customerId).where('card_brand', '=', brand).where('last4', '=', last4).executeTakeFirst();
  return Boolean(row);
}

async function orderBody(db: DB, order: OrderRow) {
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  const payment = await db.selectFrom('payments').selectAll().where('order_id', '=', order.id).orderBy('id').executeTakeFirst();
  const addresses = JSON.parse(order.addresses_json || '{}') as { shipping?: Record<string, string>; billing?: Record<string, string> };
  const ship = addresses.shipping ?? {};
  return {
    id: order.id,
    parentOrderId: order.parent_order_id,
    date: order.created_at,
    status: order.status,
    email: order.email,
    items: items.map((i) => ({
      itemId: i.item_id || null, name: i.name, color: i.color, size: i.size, image: i.image, quantity: i.quantity,
      price: fromCents(i.unit_price_cents), total: fromCents(i.total_cents), discountClass: i.discount_class, cancelled: Boolean(i.cancelled),
      offerId: i.offer_id,
    })),
    amounts: orderAmounts(order, items),
    discountCode: order.discount_code,
    shippingMethod: order.shipping_method,
    trackingNumber: order.tracking_number,
    shipping: ship,
    billing: addresses.billing ?? ship,
    shippingAddress: ship.address ?? '', shippingAddress2: ship.address2 ?? '', shippingCity: ship.city ?? '',
    shippingState: ship.state ?? '', shippingZip: ship.zip ?? '',
    payment: payment
      ? {
        brand: payment.card_brand, last4: payment.last4, method: payment.method, instalments: payment.instalments, amount: fromCents(payment.amount_cents),
        // Pay in 4 run by the shop: every installment, its day, amount and state (empty otherwise).
        schedule: (await scheduleOf(db, order.id)).map((r) => ({ seq: r.seq, dueDate: r.dueDate, amount: fromCents(r.amountCents), status: r.status })),
      }
      : null,
  };
}

type OrderBody = Awaited<ReturnType<typeof orderBody>>;
export type OrderSummary = Omit<OrderBody, 'payment'> & {
  /** The order's own payment also says whether its card is saved on the account (the thank-you page tells the shopper). */
  payment: (NonNullable<OrderBody['payment']> & { savedToAccount: boolean }) | null;
  linkedOrders: OrderBody[];
  next: string | null;
};

/** Who asks for an order's summary (ctx.session). */
export type OrderViewer = Pick<SessionHandle, 'customerId'>;

/** The order as GET order/:id answers it: lines, amounts, addresses, payment (brand, last4), linked orders, next funnel path. */
export async function orderSummary(db: DB, brand: Brand, order: OrderRow, viewer: OrderViewer): Promise<OrderSummary> {
  const body = await orderBody(db, order);
  const children = await db.selectFrom('orders').selectAll().where('parent_order_id', '=', order.id).where('status', '!=', 'pending').orderBy('id').execute();
  const linkedOrders = await Promise.all(children.map((c) => orderBody(db, c)));
  const next = order.parent_order_id === null ? await nextFunnelPath(db, brand, order) : null;
  const payment = body.payment && { ...body.payment, savedToAccount: await cardOnAccount(db, viewer, order.customer_id, body.payment.brand, body.payment.last4) };
  return { ...body, payment, linkedOrders, next };
}
