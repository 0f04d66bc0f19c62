/**
 * Do not sell (spec sections 4 and 9) and Global Privacy Control: either one means no tag manager, no
 * classic analytics, and the ad pixel (and its server mirror) in limited-data-use mode.
 */
export const DO_NOT_SELL_COOKIE_NAME = 'do_not_sell';

export interface PrivacySignals {
  cookie: string;
  globalPrivacyControl?: unknown;
}

export function browserSignals(): PrivacySignals {
  return {
    cookie: typeof document === 'undefined' ? '' : document.cookie,
    globalPrivacyControl: typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl,
  };
}

export function hasDoNotSellCookie(cookie: string): boolean {
  return cookie.split(';').some((c) => c.trim() === `${DO_NOT_SELL_COOKIE_NAME}=1`);
}

/** True while the do-not-sell cookie is set or the browser sends Global Privacy Control. */
export function limitedDataUse(signals: PrivacySignals = browserSignals()): boolean {
  return hasDoNotSellCookie(signals.cookie) || signals.globalPrivacyControl === true;
}
