import { optionalString, requireId, requireString } from '../http/input';
import { badRequest } from '../http/errors';
import type { RouteHandlers } from '../routes';
import { pathAfterOffer } from '../checkout/funnel';
import { loadOwnedOrder, orderSummary } from '../checkout/orders';
import { acceptOffer, declineOffer } from './accept';
import { OFFER_LIST_KINDS, listOffers, loadOffer, type OfferListKind } from './load';
import { presentOffers } from './present';
import { seesMemberPrices } from './memberPricing';

export const offerRoutes = {
  'GET offers': async (ctx) => {
    const kind = optionalString(ctx.req.query, 'kind', 30);
    if (kind && !(OFFER_LIST_KINDS as readonly string[]).includes(kind)) throw badRequest(`kind: must be one of ${OFFER_LIST_KINDS.join(', ')}`);
    const flow = optionalString(ctx.req.query, 'flow', 30);
    const kinds = kind ? [kind as OfferListKind] : [...OFFER_LIST_KINDS];
    const offers = (await Promise.all(kinds.map((k) => listOffers(ctx.db, ctx.brand, k, flow)))).flat();
    return presentOffers(ctx.db, offers, await seesMemberPrices(ctx));
  },
  'GET offer/:id': async (ctx) => {
    const id = requireId(ctx.params, 'id');
    const [offer] = await presentOffers(ctx.db, [await loadOffer(ctx.db, ctx.brand, id)], await seesMemberPrices(ctx));
    return offer;
  },
  'POST order/:id/accept-offer': async (ctx) => {
    const f = ctx.req.body;
    const offerId = requireId(f, 'offerId');
    const idempotencyKey = requireString(f, 'idempotencyKey', 100);
    if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(idempotencyKey)) throw badRequest('idempotencyKey: must be 8 to 100 letters, digits or - _ . :');
    const parent = await loadOwnedOrder(ctx.db, ctx.brand, ctx.session, ctx.params.id);
    const childId = await acceptOffer(ctx, parent, { offerId, idempotencyKey, color: optionalString(f, 'color', 100), size: optionalString(f, 'size', 50) });
    const child = await ctx.db.selectFrom('orders').selectAll().where('id', '=', childId).executeTakeFirstOrThrow();
    return { order: await orderSummary(ctx.db, ctx.brand, child, ctx.session), next: await pathAfterOffer(ctx.db, ctx.brand, parent, offerId) };
  },
  'POST order/:id/decline-offer': async (ctx) => {
    const offerId = requireId(ctx.req.body, 'offerId');
    const parent = await loadOwnedOrder(ctx.db, ctx.brand, ctx.session, ctx.params.id);
    if (parent.parent_order_id !== null) throw badRequest('order: offers follow the main order');
    await declineOffer(ctx, parent, offerId);
    return { next: await pathAfterOffer(ctx.db, ctx.brand, parent, offerId) };
  },
} satisfies RouteHandlers;
