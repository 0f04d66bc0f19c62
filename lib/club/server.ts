// Server side of the club pages (getServerSideProps): GET club with the shopper's cookie.
import type { ApiClient } from '../api/client';
import { loadOrLogin, type PropsOrLogin } from '../account/orLogin';
import { clubApi } from './api';
import { isMonth } from './months';
import type { ClubMembership, ClubPicks, ClubPrepayOptions } from './types';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** ?month= of /skip-vip (the month just skipped), when it is one. */
export function monthParam(v: string | string[] | undefined): string | null {
  const m = first(v);
  return m && isMonth(m) ? m : null;
}

/** ?tracking= of /cancel_feedback (the cancel answer's tracking number), when it looks like one. */
export function trackingParam(v: string | string[] | undefined): string | null {
  const t = first(v);
  return t && /^[A-Za-z0-9-]{4,40}$/.test(t) ? t : null;
}

/**
 * getServerSideProps of a club page: `{ membership }`, or where the page goes instead: a visitor or
 * an expired session (401) to the login page that comes back to `path`; a brand without a club (404)
 * to the 404 page. Other failures throw: the shopper gets the error page.
 */
export function clubPageProps(api: ApiClient, path: string): Promise<PropsOrLogin<{ membership: ClubMembership | null }>> {
  return loadOrLogin('membership', path, async () => (await clubApi.club(api)).membership, [404]);
}

/** getServerSideProps of /members/picks: `{ picks }`, or the login page (401) or the 404 page (a brand without a club). */
export function picksPageProps(api: ApiClient, path: string): Promise<PropsOrLogin<{ picks: ClubPicks }>> {
  return loadOrLogin('picks', path, () => clubApi.picks(api), [404]);
}

/** getServerSideProps of /members/prepay: `{ options }`, or the login page (401) or the 404 page (a brand without a club). */
export function prepayPageProps(api: ApiClient, path: string): Promise<PropsOrLogin<{ options: ClubPrepayOptions }>> {
  return loadOrLogin('options', path, () => clubApi.prepayOptions(api), [404]);
}
