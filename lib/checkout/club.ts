// The paid club offer of the checkout funnel (/checkout-club) and where the funnel goes from it.

/** After joining the club: the style profile quiz. */
export const CLUB_JOINED_NEXT_PATH = '/checkout-styleprofile';
/** The funnel's order bumps: the first bump left, or checkout when none is (pages/checkout-ob). */
export const ORDER_BUMPS_PATH = '/checkout-ob';
/** After declining the club (and on brands without a paid club, instead of the offer): the order bumps, then checkout. */
export const CLUB_DECLINED_NEXT_PATH = ORDER_BUMPS_PATH;
export const CLUB_OFFER_PATH = '/checkout-club';

export const clubOfferNextPath = (join: boolean): string => (join ? CLUB_JOINED_NEXT_PATH : CLUB_DECLINED_NEXT_PATH);

/** Store settings brandHasClub and clubMonthly (the price per month). */
export interface ClubSettings {
  brandHasClub: boolean;
  clubMonthly: number | string | null | undefined;
}

/**
 * True when the brand sells a paid club: its settings say it has one, and it costs something each
 * month. Brands whose club is free (no subscription, e.g. uncommonpair and hb)
 * never show the paid club upsell.
 */
export function offersPaidClub(settings: ClubSettings): boolean {
  return settings.brandHasClub === true && Number(settings.clubMonthly) > 0;
}

/** `path` with the query string of `requestUrl` (a funnel redirect keeps the landing's UTM and coupon). */
export function withRequestQuery(path: string, requestUrl = ''): string {
  const q = requestUrl.indexOf('?');
  return `${path}${q < 0 ? '' : requestUrl.slice(q)}`;
}

/** Where /checkout-club sends a shopper of a brand without a paid club: the order bumps, with the request's query string kept. */
export function clubOfferSkipDestination(requestUrl = ''): string {
  return withRequestQuery(CLUB_DECLINED_NEXT_PATH, requestUrl);
}

export interface FunnelFacts {
  /** The brand sells a paid club (offersPaidClub). */
  paidClub: boolean;
  /** The shopper is a member already (the cart's hasClub). */
  member: boolean;
  /** The club is in this cart (joined on the way). */
  clubInCart: boolean;
}

/**
 * Where the cart's checkout button leads: the spec's funnel for every cart, each step one click to
 * skip. On a brand with a paid club a shopper who is not a member meets the club offer first
 * (then, joined, the style profile; declined, the order bumps); a member, and every shopper of a
 * brand without a paid club, starts at the order bumps; the bumps end at checkout.
 */
export function funnelStartPath({ paidClub, member, clubInCart }: FunnelFacts): string {
  if (paidClub && clubInCart) return CLUB_JOINED_NEXT_PATH;
  if (paidClub && !member) return CLUB_OFFER_PATH;
  return ORDER_BUMPS_PATH;
}
