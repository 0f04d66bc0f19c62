// Where a shopper goes after logging in (?next=): only a path on this site, never an address elsewhere.
import { AUTH_PATHS } from '../routing/manifest';
import { DEFAULT_NEXT_PATH } from './loginPath';

export { DEFAULT_NEXT_PATH, loginPath } from './loginPath';

/**
 * Pages that would undo the login or loop back to it (the route manifest's auth pages), and what is
 * no page; after logging in the shopper goes to the default instead.
 */
// '/admin': the back office (docs/admin.md) is never where a shopper's log-in leads.
const NOT_AFTER_LOGIN = [...AUTH_PATHS, '/api.php', '/api', '/_next', '/admin'];

const MAX_LENGTH = 2000;

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The ?next= value when it is a same-site path ('/members', '/orders?page=2'), else the default.
 * Refused: anything not starting with exactly one '/' ('//evil.example', '/\\evil.example',
 * 'https://…', 'members'), backslashes, whitespace or control characters (browsers drop tabs and
 * newlines, turning '/\t/evil.example' into '//evil.example'), and the login pages themselves.
 */
export function safeNextPath(raw: unknown, fallback = DEFAULT_NEXT_PATH): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://same.site');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://same.site') return fallback;
  if (NOT_AFTER_LOGIN.some((p) => isUnder(url.pathname.toLowerCase(), p))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
