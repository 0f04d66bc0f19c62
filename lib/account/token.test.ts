import { tokenParam } from './token';

test('a base64url token from the link is kept', () => {
  const t = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';
  expect(tokenParam(t)).toBe(t);
  expect(tokenParam([t, 'other'])).toBe(t);
});

test.each([undefined, '', 'short', 'has spaces in it, quite long', 'a/b+c=d-long-enough-token', 'x'.repeat(201), 5])('anything else is no token: %p', (raw) => {
  expect(tokenParam(raw)).toBeNull();
});
