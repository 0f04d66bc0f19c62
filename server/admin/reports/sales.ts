import { sql } from 'kysely';
import type { DB } from '../../db';
import { dayStart, nextDay } from '../../marketing/reports';
import type { SalesDay } from '../../../lib/admin/reportTypes';
import { USED_STATUSES } from '../codes/list';
import type { ReportRequest } from './scope';

/**
 * Sales per day and brand: the totals (cents, as placed) and count of the orders created that UTC
 * day whose payment went through and stands: paid, shipped or delivered (what a code's revenue
 * counts too); refunded, canceled and unpaid orders are left out. Add-on orders count as orders of
 * their own. Every day of the range for every brand, a day without orders all zeros.
 */
export async function salesByDay(db: DB, r: Pick<ReportRequest, 'brandIds' | 'from' | 'to' | 'days'>): Promise<SalesDay[]> {
  if (!r.brandIds.length) return [];
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('orders')
    .select(['brand_id', day.as('day'), sql<string>`count(*)`.as('orders'), sql<string>`coalesce(sum(total_cents), 0)`.as('cents')])
    .where('brand_id', 'in', r.brandIds)
    .where('status', 'in', USED_STATUSES)
    .where('created_at', '>=', dayStart(r.from))
    .where('created_at', '<', dayStart(nextDay(r.to)))
    .groupBy(['brand_id', day])
    .execute();
  const found = new Map(rows.map((x) => [`${x.brand_id} ${x.day}`, x]));
  const out: SalesDay[] = [];
  for (const d of r.days) {
    for (const brandId of r.brandIds) {
      const x = found.get(`${brandId} ${d}`);
      const orders = Number(x?.orders ?? 0);
      const salesCents = Number(x?.cents ?? 0);
      out.push({ day: d, brandId, salesCents, orders, averageOrderCents: orders ? Math.round(salesCents / orders) : 0 });
    }
  }
  return out;
}
