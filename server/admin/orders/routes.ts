import type { AdminRoute } from '../http/types';
import { adminOrderDetail } from './detail';
import { cancelFromBackOffice } from './cancel';
import { deliverFromBackOffice, noteFromBackOffice, resendConfirmationFromBackOffice, shipFromBackOffice } from './fulfilment';
import { refundFromBackOffice } from './refund';
import { scopedOrder } from './scope';
import { searchOrders } from './search';

const ip = (ctx: { req: { ip?: string } }) => ctx.req.ip ?? null;

export const orderRoutes: AdminRoute[] = [
  { method: 'GET', path: 'orders', access: 'orders.read', handler: (ctx) => searchOrders(ctx.db, ctx.staff, ctx.req.query) },
  {
    method: 'GET', path: 'orders/:id', access: 'orders.read',
    handler: async (ctx) => adminOrderDetail(ctx.db, await scopedOrder(ctx.db, ctx.staff, ctx.params.id)),
  },
  {
    method: 'POST', path: 'orders/:id/refund', access: 'orders.refund',
    handler: async (ctx) => refundFromBackOffice(ctx.db, ctx.staff, await scopedOrder(ctx.db, ctx.staff, ctx.params.id), ctx.req.body, ip(ctx), ctx.now),
  },
  {
    method: 'POST', path: 'orders/:id/ship', access: 'orders.ship',
    handler: async (ctx) => shipFromBackOffice(ctx.db, ctx.staff, await scopedOrder(ctx.db, ctx.staff, ctx.params.id), ctx.req.body, ip(ctx), ctx.now),
  },
  {
    method: 'POST', path: 'orders/:id/deliver', access: 'orders.ship',
    handler: async (ctx) => deliverFromBackOffice(ctx.db, ctx.staff, await scopedOrder(ctx.db, ctx.staff, ctx.params.id), ip(ctx), ctx.now),
  },
  {
    method: 'POST', path: 'orders/:id/cancel', access: 'orders.cancel',
    handler: async (ctx) => cancelFromBackOffice(ctx.db, ctx.staff, await scopedOrder(ctx.db, ctx.staff, ctx.params.id), ctx.req.body, ip(ctx), ctx.now),
  },
  {
    method: 'POST', path: 'orders/:id/resend-confirmation', access: 'orders.resend',
    handler: async (ctx) => resendConfirmationFromBackOffice(ctx.db, ctx.staff, await scopedOrder(ctx.db, ctx.staff, ctx.params.id), ip(ctx), ctx.now),
  },
  {
    method: 'POST', path: 'orders/:id/note', access: 'orders.note',
    handler: async (ctx) => noteFromBackOffice(ctx.db, ctx.staff, await scopedOrder(ctx.db, ctx.staff, ctx.params.id), ctx.req.body, ip(ctx), ctx.now),
  },
];
