// Server side of the account pages (getServerSideProps): who is logged in, with the shopper's cookie.
import type { IncomingMessage } from 'node:http';
import { parseCookieHeader } from '../../server/http/cookies';
import { SESSION_COOKIE } from '../../server/http/session-cookie';
import type { ApiClient } from '../api/client';
import { accountApi } from './api';
import { loadOrLogin, type PropsOrLogin } from './orLogin';
import type { AccountCustomer, AccountOverview } from './types';

export function hasSessionCookie(req: Pick<IncomingMessage, 'headers'>): boolean {
  return Boolean(parseCookieHeader(req.headers.cookie)[SESSION_COOKIE]);
}

/**
 * The logged-in customer, or null for a visitor. A shopper without a session cookie cannot be
 * logged in, so that needs no call; any failure of the call counts as not logged in (the page
 * then offers its form, which reports a real problem when used).
 */
export async function loggedInCustomer(api: ApiClient, req: Pick<IncomingMessage, 'headers'>): Promise<AccountCustomer | null> {
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
