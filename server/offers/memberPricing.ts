import type { ShopContext } from '../http/types';
import { clubPerksOf } from '../cart/pricing';
import { givesMemberPrices, loadMembershipStatus } from '../cart/membership';

/**
 * Whether this shopper sees member prices on item pages now (a member in good standing, or the club
 * joined with this session's cart): an offer's reference price is then the item's member price, the
 * price its own item page shows them.
 */
export async function seesMemberPrices(ctx: ShopContext): Promise<boolean> {
  const cart = ctx.session.id ? await ctx.db.selectFrom('carts').selectAll().where('session_id', '=', ctx.session.id).executeTakeFirst() : undefined;
  if (cart) return clubPerksOf(ctx.db, ctx.brand, cart, ctx.session.customerId);
  if (!ctx.session.customerId) return false;
  return givesMemberPrices(await loadMembershipStatus(ctx.db, ctx.brand.id, ctx.session.customerId));
}
