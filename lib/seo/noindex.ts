/**
 * Checkout and session paths: personal, never indexed, and not worth a crawler's fetch. Prefix rules
 * with a dash, so '/checkout' also covers '/checkout-club'.
 */
export const CHECKOUT_AND_SESSION_PATHS = [
  '/checkout',
  '/please-wait',
  '/special-offer',
  '/thank-you',
  '/cart',
  '/login',
  '/logout',
  '/register',
  '/confirm-register',
  '/forgot',
  '/styleprofile',
];

/**
 * Public pages the spec marks noindex (slim landing pages, the svg gallery). Crawlers must still be
 * allowed to fetch them, or they would never see the noindex.
 */
export const NOINDEX_PUBLIC_PREFIXES = ['/svg-gallery', '/landing/', '/funneltestoct17/', '/social_media_specials/'];

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

const NOINDEX_PREFIXES = [...NOINDEX_PUBLIC_PREFIXES, ...CHECKOUT_AND_SESSION_PATHS];

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATHS.some((p) => matchesSegment(pathname, p));
}

export function isNoindexPath(pathname: string): boolean {
  return isProtectedPath(pathname) || NOINDEX_PREFIXES.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : matchesSegment(pathname, p) || pathname.startsWith(`${p}-`)));
}

/**
 * Whether a page answer carries X-Robots-Tag: noindex, as its <meta name="robots"> does: for a
 * noindex path, for a page whose props say `noindex: true`, and for a CMS page (props.page) its
 * editors marked noindex, wherever it is served.
 */
export function sendsNoindexHeader(path: string, props: object): boolean {
  if (isNoindexPath(path) || (props as { noindex?: unknown }).noindex === true) return true;
  const page = (props as { page?: unknown }).page;
  return typeof page === 'object' && page !== null && (page as { noindex?: unknown }).noindex === true;
}
