import { NextResponse, type NextRequest } from 'next/server';
import { findBrandByHost } from './brands';
import { BRAND_TREE, isUnder, pathUnderBrand } from './lib/routing/brandPath';
import { isProtectedPath } from './lib/seo/noindex';
import { SESSION_COOKIE } from './server/http/session-cookie';

function notFound(): NextResponse {
  return new NextResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The path the shopper asked for. Pages never answer under /_brand directly; the one exception is
 * the router's own data request (client-side navigation resolves the host rewrite in the browser
 * and fetches /_next/data/…/_brand/<id>/….json), and only for the brand that owns the host.
 */
function visiblePath(req: NextRequest): string | null {
  const { pathname } = req.nextUrl;
  if (!isUnder(pathname, BRAND_TREE)) return pathname;
  if (req.headers.get('x-nextjs-data') !== '1') return null;
  const brand = findBrandByHost(req.headers.get('host'));
  return brand ? pathUnderBrand(pathname, brand.id) : null;
}

/**
 * Brands are routed by host in next.config.ts rewrites, which cost nothing per request. The proxy
 * runs only where a request needs a decision: requests for the internal /_brand tree, and account
 * paths without a session cookie (sent to log in first).
 */
export function proxy(req: NextRequest): NextResponse {
  const path = visiblePath(req);
  if (path === null) return notFound();
  if (isProtectedPath(path) && !req.cookies.get(SESSION_COOKIE)) {
    const login = req.nextUrl.clone();
    login.pathname = '/login';
    login.search = `?next=${encodeURIComponent(path)}`;
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

// Must stay a literal (Next reads it at build time); lib/routing/proxyMatcher.test.ts checks it covers every
// protected path in lib/seo/noindex.ts.
export const config = {
  matcher: [
    '/_brand/:path*',
    '/members/:path*',
    '/members_skip_flow/:path*',
    '/members_cancel_flow/:path*',
    '/members_pause_flow/:path*',
    '/cancel-vip/:path*',
    '/cancel_feedback/:path*',
    '/cancel_error/:path*',
    '/orders/:path*',
    '/addresses/:path*',
    '/account/:path*',
    '/change_password/:path*',
    '/change_payment/:path*',
    '/skip-vip/:path*',
    '/pause-vip/:path*',
    '/wishlist/:path*',
  ],
};
