import type { AdminRoute } from '../http/types';
import { listSets, scopedSet } from './list';
import { createSet, updateSet } from './save';

/** Multi-buy sets (migration 017, priced by server/cart/multiBuy.ts): list, create, edit, (de)activate. */
export const setRoutes: AdminRoute[] = [
  { method: 'GET', path: 'sets', access: 'catalog.read', handler: (ctx) => listSets(ctx.db, ctx.staff) },
  { method: 'POST', path: 'sets', access: 'catalog.write', handler: (ctx) => createSet(ctx.db, ctx.staff, ctx.req.body, ctx.req.ip ?? null, ctx.now) },
  {
    method: 'POST', path: 'sets/:id', access: 'catalog.write',
    handler: async (ctx) => updateSet(ctx.db, ctx.staff, await scopedSet(ctx.db, ctx.staff, ctx.params.id), ctx.req.body, ctx.req.ip ?? null, ctx.now),
  },
];
