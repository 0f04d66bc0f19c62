import type { DB } from '../../server/db';
import { insertShopFixture } from '../../server/cart/__fixtures__/shop';

/** Club plans the club tests add to the shop fixture (which has pf's main plan, FX.clubPlan). */
export const CLUB_PLANS = { pfPause: 962, ckbMain: 963, ckbPause: 964 };

export async function insertClubPlans(db: DB): Promise<void> {
  await db.insertInto('club_plans').values([
    { id: CLUB_PLANS.pfPause, brand_id: 'pf', plan_key: 'vip-pause', kind: 'pause', name: 'VIP (paused)', monthly_price_cents: 995, discount_percentage: 0 },
    { id: CLUB_PLANS.ckbMain, brand_id: 'ckb', plan_key: 'ckb-vip', kind: 'main', name: 'Cheeky VIP', monthly_price_cents: 3995, discount_percentage: 20 },
    { id: CLUB_PLANS.ckbPause, brand_id: 'ckb', plan_key: 'ckb-pause', kind: 'pause', name: 'Cheeky VIP (paused)', monthly_price_cents: 795, discount_percentage: 0 },
  ]).execute();
}

/** The club suites' customers: three at pf, Ann again at ckb (customers are per brand), Hal at hb (no paid club). */
export type ClubCustomerIds = { ann: number; bob: number; cara: number; ckbAnn: number; hal: number };

/** The shop fixture, the club plans and the club suites' customers; fills `ids` with their ids. */
export async function insertClubShop(
  db: DB,
  insertCustomer: (brand: string, email: string, name: string) => Promise<number>,
  ids: ClubCustomerIds,
): Promise<void> {
  await insertShopFixture(db);
  await insertClubPlans(db);
  ids.ann = await insertCustomer('pf', 'ann@example.com', 'Ann Lee');
  ids.bob = await insertCustomer('pf', 'bob@example.com', 'Bob Roe');
  ids.cara = await insertCustomer('pf', 'cara@example.com', 'Cara Poe');
  ids.ckbAnn = await insertCustomer('ckb', 'ann@example.com', 'Ann at Cheeky');
  ids.hal = await insertCustomer('hb', 'hal@example.com', 'Hal Box');
}
