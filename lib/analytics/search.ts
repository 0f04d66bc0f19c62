import { useEffect } from 'react';
import { track, type EventProps } from './index';
import { PERSONAL_TEXT, REDACTED } from './personalText';

/** Where the search was made: the results page (/search?q=) or the header's suggestions. */
export type SearchSource = 'results' | 'suggestions';

/** Longest query an event carries (the shop API's own limit, lib/search/types MAX_QUERY_LENGTH). */
const MAX_EVENT_QUERY = 200;

/**
 * The plan's Search event (docs/analytics.md): the query as typed (trimmed, at most 200 characters;
 * one that holds an email address or a long number is sent as '[redacted]'), how many results it
 * found and where. The ad pixel gets it as Search with search_string.
 */
export function searchEventProps(query: string, resultCount: number, source: SearchSource): EventProps {
  const q = query.trim().slice(0, MAX_EVENT_QUERY);
  return { query: PERSONAL_TEXT.test(q) ? REDACTED : q, result_count: Math.max(0, Math.floor(resultCount)), source };
}

export function trackSearch(query: string, resultCount: number, source: SearchSource): void {
  if (!query.trim()) return;
  track('Search', searchEventProps(query, resultCount, source));
}

/**
 * The results page's Search event: once per query shown (a new query through in-app navigation is a
 * new search; a filter, sort or page of the same query is not).
 */
export function useSearchEvent(query: string, resultCount: number | null): void {
  useEffect(() => {
    if (resultCount !== null) trackSearch(query, resultCount, 'results');
    // Once per query: the count of a filtered page is not a new search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, resultCount === null]);
}
