import { MAX_QUERY_LENGTH } from './types';

/** The `q` of a URL query: first value, trimmed, control characters dropped, at most 200 characters. */
export function readSearchQuery(v: string | string[] | undefined): string {
  const s = (Array.isArray(v) ? v[0] : v) ?? '';
  return s.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** The results page for a query: '/search?q=black%20legging'. */
export function searchHref(q: string): string {
  return `/search?${new URLSearchParams({ q }).toString()}`;
}
