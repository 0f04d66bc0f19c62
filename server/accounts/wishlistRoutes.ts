import { unauthorized } from '../http/errors';
import type { RouteDef, RouteHandlers } from '../routes';
import { loadCustomerView } from './account';
import { WISHLIST_MESSAGES as M, addToWishlist, loadWishlist, readItemId, removeFromWishlist } from './wishlist';

type Ctx = Parameters<RouteDef['handler']>[0];

/** The logged-in customer's id in this brand; a visitor (or a customer removed since) gets 401. */
async function customerIdOf(ctx: Ctx): Promise<number> {
  const id = ctx.session.customerId;
  const customer = id === null ? null : await loadCustomerView(ctx.db, ctx.brand, id);
  if (!customer) throw unauthorized(M.loginRequired);
  return customer.id;
}

/** The customer's wishlist (docs/api.md, "Wishlist"): their own rows only, items of this brand only. */
export const wishlistRoutes = {
  'GET wishlist': async (ctx) => loadWishlist(ctx.db, ctx.brand.id, await customerIdOf(ctx)),
  'POST wishlist/add': async (ctx) => {
    const customerId = await customerIdOf(ctx);
    return addToWishlist(ctx.db, ctx.brand.id, customerId, readItemId(ctx.req.body));
  },
  'POST wishlist/remove': async (ctx) => {
    const customerId = await customerIdOf(ctx);
    return removeFromWishlist(ctx.db, ctx.brand.id, customerId, readItemId(ctx.req.body));
  },
} satisfies RouteHandlers;
