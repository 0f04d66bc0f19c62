import type { DB } from '../db';

export interface MembershipSummary {
  status: string;
  overdue: boolean;
  paused: boolean;
  discountPercentage: number;
}

export async function loadMembership(db: DB, brandId: string, customerId: number): Promise<MembershipSummary | null> {
  const row = await db
    .selectFrom('club_memberships as m')
    .innerJoin('club_plans as p', 'p.id', 'm.plan_id')
    .select(['m.status', 'm.overdue', 'm.paused', 'p.discount_percentage'])
    .where('m.brand_id', '=', brandId)
    .where('m.customer_id', '=', customerId)
    .orderBy('m.id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return { status: row.status, overdue: Boolean(row.overdue), paused: Boolean(row.paused), discountPercentage: row.discount_percentage };
}
