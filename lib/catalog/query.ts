import { DEFAULT_SORT, SORT_KEYS, type SortKey } from './types';

/** Filters, sort and page of a category or category-group listing, as read from a URL query. */
export interface ListingQuery {
  size: string | null;
  color: string | null;
  sort: SortKey;
  page: number;
}

type RawQuery = Record<string, string | string[] | undefined>;

/** Longest size or colour value accepted; anything longer is ignored. */
export const MAX_FILTER_LENGTH = 40;
/** Highest page number accepted; anything higher is read as the last page by the API. */
export const MAX_PAGE = 10_000;

function first(v: string | string[] | undefined): string {
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

function filterValue(v: string | string[] | undefined): string | null {
  const s = first(v).trim();
  return s && s.length <= MAX_FILTER_LENGTH && !/[\u0000-\u001f<>]/.test(s) ? s : null;
}

/**
 * Reads the listing query leniently: unknown sorts, bad pages and absurd filter values are
 * dropped (a shopper's hand-edited URL still shows the category).
 */
export function parseListingQuery(q: RawQuery): ListingQuery {
  const sortRaw = first(q.sort).trim();
  const sort = (SORT_KEYS as readonly string[]).includes(sortRaw) ? (sortRaw as SortKey) : DEFAULT_SORT;
  const pageRaw = first(q.page).trim();
  const pageNum = /^\d{1,6}$/.test(pageRaw) ? Number(pageRaw) : 1;
  return {
    size: filterValue(q.size),
    color: filterValue(q.color),
    sort,
    page: pageNum >= 1 ? Math.min(pageNum, MAX_PAGE) : 1,
  };
}

/** Query parameters for a listing (only non-default values), for links and API calls. */
export function listingParams(q: Partial<ListingQuery>): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.size) out.size = q.size;
  if (q.color) out.color = q.color;
  if (q.sort && q.sort !== DEFAULT_SORT) out.sort = q.sort;
  if (q.page && q.page > 1) out.page = String(q.page);
  return out;
}

/**
 * A listing URL: '/category/leggings?size=M&sort=price-asc'. A path with a query of its own keeps it
 * ('/search?q=bra' → '/search?q=bra&size=M').
 */
export function listingHref(path: string, q: Partial<ListingQuery>): string {
  const [base, own] = splitPath(path);
  const params = new URLSearchParams(own);
  for (const [k, v] of Object.entries(listingParams(q))) params.set(k, v);
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** A listing path's own part and its own query parameters ('/search?q=bra' → ['/search', [['q', 'bra']]]). */
export function splitPath(path: string): [string, [string, string][]] {
  const i = path.indexOf('?');
  if (i < 0) return [path, []];
  return [path.slice(0, i), Array.from(new URLSearchParams(path.slice(i + 1)).entries())];
}
