import { VIP_EXCLUSIVES_PATH, categoryCanonicalPath } from './canonical';

test('a category is its own canonical page', () => {
  expect(categoryCanonicalPath({ path: '/category/leggings', vipOnly: false })).toBe('/category/leggings');
});

test('the VIP-only category points search at the VIP Exclusives page', () => {
  expect(categoryCanonicalPath({ path: '/category/vip-exclusives', vipOnly: true })).toBe(VIP_EXCLUSIVES_PATH);
});
