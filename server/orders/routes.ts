import { loadCustomerView } from '../accounts/account';
import { ACCOUNT_MESSAGES } from '../accounts/input';
import { notFound, unauthorized } from '../http/errors';
import type { ShopContext } from '../http/types';
import type { RouteHandlers } from '../routes';
import { loadOrderDetail } from './detail';
import { loadOrderHistory } from './history';
import { readOrderId, readOrdersPage } from './input';
import type { OrderOwner } from './owner';

export const ORDER_NOT_FOUND = 'We couldn’t find that order in your account.';

/** The logged-in customer as the owner every order query is narrowed to; a visitor gets 401. */
async function owner(ctx: ShopContext): Promise<OrderOwner> {
  const customerId = ctx.session.customerId;
  const customer = customerId === null ? null : await loadCustomerView(ctx.db, ctx.brand, customerId);
  if (!customer) throw unauthorized(ACCOUNT_MESSAGES.loginRequired);
  return { db: ctx.db, brand: ctx.brand, customerId: customer.id };
}

/**
 * A customer's order history (the members' /orders pages). GET order/:id (server/checkout) stays
 * the checkout's own call: it also answers a guest's session for the thank-you page.
 */
export const orderHistoryRoutes = {
  'GET orders': async (ctx) => {
    const who = await owner(ctx);
    return loadOrderHistory(who, readOrdersPage(ctx.req.query));
  },
  'GET orders/:id': async (ctx) => {
    const who = await owner(ctx);
    const order = await loadOrderDetail(who, readOrderId(ctx.params));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  },
} satisfies RouteHandlers;
