// The paid club offer of the checkout funnel (/checkout-club) and where the funnel goes from it.

/** After joining the club: the style profile quiz. */
export const CLUB_JOINED_NEXT_PATH = '/checkout-styleprofile';
/** After declining the club (and on brands without a paid club, instead of the offer): checkout. */
export const CLUB_DECLINED_NEXT_PATH = '/checkout';

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

/** Where /checkout-club sends a shopper of a brand without a paid club: checkout, with the request's query string kept. */
export function clubOfferSkipDestination(requestUrl = ''): string {
  const q = requestUrl.indexOf('?');
  return `${CLUB_DECLINED_NEXT_PATH}${q < 0 ? '' : requestUrl.slice(q)}`;
}
