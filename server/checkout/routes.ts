import type { RouteHandlers } from '../routes';
import { declineCounts, failedWith, limited } from '../throttle/limits';
import { savedCardToken } from '../payments/savedCardToken';
import { sessionCard, sessionCardToken } from './sessionCard';
import { readCheckoutInput } from './input';
import { nextFunnelPath } from './funnel';
import { loadOwnedOrder, orderSummary } from './orders';
import { placeOrder, settleWaitingOrder, type PlacedOrder } from './place';
import type { ShopContext } from '../http/types';
import { conflict } from '../http/errors';
import { optionalString } from '../http/input';
import { styleProfileRoutes } from './styleProfile';
import { fromCents } from '../../lib/format/money';

/** The answer to a checkout (and to its completion): the order and where the browser goes next, or the payer's action still to do. */
async function checkoutAnswer(ctx: ShopContext, { order, created, card, action }: PlacedOrder) {
  if (action) {
    // 3-D Secure or a redirect: Stripe.js completes it with the client secret, then POST checkout/complete.
    return { orderId: order.id, total: fromCents(order.total_cents), requiresAction: { clientSecret: action.clientSecret } };
  }
  const next = await nextFunnelPath(ctx.db, ctx.brand, order);
  const offerPending = next.startsWith('/special-offer/');
  return {
    orderId: order.id,
    total: fromCents(order.total_cents),
    // The contract's next step: the please-wait page when special offers follow, else thank-you.
    next: offerPending ? `/please-wait?order=${order.id}` : next,
    // Where please-wait goes on: the first special offer, or thank-you.
    offerNext: next,
    repeated: !created,
    // The card it was paid with: 'saved' on the account now, 'already' saved, or not saved ('limit', 'expired'); null when not asked.
    card,
  };
}

export const checkoutRoutes = {
  'POST checkout': async (ctx) => {
    const read = readCheckoutInput(ctx.req.body);
    const input = read.savedCardId !== null
      ? { ...read, paymentToken: await savedCardToken(ctx.db, ctx.session.customerId, read.savedCardId) }
      : read.sessionCardOrderId !== null
        ? { ...read, paymentToken: await sessionCardToken(ctx.db, ctx.brand.id, ctx.session.id, read.sessionCardOrderId, read.email) }
        : read;
    // Card testing: declined payments (402) are counted per client and session; past the limit, refused.
    return checkoutAnswer(ctx, await limited(ctx.db, declineCounts(ctx), failedWith(402), () => placeOrder(ctx, input)));
  },
  /**
   * After the payer's action (a 3-D Secure challenge, an Afterpay redirect): the order's payment is
   * read from the processor and the order confirmed, or let go when the payment failed (402).
   */
  'POST checkout/complete': async (ctx) => {
    const order = await loadOwnedOrder(ctx.db, ctx.brand, ctx.session, optionalString(ctx.req.body, 'orderId', 20) ?? '');
    if (order.status !== 'pending') return checkoutAnswer(ctx, { order, created: false, card: null, action: null });
    if (!order.payment_id) throw conflict('orderId: this order is not waiting for a payment action');
    return checkoutAnswer(ctx, await limited(ctx.db, declineCounts(ctx), failedWith(402), () => settleWaitingOrder(ctx, order)));
  },
  /** One-click checkout: the card of this session's last order that can pay again without being typed (sessionCard.ts), or null. */
  'GET checkout/session-card': async (ctx) => ({ card: await sessionCard(ctx.db, ctx.brand.id, ctx.session.id) }),
  'GET order/:id': async (ctx) => orderSummary(ctx.db, ctx.brand, await loadOwnedOrder(ctx.db, ctx.brand, ctx.session, ctx.params.id), ctx.session),
  ...styleProfileRoutes,
} satisfies RouteHandlers;
