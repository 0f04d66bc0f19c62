import { sql } from 'kysely';
import type { DB } from '../../db';
import { dayStart, nextDay } from '../../marketing/reports';
import type { SalesDay } from '../../../lib/admin/reportTypes';
import type { ReportRequest } from './scope';

/**
 * The statuses of an order whose payment went through: every one after 'pending' (checkout writes
 * 'paid'; 'processing', 'shipped' and 'delivered' follow; 'refunded' and 'cancelled' were paid
 * first, and their money going back is counted as refunds, on the day it went back).
 */
export const SALE_STATUSES = ['paid', 'processing', 'shipped', 'delivered', 'refunded', 'cancelled'] as const;

/**
 * Sales per day and brand. Gross sales: the totals (cents, as placed) and count of the orders
 * created that UTC day whose payment went through (SALE_STATUSES; unpaid orders left out). Refunds:
 * what was refunded of the brand's orders that UTC day, whenever the order was placed (`refunds`:
 * partial, full and a cancel's). Net sales = gross sales − refunds (below zero on a day with more
 * refunded than sold). Add-on orders count as orders of their own. Every day of the range for every
 * brand, a day without orders or refunds all zeros.
 */
export async function salesByDay(db: DB, r: Pick<ReportRequest, 'brandIds' | 'from' | 'to' | 'days'>): Promise<SalesDay[]> {
  if (!r.brandIds.length) return [];
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('orders')
    .select(['brand_id', day.as('day'), sql<string>`count(*)`.as('orders'), sql<string>`coalesce(sum(total_cents), 0)`.as('cents')])
    .where('brand_id', 'in', r.brandIds)
    .where('status', 'in', SALE_STATUSES)
    .where('created_at', '>=', dayStart(r.from))
    .where('created_at', '<', dayStart(nextDay(r.to)))
    .groupBy(['brand_id', day])
    .execute();
  const refundDay = sql<string>`substr(refunds.created_at, 1, 10)`;
  const refunded = await db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .select(['orders.brand_id as brand_id', refundDay.as('day'), sql<string>`coalesce(sum(refunds.amount_cents), 0)`.as('cents')])
    .where('orders.brand_id', 'in', r.brandIds)
    .where('refunds.created_at', '>=', dayStart(r.from))
    .where('refunds.created_at', '<', dayStart(nextDay(r.to)))
    .groupBy(['orders.brand_id', refundDay])
    .execute();
  const found = new Map(rows.map((x) => [`${x.brand_id} ${x.day}`, x]));
  const refunds = new Map(refunded.map((x) => [`${x.brand_id} ${x.day}`, Number(x.cents)]));
  const out: SalesDay[] = [];
  for (const d of r.days) {
    for (const brandId of r.brandIds) {
      const x = found.get(`${brandId} ${d}`);
      const orders = Number(x?.orders ?? 0);
      const salesCents = Number(x?.cents ?? 0);
      const refundsCents = refunds.get(`${brandId} ${d}`) ?? 0;
      out.push({ day: d, brandId, salesCents, refundsCents, netSalesCents: salesCents - refundsCents, orders, averageOrderCents: orders ? Math.round(salesCents / orders) : 0 });
    }
  }
  return out;
}
