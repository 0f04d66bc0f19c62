import { NextResponse, type NextRequest } from 'next/server';
import { loginPath } from './lib/account/nextPath';
import { isProtectedPath } from './lib/seo/noindex';
import { SESSION_COOKIE } from './lib/api/shared';

/**
 * Brands are told apart by the Host header inside getServerSideProps (lib/page/brandPage), so
 * brand pages pass through no proxy and no rewrite. The proxy runs only on account paths: without
 * a session cookie the shopper is sent to log in first (the page re-checks on the server).
 */
export function proxy(req: NextRequest): NextResponse {
  const path = req.nextUrl.pathname;
  if (isProtectedPath(path) && !req.cookies.get(SESSION_COOKIE)) {
    // The query comes along: /orders?page=2 comes back to page 2 after logging in.
    return NextResponse.redirect(new URL(loginPath(`${path}${req.nextUrl.search}`), req.nextUrl));
  }
  return NextResponse.next();
}

// Must stay a literal (Next reads it at build time); lib/routing/proxyMatcher.test.ts checks it is exactly
// the login paths of the route manifest (lib/routing/manifest.ts).
export const config = {
  matcher: [
    '/members/:path*',
    '/members/picks/:path*',
    '/members/prepay/:path*',
    '/members_skip_flow/:path*',
    '/members_cancel_flow/:path*',
    '/members_pause_flow/:path*',
    '/cancel-vip/:path*',
    '/cancel_feedback/:path*',
    '/cancel_error/:path*',
    '/orders/:path*',
    '/addresses/:path*',
    '/change_password/:path*',
    '/change_payment/:path*',
    '/skip-vip/:path*',
    '/pause-vip/:path*',
    '/wishlist/:path*',
  ],
};
