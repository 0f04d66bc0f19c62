/**
 * Every route under pages/, keyed by its Next pattern ('/item/[id]'), and what the rest of the app
 * needs to know about it: the proxy (login), getServerSideProps (cache, layout), noindex and
 * robots.txt (crawl), the sitemap and the content build's link check. lib/routing/manifest.test.ts
 * fails when a file under pages/ has no entry or an entry has no file.
 */

/** The frame _app puts around the page (components/layout/Layout.tsx). */
export type LayoutKind = 'default' | 'slim' | 'checkout';

/**
 * 'public': nothing personal, a CDN may cache it; 'private': never stored; 'document': robots.txt
 * and the sitemap (an hour at the CDN); 'none': a probe that must always reach the server.
 */
export type CachePolicy = 'public' | 'private' | 'document' | 'none';

export const CACHE_CONTROL: Record<CachePolicy, string> = {
  public: 'public, s-maxage=60, stale-while-revalidate=600',
  private: 'private, no-store',
  document: 'public, s-maxage=3600, stale-while-revalidate=86400',
  none: 'no-store',
};

/**
 * The headers of a cache policy. An answer a shared cache may keep names what its key must hold
 * besides the path: the Host header, which tells the brands apart (docs/deploy.md, Behind a CDN).
 */
export function cacheHeaders(policy: CachePolicy): Record<string, string> {
  const cacheControl = CACHE_CONTROL[policy];
  return cacheControl.startsWith('public') ? { 'Cache-Control': cacheControl, Vary: 'Host' } : { 'Cache-Control': cacheControl };
}

/**
 * 'index': indexable (a page may still say noindex in its props, lib/seo/noindex.ts); 'noindex':
 * noindex, yet crawlers may fetch it, or they would never see the noindex; 'disallow': noindex and
 * listed in robots.txt (checkout, session and account pages).
 */
export type Crawl = 'index' | 'noindex' | 'disallow';

export interface PageEntry {
  kind: 'page';
  cache: 'public' | 'private';
  layout: LayoutKind;
  crawl: Crawl;
  /** The proxy sends a visitor without a session cookie to log in first (the page re-checks). */
  login?: true;
  /** Listed in every brand's sitemap (an app page, not a CMS document, which the CMS lists). */
  sitemap?: true;
  /** Content (content/pages) may link to it (spec section 2). */
  linkable?: true;
  /** Logging in or out, signing up, a password reset: never where a shopper is sent after logging in. */
  auth?: true;
}

/** robots.txt and sitemap.xml: a body written straight to the response (lib/page/brandDocument.ts). */
export interface DocumentEntry {
  kind: 'document';
  cache: 'document';
}

/** A page outside any brand (the load balancers' health page). */
export interface ProbeEntry {
  kind: 'probe';
  cache: 'none';
}

/** An API route handler under pages/api (it sets its own headers). */
export interface ApiEntry {
  kind: 'api';
}

/**
 * A back-office page (pages/admin, docs/admin.md): outside any brand's layout, never cached,
 * noindex (it sets X-Robots-Tag itself), and left out of robots.txt so the path is not advertised.
 */
export interface AdminEntry {
  kind: 'admin';
}

export type RouteEntry = PageEntry | DocumentEntry | ProbeEntry | ApiEntry | AdminEntry;

const content = { kind: 'page', cache: 'public', layout: 'default', crawl: 'index' } as const;
const landing = { kind: 'page', cache: 'public', layout: 'slim', crawl: 'noindex' } as const;
const account = { kind: 'page', cache: 'private', layout: 'default', crawl: 'disallow', login: true } as const;
const session = { kind: 'page', cache: 'private', layout: 'default', crawl: 'disallow' } as const;
const auth = { ...session, auth: true } as const;
const checkout = { kind: 'page', cache: 'private', layout: 'checkout', crawl: 'disallow' } as const;
const document = { kind: 'document', cache: 'document' } as const;
const api = { kind: 'api' } as const;
const admin = { kind: 'admin' } as const;
const linkable = { linkable: true } as const;

export const ROUTES = {
  '/': { ...content, ...linkable },
  '/[meta_wildcard]': content,
  '/about-us': { ...content, ...linkable },
  '/addresses': { ...account, ...linkable },
  '/admin': admin,
  '/admin/audit': admin,
  '/admin/codes': admin,
  '/admin/customers': admin,
  '/admin/customers/[id]': admin,
  '/admin/items': admin,
  '/admin/items/[id]': admin,
  '/admin/orders/[id]': admin,
  '/admin/reports': admin,
  '/admin/set-password': admin,
  '/admin/sign-in': admin,
  '/admin/staff': admin,
  '/api/admin/[...path]': api,
  '/api/analytics/mixpanel-recorder': api,
  '/api/csp-report': api,
  '/api/media/[id]': api,
  '/api/readyz': api,
  '/api/shop/[...path]': api,
  '/cancel-vip': { ...account, ...linkable },
  '/cancel_error': account,
  '/cancel_feedback': account,
  '/care': { ...content, ...linkable },
  '/cart': session,
  '/category-group/[categoryGroupName]': content,
  '/category/[categoryName]': content,
  '/change_password': account,
  '/change_payment': { ...account, ...linkable },
  '/checkout': { ...checkout, ...linkable },
  '/checkout-club': { ...checkout, ...linkable },
  '/checkout/return': checkout,
  '/checkout-ob/[[...id]]': checkout,
  '/checkout-styleprofile': checkout,
  '/ckb-rejoinvipinvitation': content,
  '/club': { ...content, ...linkable },
  '/confirm-register': auth,
  '/contact-us': { ...content, ...linkable },
  '/customer-feedback': { ...content, ...linkable },
  '/customer_reviews': { ...content, ...linkable, sitemap: true },
  '/dnsmpi': { ...content, ...linkable },
  '/forgot': auth,
  '/form': { ...content, ...linkable },
  '/funneltestoct17/[id]': landing,
  '/healthz': { kind: 'probe', cache: 'none' },
  '/ig': { ...content, ...linkable },
  '/insta': { ...content, ...linkable },
  '/item/[id]': content,
  '/landing/[id]': landing,
  '/learn-more': { ...content, ...linkable },
  '/login': { ...auth, ...linkable },
  '/logout': auth,
  '/members': { ...account, ...linkable },
  '/members/picks': { ...account, ...linkable },
  '/members/prepay': { ...account, ...linkable },
  '/members_cancel_flow': account,
  '/members_pause_flow': account,
  '/members_skip_flow': account,
  '/more-about-vip': { ...content, ...linkable },
  '/orders': { ...account, ...linkable },
  '/orders/[id]': account,
  '/orders/[id]/return': account,
  '/page/ckb-store-policies': { ...content, ...linkable },
  '/page/store-policies': { ...content, ...linkable },
  '/pause-vip': { ...account, ...linkable },
  '/pfviprejoininvitation': content,
  '/photo-size-chart': { ...content, ...linkable, sitemap: true },
  '/please-wait': checkout,
  '/register': { ...auth, ...linkable },
  '/rejoin': { ...checkout, ...linkable },
  '/robots.txt': document,
  // Personal (the shopper's query and history): private, yet indexable; its props carry the noindex.
  '/search': { ...content, cache: 'private', ...linkable },
  '/send': { ...content, ...linkable },
  '/shop_our_feed': { ...content, ...linkable },
  '/sitemap.xml': document,
  '/skip-vip': { ...account, ...linkable },
  '/social_media_specials/[id]': landing,
  '/special-offer/[[...id]]': checkout,
  '/styleprofile': { ...session, ...linkable },
  '/svg-gallery': { ...content, crawl: 'noindex', ...linkable },
  '/terms': { ...content, ...linkable },
  '/thank-you': checkout,
  '/track_package': content,
  '/tracker': { ...content, ...linkable },
  '/travis-test': { ...content, ...linkable },
  '/vip': { ...content, ...linkable },
  '/vip_exclusives': { ...content, ...linkable },
  '/vipterms': { ...content, ...linkable },
  '/wishlist': { ...account, ...linkable },
} as const satisfies Record<string, RouteEntry>;

export type RoutePattern = keyof typeof ROUTES;

type PatternOf<E> = { [K in RoutePattern]: (typeof ROUTES)[K] extends E ? K : never }[RoutePattern];
/** A brand page's route: what brandPage (lib/page/brandPage.ts) takes. */
export type PageRoute = PatternOf<PageEntry>;
/** A brand document's route: what brandDocument takes. */
export type DocumentRoute = PatternOf<DocumentEntry>;

const ENTRIES = Object.entries(ROUTES) as [RoutePattern, RouteEntry][];

function pageEntries(): [RoutePattern, PageEntry][] {
  return ENTRIES.filter((e): e is [RoutePattern, PageEntry] => e[1].kind === 'page');
}

/** The part of a pattern before its first dynamic segment: '/orders/[id]' → '/orders'. */
export function staticBase(pattern: string): string {
  const i = pattern.indexOf('/[');
  return i < 0 ? pattern : pattern.slice(0, i) || '/';
}

function uniqueBases(patterns: string[]): string[] {
  return [...new Set(patterns.map(staticBase))];
}

/** Path prefixes whose pages need a login (the proxy's matcher; they cover the paths below them too). */
export const LOGIN_PATHS = uniqueBases(pageEntries().filter(([, e]) => e.login).map(([p]) => p));

/** Path prefixes of the pages robots.txt disallows. */
export const DISALLOWED_PATHS = uniqueBases(pageEntries().filter(([, e]) => e.crawl === 'disallow').map(([p]) => p));

/** Path prefixes of the pages that are noindex yet fetchable. */
export const NOINDEX_FETCHABLE_PATHS = uniqueBases(pageEntries().filter(([, e]) => e.crawl === 'noindex').map(([p]) => p));

/** Paths every brand's sitemap lists besides its catalog and CMS pages. */
export const SITEMAP_APP_PATHS = pageEntries().filter(([, e]) => e.sitemap).map(([p]) => p);

/** Paths content may link to. */
export const LINKABLE_PATHS = pageEntries().filter(([, e]) => e.linkable).map(([p]) => p);

/** The pages of logging in and out (never the page to go to after logging in). */
export const AUTH_PATHS = pageEntries().filter(([, e]) => e.auth).map(([p]) => p);

/**
 * How specific a segment is, as Next ranks them when several routes match: a static name beats a
 * dynamic segment, which beats a catch-all, which beats an optional catch-all.
 */
function segmentRank(segment: string): number {
  if (segment.startsWith('[[...')) return 3;
  if (segment.startsWith('[...')) return 2;
  if (segment.startsWith('[')) return 1;
  return 0;
}

function patternRegex(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((s) => {
      if (s.startsWith('[[...')) return '(?:/.+)?';
      if (s.startsWith('[...')) return '/.+';
      if (s.startsWith('[')) return '/[^/]+';
      return `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${parts.join('') || '/'}$`);
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

const STATIC = new Map(ENTRIES.filter(([p]) => !p.includes('[')).map(([p, e]) => [p as string, e]));
const DYNAMIC = ENTRIES.filter(([p]) => p.includes('['))
  .map(([pattern, entry]) => ({ pattern, entry, regex: patternRegex(pattern), ranks: pattern.split('/').filter(Boolean).map(segmentRank) }))
  .sort((a, b) => compareRanks(a.ranks, b.ranks));

/** The route that serves a visible path ('/item/12' → '/item/[id]'), or undefined when no page does. */
export function routeOf(pathname: string): { pattern: RoutePattern; entry: RouteEntry } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = STATIC.get(path);
  if (exact) return { pattern: path as RoutePattern, entry: exact };
  const match = DYNAMIC.find((d) => d.regex.test(path));
  return match && { pattern: match.pattern, entry: match.entry };
}
