import { withoutQueryOrFragment } from './redact';

test.each([
  ['https://pureform.shop/reset?token=secret#x', 'https://pureform.shop/reset'],
  ['/item/7#reviews', '/item/7'],
  ['/checkout', '/checkout'],
  ['inline', 'inline'],
])('withoutQueryOrFragment(%p) = %p', (url, kept) => {
  expect(withoutQueryOrFragment(url)).toBe(kept);
});
