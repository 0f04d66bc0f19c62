import { EMAIL_PATTERN } from './email';

test.each(['ann@example.com', 'first.last+tag@shop.co.uk', 'x@y.io'])('%s is an email address', (v) => {
  expect(EMAIL_PATTERN.test(v)).toBe(true);
});

test.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann@example.c', 'a b@example.com', 'a@b@example.com', 'ann\u0000@example.com', 'ann@exam\u0007ple.com', 'ann@example.com\u007f'])(
  '%j is not',
  (v) => {
    expect(EMAIL_PATTERN.test(v)).toBe(false);
  },
);
