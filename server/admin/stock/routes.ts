import type { AdminRoute } from '../http/types';
import { itemStock, scopedItem, searchItems } from './items';
import { setSizeStock } from './setStock';
import { can } from '../roles';
import { itemCatalog } from '../catalog/itemEdit';

export const stockRoutes: AdminRoute[] = [
  { method: 'GET', path: 'items', access: 'stock.read', handler: (ctx) => searchItems(ctx.db, ctx.staff, ctx.req.query) },
  {
    method: 'GET', path: 'items/:id', access: 'stock.read',
    handler: async (ctx) => {
      const item = await scopedItem(ctx.db, ctx.staff, ctx.params.id);
      const stock = await itemStock(ctx.db, item);
      // The catalog fields (and the brand's categories) for the roles that read the catalog.
      return can(ctx.staff.role, 'catalog.read') ? { ...stock, catalog: await itemCatalog(ctx.db, item) } : stock;
    },
  },
  {
    method: 'POST', path: 'items/:id/stock', access: 'stock.write',
    handler: async (ctx) => setSizeStock(ctx.db, ctx.staff, await scopedItem(ctx.db, ctx.staff, ctx.params.id), ctx.req.body, ctx.req.ip ?? null, ctx.now),
  },
];
