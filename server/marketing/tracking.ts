import { sql } from 'kysely';
import type { RouteHandlers } from '../routes';
import type { ShopContext } from '../http/types';
import type { TrackingResult } from '../../lib/orders/types';
import { LIMITS, clientKey, failedWith, limited } from '../throttle/limits';
import { badRequest, notFound } from '../http/errors';
import { requireEmail, requireString } from '../http/input';
import { MAX_ROW_ID } from '../http/rowId';

export const TRACKING_NOT_FOUND = 'We could not find an order with that number and email';

/** '#10042', ' 10042 ' → 10042; anything that is not an order number is a 400. */
export function parseOrderNumber(raw: string): number {
  const digits = raw.replace(/^#/, '').trim();
  if (!/^\d{1,12}$/.test(digits) || Number(digits) < 1) throw badRequest('order: must be an order number such as 10042');
  return Number(digits);
}

/**
 * GET tracking?order=&email=: the tracking events of one order, only when the email matches the
 * order's email. A wrong email and an unknown number get the same 404, so nothing leaks.
 */
export const trackingRoute = {
  async 'GET tracking'(ctx) {
    const orderId = parseOrderNumber(requireString(ctx.req.query, 'order', 40));
    const email = requireEmail(ctx.req.query, 'email');
    // Look-ups that find nothing count per client (guessing numbers and emails); past the limit, refused.
    return limited(ctx.db, [{ rule: LIMITS.trackingMissClient, key: clientKey(ctx) }], failedWith(404), () => lookUp(ctx, orderId, email));
  },
} satisfies RouteHandlers;

async function lookUp(ctx: ShopContext, orderId: number, email: string): Promise<TrackingResult> {
  // A well-formed number no order can have: the same not-found.
  if (orderId > MAX_ROW_ID) throw notFound(TRACKING_NOT_FOUND);
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'created_at', 'status', 'shipping_method', 'tracking_number'])
    .where('id', '=', orderId)
    .where('brand_id', '=', ctx.brand.id)
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  if (!order) throw notFound(TRACKING_NOT_FOUND);
  const events = await ctx.db
    .selectFrom('tracking_events')
    .select(['description', 'occurred_at'])
    .where('order_id', '=', order.id)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const answer: TrackingResult = {
    order: {
      id: Number(order.id),
      date: order.created_at,
      status: order.status,
      shippingMethod: order.shipping_method,
      trackingNumber: order.tracking_number,
    },
    events: events.map((e) => ({ description: e.description, date: e.occurred_at })),
  };
  return answer;
}
