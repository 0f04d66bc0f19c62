import type { Brand } from '../../brands/types';
import type { ReturnLineOption, ReturnOptions, ReturnSummary } from '../../lib/orders/returns';
import { fromCents } from '../../lib/format/money';
import type { DB } from '../db';
import type { Trx } from '../db/tx';
import { shippingAddressOf } from '../orders/detail';
import { returnAddress } from './address';
import { UNWORN_ONLY_BRANDS, lineOptions, returnWindow } from './rules';
import { getStoreSettings } from '../settings/store';

type Db = DB | Trx;

/** The customer's order of this brand, or undefined (another's order is not found, never refused). */
export function ownedOrder(db: Db, brandId: string, customerId: number, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).where('brand_id', '=', brandId).where('customer_id', '=', customerId).executeTakeFirst();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof ownedOrder>>>;

/** When the order shipped and was delivered, from its tracking events. */
async function shipmentDates(db: Db, orderId: number) {
  const events = await db.selectFrom('tracking_events').select(['description', 'occurred_at']).where('order_id', '=', orderId).orderBy('occurred_at').execute();
  return {
    shippedAt: events.find((e) => e.description.startsWith('Shipped'))?.occurred_at ?? null,
    deliveredAt: events.find((e) => e.description.startsWith('Delivered'))?.occurred_at ?? null,
  };
}

/** Units of each order line already on an open or received return. */
async function requestedUnits(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('return_lines as l').innerJoin('returns as r', 'r.id', 'l.return_id')
    .select(['l.order_item_id', 'l.quantity']).where('r.order_id', '=', orderId).where('r.status', '!=', 'cancelled').execute();
  const out = new Map<number, number>();
  for (const r of rows) out.set(Number(r.order_item_id), (out.get(Number(r.order_item_id)) ?? 0) + Number(r.quantity));
  return out;
}

export async function orderLines(db: Db, orderId: number) {
  return db.selectFrom('order_items as l').leftJoin('items as i', 'i.id', 'l.item_id')
    .select(['l.id', 'l.item_id', 'l.name', 'l.color', 'l.size', 'l.image', 'l.quantity', 'l.unit_price_cents', 'l.total_cents', 'l.discount_class', 'l.cancelled', 'i.final_sale'])
    .where('l.order_id', '=', orderId).orderBy('l.id').execute();
}

/** The lines as the return form offers them. */
async function lineChoices(db: Db, order: OrderRow): Promise<ReturnLineOption[]> {
  const requested = await requestedUnits(db, order.id);
  const clubExchanges = Boolean((await getStoreSettings(db, order.brand_id)).clubExchanges);
  const lines = await orderLines(db, order.id);
  const out: ReturnLineOption[] = [];
  for (const l of lines) {
    const o = lineOptions({
      unitPriceCents: Number(l.unit_price_cents), quantity: Number(l.quantity), discountClass: l.discount_class, cancelled: Number(l.cancelled) === 1,
      finalSale: Number(l.final_sale ?? 0) === 1, requested: requested.get(Number(l.id)) ?? 0, clubExchanges,
    });
    const sizes = o.exchangeable
      ? await db.selectFrom('item_sizes').select(['size', 'stock']).where('item_id', '=', Number(l.item_id)).where('size', '!=', l.size).orderBy('size').execute()
      : [];
    out.push({
      orderItemId: Number(l.id), name: l.name, color: l.color, size: l.size, image: l.image, ...o,
      exchangeSizes: sizes.map((s) => ({ size: s.size, inStock: Number(s.stock) > 0 })),
    });
  }
  return out;
}

function labelOf(brand: Pick<Brand, 'storeName'>, order: OrderRow): ReturnSummary['label'] {
  const a = shippingAddressOf(order.addresses_json);
  const from = a ? [a.name, a.address, a.address2, [a.city, a.state, a.zip].filter(Boolean).join(', '), a.country].filter((x): x is string => Boolean(x)) : [];
  return { from, to: returnAddress(brand) };
}

/** The order's returns, newest first. */
export async function returnsOf(db: Db, brand: Pick<Brand, 'storeName'>, order: OrderRow): Promise<ReturnSummary[]> {
  const rows = await db.selectFrom('returns').selectAll().where('order_id', '=', order.id).orderBy('id', 'desc').execute();
  const out: ReturnSummary[] = [];
  for (const r of rows) {
    const lines = await db.selectFrom('return_lines as rl').innerJoin('order_items as l', 'l.id', 'rl.order_item_id')
      .select(['l.name', 'l.color', 'l.size', 'rl.quantity', 'rl.action', 'rl.exchange_size']).where('rl.return_id', '=', r.id).orderBy('rl.id').execute();
    out.push({
      id: Number(r.id), rma: r.rma, status: (r.status === 'receiving' ? 'open' : r.status) as ReturnSummary['status'], createdAt: r.created_at, receivedAt: r.received_at,
      refund: r.status === 'received' ? fromCents(Number(r.refund_cents)) : null, exchangeOrderId: r.exchange_order_id === null ? null : Number(r.exchange_order_id),
      lines: lines.map((l) => ({ name: l.name, color: l.color, size: l.size, quantity: Number(l.quantity), action: l.action as 'refund' | 'exchange', exchangeSize: l.exchange_size })),
      label: labelOf(brand, order),
    });
  }
  return out;
}

/** GET orders/:id/returns. */
export async function returnOptionsOf(db: Db, brand: Pick<Brand, 'id' | 'storeName'>, order: OrderRow, now: Date): Promise<ReturnOptions> {
  const window = returnWindow({ status: order.status, ...(await shipmentDates(db, order.id)) }, now);
  return {
    open: window.open, until: window.until, reason: window.open ? null : window.reason, unwornOnly: UNWORN_ONLY_BRANDS.has(brand.id),
    lines: window.open ? await lineChoices(db, order) : [], returns: await returnsOf(db, brand, order),
  };
}
