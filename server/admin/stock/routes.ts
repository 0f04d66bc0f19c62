import type { AdminRoute } from '../http/types';
import { itemStock, scopedItem, searchItems } from './items';
import { setSizeStock } from './setStock';

export const stockRoutes: AdminRoute[] = [
  { method: 'GET', path: 'items', access: 'stock.read', handler: (ctx) => searchItems(ctx.db, ctx.staff, ctx.req.query) },
  {
    method: 'GET', path: 'items/:id', access: 'stock.read',
    handler: async (ctx) => itemStock(ctx.db, await scopedItem(ctx.db, ctx.staff, ctx.params.id)),
  },
  {
    method: 'POST', path: 'items/:id/stock', access: 'stock.write',
    handler: async (ctx) => setSizeStock(ctx.db, ctx.staff, await scopedItem(ctx.db, ctx.staff, ctx.params.id), ctx.req.body, ctx.req.ip ?? null, ctx.now),
  },
];
