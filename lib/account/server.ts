// Server side of the account pages (getServerSideProps): who is logged in, with the shopper's cookie.
import type { GetServerSidePropsContext } from 'next';
import type { ApiClient } from '../api/client';
import { SESSION_COOKIE } from '../api/shared';
import { accountApi } from './api';
import { loadOrLogin, type PropsOrLogin } from './orLogin';
import type { AccountCustomer, AccountOverview } from './types';

/** The request's cookies, as Next parses them for getServerSideProps. */
type WithCookies = Pick<GetServerSidePropsContext['req'], 'cookies'>;

export function hasSessionCookie(req: WithCookies): boolean {
  return Boolean(req.cookies[SESSION_COOKIE]);
}

/**
 * The logged-in customer, or null for a visitor. A shopper without a session cookie cannot be
 * logged in, so that needs no call; any failure of the call counts as not logged in (the page
 * then offers its form, which reports a real problem when used).
 */
export async function loggedInCustomer(api: ApiClient, req: WithCookies): Promise<AccountCustomer | null> {
  if (!hasSessionCookie(req)) return null;
  try {
    return (await accountApi.account(api)).customer ?? null;
  } catch {
    return null;
  }
}

/**
 * The account overview for a protected page, or the redirect to the login page that comes back to
 * `path` (GET account answers 401 for a visitor or an expired session). Other failures throw: the
 * shopper gets the error page rather than an empty account.
 */
export function accountOrLogin(api: ApiClient, path: string): Promise<PropsOrLogin<{ account: AccountOverview }>> {
  return loadOrLogin('account', path, () => accountApi.account(api));
}
