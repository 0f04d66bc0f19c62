import type { Brand } from '../../brands/types';
import type { DB } from '../db';

/** Whose orders a query may see: one customer of one brand (another customer's order is a 404). */
export interface OrderOwner {
  db: DB;
  brand: Brand;
  customerId: number;
}

/** The customer's orders of the brand, as a query to narrow further. */
export function ownedOrders({ db, brand, customerId }: OrderOwner) {
  return db.selectFrom('orders').where('brand_id', '=', brand.id).where('customer_id', '=', customerId);
}

/** Items per order (cancelled lines left out). */
export async function itemCounts(db: DB, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('order_items')
    .select(['order_id', (eb) => eb.fn.sum<number | string>('quantity').as('n')])
    .where('order_id', 'in', orderIds)
    .where('cancelled', '=', 0)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, Number(r.n)]));
}
