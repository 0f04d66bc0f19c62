process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { CookieJar, withApiServer } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { CLUB_PLANS, insertClubShop, type ClubCustomerIds } from '../helpers/clubPlans';
import { getDb } from '../../server/db';
import { FX } from '../../server/cart/__fixtures__/shop';
import { clearSettingsCache } from '../../server/settings/store';

// GET cart tells the pages whether the shopper is a club member and pays member prices (issue 25):
// catalog pages are publicly cached, so they show member prices and greet members from these flags.
setupTestDatabase('club_member_cart');

const PASSWORD = 'club-member-cart-password-1';
const ids: ClubCustomerIds = { ann: 0, bob: 0, cara: 0, ckbAnn: 0, hal: 0 };
const api = withApiServer(async () => {
  const db = await getDb();
  await insertClubShop(db, insertCustomer, ids);
  // hb's free club: no paid club in its settings.
  const hb = { storeName: 'Harbor Basics', freeShippingThreshold: 75, standardShippingCost: 6.95, brandHasClub: false, clubMonthly: 0, mainShoppingPath: '/category/tees' };
  await db.insertInto('brand_settings').values({ brand_id: 'hb', settings_json: JSON.stringify(hb) }).execute();
  clearSettingsCache();
});
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);
const cart = async (jar: CookieJar, host?: string) => (await api.request('GET', 'cart', { jar, host })).body.data;

async function membership(customerId: number, status: string, overdue = 0) {
  await (await getDb())
    .insertInto('club_memberships')
    .values({
      brand_id: 'pf', customer_id: customerId, plan_id: FX.clubPlan, pause_plan_id: CLUB_PLANS.pfPause, status, amount_cents: 4995, overdue,
      next_billing_date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10), started_at: new Date().toISOString(),
    })
    .execute();
}

test('a paid club: a member in good standing pays member prices; a paused or overdue member is a member at list prices', async () => {
  await membership(ids.ann, 'active');
  await membership(ids.bob, 'paused');
  await membership(ids.cara, 'active', 1);
  expect(await cart(new CookieJar())).toMatchObject({ loggedIn: false, clubMember: false, memberPrices: false });
  expect(await cart(await loggedIn('ann@example.com'))).toMatchObject({ clubMember: true, memberPrices: true });
  expect(await cart(await loggedIn('bob@example.com'))).toMatchObject({ clubMember: true, memberPrices: false, clubPaused: true });
  expect(await cart(await loggedIn('cara@example.com'))).toMatchObject({ clubMember: true, memberPrices: false, clubOverdue: true });
});

test('a cancelled membership is no membership', async () => {
  await (await getDb()).updateTable('club_memberships').set({ status: 'cancelled' }).where('customer_id', '=', ids.ann).execute();
  expect(await cart(await loggedIn('ann@example.com'))).toMatchObject({ loggedIn: true, clubMember: false, memberPrices: false });
});

test('a free club (hb): an account is the membership, and there are no member prices', async () => {
  expect(await cart(new CookieJar(), 'hb.localhost')).toMatchObject({ loggedIn: false, clubMember: false, memberPrices: false });
  expect(await cart(await loggedIn('hal@example.com', 'hb.localhost'), 'hb.localhost')).toMatchObject({
    loggedIn: true, clubMember: true, memberPrices: false, hasClub: false,
  });
});
