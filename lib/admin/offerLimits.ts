// The limits of the back office's multi-buy set and offer forms: the server refuses past them
// (server/admin/sets/setInput.ts, server/admin/offers/offerInput.ts) and the forms say them.

/** A set of one piece is a price cut, not a set; more than 50 pieces is no set a shopper buys. */
export const SET_QUANTITY_MIN = 2;
export const SET_QUANTITY_MAX = 50;

/** How long each piece of an offer's copy may be: a headline and a button fit on a phone's line or two. */
export const OFFER_COPY_MAX = { headline: 120, body: 600, cta: 40, shortItemName: 60 } as const;
/** How many pieces one offer may give. */
export const OFFER_HOW_MANY_MAX = 10;
/** An offer's place in its list: lower first (the first special offer of a flow is the one shown). */
export const OFFER_POSITION_MAX = 999;
