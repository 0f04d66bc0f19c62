import type { RouteHandlers } from '../routes';
import { lineRoutes } from './lineRoutes';
import { promoRoutes } from './promoRoutes';
import { buildCartState } from './state';
import { getStoreSettings } from '../settings/store';
import { readDestination } from '../shipping/destination';

export const cartRoutes = {
  // ?country=&state= prices the cart for a shipping address (zone and tax); without them, the brand's default zone and no tax yet.
  'GET cart': async (ctx) => {
    const destination = readDestination(ctx.req.query, await getStoreSettings(ctx.db, ctx.brand.id));
    return buildCartState(ctx.db, ctx.brand, { sessionId: ctx.session.id, customerId: ctx.session.customerId }, destination);
  },
  ...lineRoutes,
  ...promoRoutes,
} satisfies RouteHandlers;
