import type { Selectable } from 'kysely';
import type { OrderAddOn, OrderAmounts, OrderDetail, OrderLine, OrderRefund, OrderShippingAddress } from '../../lib/account/types';
import type { DB, Database } from '../db';
import { daysSince } from './days';
import { ownedOrders, type OrderOwner } from './owner';
import { orderAmounts } from './amounts';
import { fromCents } from '../../lib/format/money';
import { scheduleOf } from '../payments/instalments';

type OrderRow = Selectable<Database['orders']>;

const lineRows = (db: DB, orderId: number) => db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

async function lines(db: DB, orderId: number): Promise<OrderLine[]> {
  const rows = await lineRows(db, orderId);
  return rows.map((i) => ({
    itemId: i.item_id || null, name: i.name, color: i.color, size: i.size, image: i.image, quantity: i.quantity,
    price: fromCents(i.unit_price_cents), total: fromCents(i.total_cents), discountClass: i.discount_class, cancelled: Boolean(i.cancelled),
  }));
}

/** The order's amounts, its club membership (if bought with it) included (server/orders/amounts.ts). */
const amounts = async (db: DB, o: OrderRow): Promise<OrderAmounts> => orderAmounts(o, await lineRows(db, o.id));

const ADDRESS_FIELDS = ['name', 'company', 'address', 'address2', 'city', 'state', 'zip', 'country', 'phone'] as const;

/** The shipping address checkout wrote into addresses_json ({ shipping: {name, …}, billing, … }), or null. */
export function shippingAddressOf(addressesJson: string): OrderShippingAddress | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(addressesJson || '{}');
  } catch {
    return null;
  }
  const ship = (parsed as { shipping?: unknown } | null)?.shipping;
  if (!ship || typeof ship !== 'object') return null;
  const raw = ship as Record<string, unknown>;
  const address = Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, typeof raw[k] === 'string' ? raw[k] : ''])) as unknown as OrderShippingAddress;
  // Older checkouts wrote fullName rather than name.
  if (!address.name && typeof raw.fullName === 'string') address.name = raw.fullName;
  return ADDRESS_FIELDS.some((k) => address[k]) ? address : null;
}

/** GET orders/:id: the customer's order of this brand with its lines, amounts, address and add-ons; null when not theirs. */
export async function loadOrderDetail(owner: OrderOwner, id: number, now = new Date()): Promise<OrderDetail | null> {
  const { db } = owner;
  const order = await ownedOrders(owner).selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) return null;
  const children = await ownedOrders(owner).selectAll().where('parent_order_id', '=', order.id).orderBy('id').execute();
  const addOns: OrderAddOn[] = await Promise.all(
    children.map(async (c) => ({
      id: c.id, date: c.created_at, status: c.status, items: await lines(db, c.id), amounts: await amounts(db, c), trackingNumber: c.tracking_number,
    })),
  );
  const payment = await db
    .selectFrom('payments')
    .select(['card_brand', 'last4', 'method'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .executeTakeFirst();
  const shipping = shippingAddressOf(order.addresses_json);
  return {
    id: order.id,
    date: order.created_at,
    days: daysSince(order.created_at, now),
    status: order.status,
    parentOrderId: order.parent_order_id,
    items: await lines(db, order.id),
    amounts: await amounts(db, order),
    discountCode: order.discount_code,
    shippingMethod: order.shipping_method,
    trackingNumber: order.tracking_number,
    shipping,
    shippingAddress: shipping?.address ?? '',
    shippingAddress2: shipping?.address2 ?? '',
    shippingCity: shipping?.city ?? '',
    shippingState: shipping?.state ?? '',
    shippingZip: shipping?.zip ?? '',
    payment: payment
      ? { brand: payment.card_brand, last4: payment.last4, method: payment.method, schedule: (await scheduleOf(db, order.id)).map((r) => ({ seq: r.seq, dueDate: r.dueDate, amount: fromCents(r.amountCents), status: r.status })) }
      : null,
    addOns,
    totalCharged: fromCents(children.reduce((sum, c) => sum + c.total_cents, order.total_cents)),
    refunds: await refundsOf(db, order.id),
  };
}

/** The order's refunds, one entry per refund (the parts of one refund over several payments added up). */
async function refundsOf(db: DB, orderId: number): Promise<OrderRefund[]> {
  const rows = await db.selectFrom('refunds').select(['created_at', 'amount_cents', 'idempotency_key']).where('order_id', '=', orderId).orderBy('id').execute();
  const byAttempt = new Map<string, { date: string; cents: number }>();
  for (const r of rows) {
    // The key is <brand>:refund:<order>:<n>:<payment>: one refund is everything with the same n.
    const attempt = r.idempotency_key.split(':').slice(0, 4).join(':');
    const seen = byAttempt.get(attempt);
    byAttempt.set(attempt, { date: seen?.date ?? r.created_at, cents: (seen?.cents ?? 0) + Number(r.amount_cents) });
  }
  return [...byAttempt.values()].map((r) => ({ date: r.date, amount: fromCents(r.cents) }));
}
