import { DEFAULT_NEXT_PATH, loginPath, safeNextPath } from './nextPath';

test.each([
  ['/members', '/members'],
  ['/orders?page=2', '/orders?page=2'],
  ['/item/12#reviews', '/item/12#reviews'],
  ['/category/leggings/../flares', '/category/flares'],
  [['/wishlist', '/orders'], '/wishlist'],
])('a same-site path is kept: %p', (raw, expected) => {
  expect(safeNextPath(raw)).toBe(expected);
});

test.each([
  undefined,
  '',
  'members',
  '//evil.example',
  '//evil.example/members',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  'https://evil.example/members',
  'javascript:alert(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  ' /members',
  '/members\u0000',
  '/login',
  '/login?next=/members',
  '/LOGOUT',
  '/logout',
  '/register',
  '/confirm-register?token=x',
  '/forgot',
  '/members/../login',
  '/api.php/logout',
  '/admin',
  '/Admin/orders/1',
  `/${'a'.repeat(2001)}`,
  42,
  null,
])('anything else gives the default: %p', (raw) => {
  expect(safeNextPath(raw)).toBe(DEFAULT_NEXT_PATH);
});

test('a fallback of the caller’s choosing', () => {
  expect(safeNextPath('//x', '/')).toBe('/');
});

test('the login page that comes back: readable slashes, the rest encoded', () => {
  expect(loginPath('/members')).toBe('/login?next=/members');
  expect(loginPath('/orders?page=2&x=1')).toBe('/login?next=/orders%3Fpage%3D2%26x%3D1');
  expect(safeNextPath(new URLSearchParams(loginPath('/orders?page=2&x=1').split('?')[1]).get('next'))).toBe('/orders?page=2&x=1');
});
