import { readSearchQuery, searchHref } from './query';

test('reads the first value, trimmed, with control characters and runs of spaces collapsed', () => {
  expect(readSearchQuery('  black   legging ')).toBe('black legging');
  expect(readSearchQuery(['sock gift', 'other'])).toBe('sock gift');
  expect(readSearchQuery('a\u0000b\nc')).toBe('a b c');
  expect(readSearchQuery(undefined)).toBe('');
  expect(readSearchQuery('x'.repeat(10_000))).toHaveLength(200);
});

test('the results link encodes the query', () => {
  expect(searchHref('lace thong 2xl')).toBe('/search?q=lace+thong+2xl');
  expect(searchHref('a&b=c')).toBe('/search?q=a%26b%3Dc');
});
