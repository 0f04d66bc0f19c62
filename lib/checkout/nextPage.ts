// Checkout funnel navigation (spec sections 2 and 3).

export const FLOW_KINDS = ['free_flow', 'vip_flow', 'checkout_club_flow'] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];

export const OFFER_KINDS = ['csr', 'ms', 'cb', 'cbv2'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/**
 * The offer kinds (the spec's csr, ms, cb, cbv2) are the offer's template, named for the report that
 * compares them: cb and cbv2 are the two order-bump templates (v2 the challenger), csr a single-piece
 * special offer and ms a multi-piece set after checkout. A kind belongs to one list: an offer filed
 * under the other is never shown (server/offers/load.ts), and every offer event carries its kind
 * (`offer_type`, lib/analytics/plan.ts) so the templates can be compared.
 */
export const OFFER_KINDS_OF = { order_bump: ['cb', 'cbv2'], special_offer: ['csr', 'ms'] } as const satisfies Record<'order_bump' | 'special_offer', readonly OfferKind[]>;
export const kindFitsList = (list: keyof typeof OFFER_KINDS_OF, kind: string): boolean => (OFFER_KINDS_OF[list] as readonly string[]).includes(kind);

export const OFFER_LANDING_PATHS = [
  '/social_media_specials/pf-vip-optin-csr',
  '/social_media_specials/pf-vip-optin-main',
  '/social_media_specials/ckb-vip-optin',
] as const;

/**
 * One post-purchase offer per order: the first of the order's flow. A second one-time offer right
 * after the first (the shopper walk met two in a row) reads as pressure and sends a shopper who just
 * paid through another page before their thank-you; the flow's further offers are kept as data
 * (a merchandiser reorders offers to choose which one shows) and an old link to one still answers.
 */
export const SPECIAL_OFFERS_SHOWN = 1;
export const shownSpecialOffers = <T>(offers: readonly T[]): T[] => offers.slice(0, SPECIAL_OFFERS_SHOWN);

export type PageOfferType = 'ob' | 'oto';
type Id = string | number;

export interface NextOfferInput {
  /** 'ob' = one-click order bump page, 'oto' = post-purchase special offer page. */
  pageOfferType: PageOfferType;
  currentId: Id | null | undefined;
  orderObIds: readonly Id[];
  orderOtoIds: readonly Id[];
}

/** The id after currentId in ids (compared as strings); the first id when currentId is not listed. */
function nextId(ids: readonly Id[], currentId: Id | null | undefined): Id | undefined {
  const index = ids.findIndex((id) => String(id) === String(currentId));
  return ids[index + 1];
}

/** Where to go after an order bump or special offer page. */
export function nextOfferPath({ pageOfferType, currentId, orderObIds, orderOtoIds }: NextOfferInput): string {
  if (pageOfferType === 'ob') {
    const next = nextId(orderObIds, currentId);
    return next === undefined ? '/checkout' : `/checkout-ob/${encodeURIComponent(next)}`;
  }
  if (pageOfferType === 'oto') {
    const next = nextId(orderOtoIds, currentId);
    if (next !== undefined) return `/special-offer/${encodeURIComponent(next)}`;
    return orderObIds.length > 0 ? '/checkout' : '/thank-you';
  }
  throw new Error('Unknown pageOfferType');
}
