import { DO_NOT_SELL_COOKIE_NAME, hasDoNotSellCookie } from '../analytics/privacy';

/**
 * The do-not-sell cookie asks for ten years (spec sections 4 and 9), but browsers keep a cookie for
 * less: Chromium at most 400 days from when it was last set, Safari 7 days for a cookie a page sets.
 * So every page load of a shopper who opted out sets it again (one cookie read, no request), and the
 * choice lasts as long as they keep coming back. The /dnsmpi page says exactly that, nothing longer.
 */
export const DO_NOT_SELL_MAX_AGE_S = 3650 * 24 * 60 * 60;

/** The Set-Cookie string of the opt-out, as document.cookie takes it. */
export function doNotSellCookie(secure: boolean): string {
  return `${DO_NOT_SELL_COOKIE_NAME}=1; Max-Age=${DO_NOT_SELL_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Sets the opt-out again when it is there (true), else leaves the cookies alone (false). */
export function renewDoNotSell(doc: { cookie: string } = document, secure = window.location.protocol === 'https:'): boolean {
  if (!hasDoNotSellCookie(doc.cookie)) return false;
  doc.cookie = doNotSellCookie(secure);
  return true;
}
