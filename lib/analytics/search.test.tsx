import { render } from '@testing-library/react';
import { attachAnalytics, resetAnalyticsShim } from './index';
import { toPixelEvent } from './events';
import { searchEventProps, trackSearch, useSearchEvent } from './search';
import type { Analytics } from './facade';

function capture() {
  const calls: [string, unknown][] = [];
  const a = { page: jest.fn(), track: (e: string, p: unknown) => calls.push([e, p]), identify: jest.fn(), reset: jest.fn() } as unknown as Analytics;
  attachAnalytics(a);
  return calls;
}

beforeEach(() => resetAnalyticsShim());

test('the Search event carries the query, the result count and where it was made; the pixel gets search_string', () => {
  const props = searchEventProps('  black high waisted legging ', 12, 'results');
  expect(props).toEqual({ query: 'black high waisted legging', result_count: 12, source: 'results' });
  expect(toPixelEvent('Search', props)).toEqual({ name: 'Search', data: { search_string: 'black high waisted legging' } });
  expect(searchEventProps('x'.repeat(500), -3, 'suggestions')).toEqual({ query: 'x'.repeat(200), result_count: 0, source: 'suggestions' });
});

test('a query holding an email address or a long number is never sent as typed', () => {
  expect(searchEventProps('ann@example.com order', 0, 'results').query).toBe('[redacted]');
  expect(searchEventProps('4242 4242 4242 4242', 0, 'results').query).toBe('[redacted]');
  expect(searchEventProps('512-555-0100', 0, 'results').query).toBe('[redacted]');
  expect(searchEventProps('lace thong 2xl', 3, 'results').query).toBe('lace thong 2xl');
});

test('trackSearch goes through the facade, and sends nothing for an empty query', () => {
  const calls = capture();
  trackSearch('sock gift', 4, 'suggestions');
  trackSearch('   ', 4, 'suggestions');
  expect(calls).toEqual([['Search', { query: 'sock gift', result_count: 4, source: 'suggestions' }]]);
});

function Results({ q, count }: { q: string; count: number | null }) {
  useSearchEvent(q, count);
  return null;
}

test('the results page tracks once per query: a filtered count of the same query is not a new search, a new query is', () => {
  const calls = capture();
  const { rerender } = render(<Results q="legging" count={40} />);
  rerender(<Results q="legging" count={12} />);
  rerender(<Results q="sock" count={0} />);
  rerender(<Results q="" count={null} />);
  expect(calls).toEqual([
    ['Search', { query: 'legging', result_count: 40, source: 'results' }],
    ['Search', { query: 'sock', result_count: 0, source: 'results' }],
  ]);
});
