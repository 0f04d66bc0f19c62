import { sendsNoindexHeader, isNoindexPath, isProtectedPath } from './noindex';

test.each(['/svg-gallery', '/landing/spring', '/funneltestoct17/a', '/social_media_specials/pf-vip-optin-csr', '/checkout', '/checkout-club', '/checkout-ob/3', '/please-wait', '/special-offer/2', '/thank-you', '/orders', '/login'])(
  '%s is noindex',
  (p) => expect(isNoindexPath(p)).toBe(true),
);

test.each(['/', '/category/leggings', '/item/1001', '/about-us', '/vip', '/care', '/ordersomething'])('%s is indexable', (p) =>
  expect(isNoindexPath(p)).toBe(false),
);

test('protected member routes; styleprofile is not protected', () => {
  for (const p of ['/members', '/members_skip_flow', '/orders', '/addresses', '/change_payment', '/wishlist', '/cancel-vip']) expect(isProtectedPath(p)).toBe(true);
  expect(isProtectedPath('/styleprofile')).toBe(false);
  expect(isProtectedPath('/checkout')).toBe(false);
});

test('the X-Robots-Tag header follows noindex paths and CMS pages marked noindex, wherever they are served', () => {
  expect(sendsNoindexHeader('/landing/spring', {})).toBe(true);
  expect(sendsNoindexHeader('/send', { page: { slug: 'send', noindex: true } })).toBe(true);
  expect(sendsNoindexHeader('/about-us', { page: { slug: 'about-us', noindex: false } })).toBe(false);
  expect(sendsNoindexHeader('/about-us', { page: null })).toBe(false);
  expect(sendsNoindexHeader('/category/leggings', { items: [] })).toBe(false);
  expect(sendsNoindexHeader('/vip_exclusives', { items: [], noindex: true })).toBe(true);
  expect(sendsNoindexHeader('/vip_exclusives', { items: [], noindex: false })).toBe(false);
});
