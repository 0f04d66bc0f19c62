import { NextResponse, type NextRequest } from 'next/server';
import { findBrandByHost } from './brands';
import { isNoindexPath, isProtectedPath } from './lib/seo/noindex';
import { SESSION_COOKIE } from './server/http/session-cookie';

// Next 16 calls the middleware file proxy.ts. Its work stays a map lookup and a rewrite.
export function proxy(req: NextRequest): NextResponse {
  const { pathname } = req.nextUrl;
  if (pathname.startsWith('/_brand')) {
    return new NextResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const brand = findBrandByHost(req.headers.get('host'));
  if (!brand) {
    return new NextResponse(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Unknown host</title></head><body><h1>Unknown host</h1><p>This address does not serve any store.</p></body></html>',
      { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' } },
    );
  }
  if (isProtectedPath(pathname) && !req.cookies.get(SESSION_COOKIE)) {
    const login = req.nextUrl.clone();
    login.pathname = '/login';
    login.search = `?next=${encodeURIComponent(pathname)}`;
    return NextResponse.redirect(login);
  }
  // Next treats a rewrite to another origin as an external proxy. The middleware's URL origin is
  // 'localhost:<port>', which matches the server's own only when it listens on all interfaces
  // (next start's default; scripts/start.mjs keeps it).
  const url = new URL(`/_brand/${brand.id}${pathname === '/' ? '' : pathname}${req.nextUrl.search}`, req.url);
  const res = NextResponse.rewrite(url);
  if (isNoindexPath(pathname)) res.headers.set('X-Robots-Tag', 'noindex');
  return res;
}

export const config = {
  matcher: ['/((?!_next/|api/|api\\.php|media/|brands/|content/|healthz|favicon\\.ico).*)'],
};
