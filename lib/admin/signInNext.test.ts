import { afterSignInPath, signInPathFor } from './signInNext';

test('a signed-out visitor of a back-office page is sent to sign in with that page as next', () => {
  expect(signInPathFor('/admin/orders/13')).toBe('/admin/sign-in?next=%2Fadmin%2Forders%2F13');
  expect(signInPathFor('/admin/reports')).toBe('/admin/sign-in?next=%2Fadmin%2Freports');
  expect(signInPathFor('/admin')).toBe('/admin/sign-in');
  expect(signInPathFor('/admin/sign-in')).toBe('/admin/sign-in');
});

test('after signing in: back to a back-office page only, never another site or the sign-in pages', () => {
  expect(afterSignInPath('/admin/orders/13')).toBe('/admin/orders/13');
  expect(afterSignInPath('/admin/customers')).toBe('/admin/customers');
  for (const bad of [undefined, ['/admin/orders/1'], '', '//evil.example/admin', 'https://evil.example/admin/orders/1', '/admin/../account', '/admin//evil.example',
    '/admin/orders/1?x=1', '/adminx', '/admin/sign-in', '/admin/set-password', '/admin\\evil', '/admin/a/b/c', 'javascript:alert(1)']) {
    expect(afterSignInPath(bad)).toBe('/admin');
  }
});
