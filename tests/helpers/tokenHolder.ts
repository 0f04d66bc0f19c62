import { SESSION_COOKIE, hashToken } from '../../server/http/session';
import { tokenHolder } from '../../server/payments/holder';
import type { CookieJar } from './apiServer';

/** The holder (server/payments/holder.ts) of the tokens the session in this jar asks for: to sign a test token that session may present. */
export function holderOf(jar: CookieJar): string {
  const cookie = jar.cookies.get(SESSION_COOKIE);
  if (!cookie) throw new Error('the jar has no session yet');
  return tokenHolder(hashToken(cookie));
}
