import type { Brand } from '../../brands/types';
import type { DB } from '../db';

/** Whose orders a query may see: one customer of one brand (another customer's order is a 404). */
export interface OrderOwner {
  db: DB;
  brand: Brand;
  customerId: number;
}

/** The customer's orders of the brand, as a query to narrow further (not those still waiting for their payment: server/checkout/place.ts). */
export function ownedOrders({ db, brand, customerId }: OrderOwner) {
  return db.selectFrom('orders').where('brand_id', '=', brand.id).where('customer_id', '=', customerId).where('status', '!=', 'pending');
}

/** What an order holds: its items (cancelled lines and the club's membership left out) and whether it bought the club. */
export interface OrderContents {
  items: number;
  membership: boolean;
}

/** Items per order (cancelled lines left out; the membership bought with it is not an item) and whether it bought the club. */
export async function orderContents(db: DB, orderIds: number[]): Promise<Map<number, OrderContents>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('order_items')
    .select(['order_id', 'discount_class', (eb) => eb.fn.sum<number | string>('quantity').as('n')])
    .where('order_id', 'in', orderIds)
    .where('cancelled', '=', 0)
    .groupBy(['order_id', 'discount_class'])
    .execute();
  const out = new Map<number, OrderContents>();
  for (const r of rows) {
    const c = out.get(r.order_id) ?? { items: 0, membership: false };
    if (r.discount_class === 'club') c.membership = true;
    else c.items += Number(r.n);
    out.set(r.order_id, c);
  }
  return out;
}
