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
  // What a member's monthly piece needs (server/club/piece.ts): a size in the style profile and an address.
  for (const [brand, id, field, size] of [['pf', ids.ann, 'size_bottom', 'S'], ['pf', ids.bob, 'size_bottom', 'S'], ['pf', ids.cara, 'size_bottom', 'XS'], ['ckb', ids.ckbAnn, 'size_panty', 'M']] as const) {
    await giveMemberSizeAndAddress(db, brand, id, field, size);
  }
}

/** A style-profile size and a default shipping address, as a member who took the quiz and checked out has. */
export async function giveMemberSizeAndAddress(db: DB, brand: string, customerId: number, sizeField: string, size: string): Promise<void> {
  const at = new Date().toISOString();
  await db.insertInto('style_profiles').values({ brand_id: brand, owner_key: `c:${customerId}`, field: sizeField, chosen: size, updated_at: at }).execute();
  await db.insertInto('addresses').values({
    customer_id: customerId, type: 'shipping', name: 'Ann Lee', country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550100', is_default: 1,
  }).execute();
}
