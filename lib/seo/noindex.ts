import { LOGIN_PATHS, NOINDEX_FETCHABLE_PATHS, routeOf } from '../routing/manifest';

/**
 * Public pages the spec marks noindex (slim landing pages, the svg gallery): crawl 'noindex' in the
 * route manifest. Crawlers must still be allowed to fetch them, or they would never see the noindex.
 */
export const NOINDEX_PUBLIC_PREFIXES = NOINDEX_FETCHABLE_PATHS;

/** The account pages behind a login (lib/routing/manifest.ts), each with the paths below it. */
export const PROTECTED_PATHS = LOGIN_PATHS;

function matchesSegment(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATHS.some((p) => matchesSegment(pathname, p));
}

/** Whether the page serving this path is noindex by its route (manifest crawl 'noindex' or 'disallow'). */
export function isNoindexPath(pathname: string): boolean {
  if (isProtectedPath(pathname)) return true;
  const route = routeOf(pathname);
  return route?.entry.kind === 'page' && route.entry.crawl !== 'index';
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
