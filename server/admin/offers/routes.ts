import type { AdminRoute } from '../http/types';
import { listOffers, scopedOffer } from './list';
import { createOffer, updateOffer } from './save';

/** Order bumps and post-purchase special offers (table offers; shown by server/offers): list, create, edit, deactivate. */
export const offerRoutes: AdminRoute[] = [
  { method: 'GET', path: 'offers', access: 'catalog.read', handler: (ctx) => listOffers(ctx.db, ctx.staff) },
  { method: 'POST', path: 'offers', access: 'catalog.write', handler: (ctx) => createOffer(ctx.db, ctx.staff, ctx.req.body, ctx.req.ip ?? null, ctx.now) },
  {
    method: 'POST', path: 'offers/:id', access: 'catalog.write',
    handler: async (ctx) => updateOffer(ctx.db, ctx.staff, await scopedOffer(ctx.db, ctx.staff, ctx.params.id), ctx.req.body, ctx.req.ip ?? null, ctx.now),
  },
];
