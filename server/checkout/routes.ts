import type { RouteHandlers } from '../routes';
import { declineCounts, failedWith, limited } from '../throttle/limits';
import { savedCardToken } from '../payments/savedCardToken';
import { readCheckoutInput } from './input';
import { nextFunnelPath } from './funnel';
import { loadOwnedOrder, orderSummary } from './orders';
import { placeOrder } from './place';
import { styleProfileRoutes } from './styleProfile';
import { fromCents } from '../../lib/format/money';

export const checkoutRoutes = {
  'POST checkout': async (ctx) => {
    const read = readCheckoutInput(ctx.req.body);
    const input = read.savedCardId === null ? read : { ...read, paymentToken: await savedCardToken(ctx.db, ctx.session.customerId, read.savedCardId) };
    // Card testing: declined payments (402) are counted per client and session; past the limit, refused.
    const { order, created, card } = await limited(ctx.db, declineCounts(ctx), failedWith(402), () => placeOrder(ctx, input));
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
  },
  'GET order/:id': async (ctx) => orderSummary(ctx.db, ctx.brand, await loadOwnedOrder(ctx.db, ctx.brand, ctx.session, ctx.params.id), ctx.session),
  ...styleProfileRoutes,
} satisfies RouteHandlers;
