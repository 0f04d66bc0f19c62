import type { RouteDef } from '../routes';
import { lineRoutes } from './lineRoutes';
import { promoRoutes } from './promoRoutes';
import { buildCartState } from './state';

export const cartRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: 'cart',
    handler: (ctx) => buildCartState(ctx.db, ctx.brand, { sessionId: ctx.session.id, customerId: ctx.session.customerId }),
  },
  ...lineRoutes,
  ...promoRoutes,
];
