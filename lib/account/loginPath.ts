// The login page's address and where a shopper goes after logging in by default. Apart from
// nextPath.ts (which reads the route manifest) so browser code can use them without the manifest.

export const DEFAULT_NEXT_PATH = '/members';

/** The login page that comes back to `next` afterwards: '/login?next=/members'. */
export function loginPath(next: string): string {
  return `/login?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;
}
