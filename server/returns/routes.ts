import type { RouteHandlers } from '../routes';
import type { ShopContext } from '../http/types';
import { requireCustomer } from '../accounts/requireCustomer';
import { notFound } from '../http/errors';
import { readOrderId } from '../orders/input';
import { requireId } from '../http/input';
import { readReturn } from './input';
import { ownedOrder, returnOptionsOf } from './load';
import { RETURN_MESSAGES, cancelReturn, startReturn } from './start';

async function customerOrder(ctx: ShopContext & { params: { id: string } }) {
  const customer = await requireCustomer(ctx);
  const order = await ownedOrder(ctx.db, ctx.brand.id, customer.id, readOrderId(ctx.params));
  if (!order) throw notFound(RETURN_MESSAGES.orderNotFound);
  return { customerId: customer.id, order };
}

/**
 * Returns and exchanges of the logged-in customer's own orders (server/returns; docs/api.md): what
 * can be sent back and the returns so far, starting one, cancelling an open one. The parcel's arrival
 * is the operator's (`npm run return:receive`).
 */
export const returnRoutes = {
  'GET orders/:id/returns': async (ctx) => {
    const { order } = await customerOrder(ctx);
    return returnOptionsOf(ctx.db, ctx.brand, order, new Date());
  },
  'POST orders/:id/return': async (ctx) => {
    const { customerId, order } = await customerOrder(ctx);
    return startReturn(ctx.db, ctx.brand, customerId, order.id, readReturn(ctx.req.body));
  },
  'POST orders/:id/return/cancel': async (ctx) => {
    const { customerId, order } = await customerOrder(ctx);
    return cancelReturn(ctx.db, ctx.brand, customerId, order.id, requireId(ctx.req.body, 'returnId'));
  },
} satisfies RouteHandlers;
