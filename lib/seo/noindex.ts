/** Paths the spec marks noindex: slim landing pages, the svg gallery, and every checkout and account page. */
const NOINDEX_PREFIXES = [
  '/svg-gallery',
  '/landing/',
  '/funneltestoct17/',
  '/social_media_specials/',
  '/checkout',
  '/please-wait',
  '/special-offer',
  '/thank-you',
  '/login',
  '/logout',
  '/register',
  '/confirm-register',
  '/forgot',
  '/styleprofile',
  '/cart',
];

export const PROTECTED_PATHS = [
  '/members',
  '/members_skip_flow',
  '/members_cancel_flow',
  '/members_pause_flow',
  '/cancel-vip',
  '/cancel_feedback',
  '/cancel_error',
  '/orders',
  '/addresses',
  '/account',
  '/change_password',
  '/change_payment',
  '/skip-vip',
  '/pause-vip',
  '/wishlist',
];

function matchesSegment(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATHS.some((p) => matchesSegment(pathname, p));
}

export function isNoindexPath(pathname: string): boolean {
  return isProtectedPath(pathname) || NOINDEX_PREFIXES.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : matchesSegment(pathname, p) || pathname.startsWith(`${p}-`)));
}
