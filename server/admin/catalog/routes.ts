import type { AdminRoute } from '../http/types';
import { scopedItem } from '../stock/items';
import { updateItem } from './itemEdit';

/** The catalog's routes (docs/admin.md); `GET items/:id` (stock routes) carries the fields for catalog.read roles. */
export const catalogRoutes: AdminRoute[] = [
  {
    method: 'POST', path: 'items/:id', access: 'catalog.write',
    handler: async (ctx) => updateItem(ctx.db, ctx.staff, await scopedItem(ctx.db, ctx.staff, ctx.params.id), ctx.req.body, ctx.req.ip ?? null, ctx.now),
  },
];
