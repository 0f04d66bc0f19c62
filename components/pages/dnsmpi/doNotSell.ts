import Cookies from 'js-cookie';

/**
 * The do-not-sell choice (spec sections 4 and 9): a cookie set for ten years and set again on every
 * visit (lib/privacy/doNotSellRenewal.ts: browsers keep less). While it is set, third-party
 * marketing tags are not loaded and the ad pixel is told to limit data use; the analytics loader
 * reads it with `hasDoNotSell()` or the cookie name.
 */
export const DO_NOT_SELL_COOKIE = 'do_not_sell';
export const DO_NOT_SELL_DAYS = 3650;

const listeners = new Set<() => void>();

/** For useSyncExternalStore: called after this tab changes the choice. */
export function subscribeDoNotSell(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasDoNotSell(): boolean {
  return Cookies.get(DO_NOT_SELL_COOKIE) === '1';
}

export function setDoNotSell(): void {
  Cookies.set(DO_NOT_SELL_COOKIE, '1', {
    expires: DO_NOT_SELL_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  });
  listeners.forEach((l) => l());
}

export function clearDoNotSell(): void {
  Cookies.remove(DO_NOT_SELL_COOKIE, { path: '/' });
  listeners.forEach((l) => l());
}
