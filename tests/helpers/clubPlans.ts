import type { DB } from '../../server/db';

/** Club plans the club tests add to the shop fixture (which has pf's main plan, FX.clubPlan). */
export const CLUB_PLANS = { pfPause: 962, ckbMain: 963, ckbPause: 964 };

export async function insertClubPlans(db: DB): Promise<void> {
  await db.insertInto('club_plans').values([
    { id: CLUB_PLANS.pfPause, brand_id: 'pf', plan_key: 'vip-pause', kind: 'pause', name: 'VIP (paused)', monthly_price_cents: 995, discount_percentage: 0 },
    { id: CLUB_PLANS.ckbMain, brand_id: 'ckb', plan_key: 'ckb-vip', kind: 'main', name: 'Cheeky VIP', monthly_price_cents: 3995, discount_percentage: 20 },
    { id: CLUB_PLANS.ckbPause, brand_id: 'ckb', plan_key: 'ckb-pause', kind: 'pause', name: 'Cheeky VIP (paused)', monthly_price_cents: 795, discount_percentage: 0 },
  ]).execute();
}
