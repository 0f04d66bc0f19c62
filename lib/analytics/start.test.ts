import { destinationLoaders, isManualPageView } from './start';
import { referrerFrom } from './referrer';

const brand = { apiBaseUrl: '/api.php/', host: 'pureform.shop' };

test('home, item and social_media_specials record their own page view (spec section 2)', () => {
  expect(isManualPageView('/')).toBe(true);
  expect(isManualPageView('/?utm_source=x')).toBe(true);
  expect(isManualPageView('/item/1001')).toBe(true);
  expect(isManualPageView('/social_media_specials/7')).toBe(true);
  expect(isManualPageView('/category/leggings')).toBe(false);
  expect(isManualPageView('/items')).toBe(false);
});

test('the referrer is the previous path of the history buffer', () => {
  expect(referrerFrom(['/a', '/b', '/c'], '/c')).toBe('/b');
  expect(referrerFrom(['/a', '/b'], '/c')).toBe('/b');
  expect(referrerFrom(['/c'], '/c')).toBeUndefined();
  expect(referrerFrom([], '/c')).toBeUndefined();
});

test('one loader per configured destination; product analytics drops tracking before init', () => {
  expect(destinationLoaders({}, brand, false)).toEqual([]);
  const all = destinationLoaders({ mixpanelToken: 't', pixelId: '1', gtmId: 'GTM-1' }, brand, false);
  expect(all.map((l) => [l.name, Boolean(l.dropsTrackBeforeInit)])).toEqual([
    ['mixpanel', true],
    ['pixel', false],
    ['dataLayer', false],
  ]);
});

test('with do-not-sell or GPC nothing feeds the tag manager', () => {
  expect(destinationLoaders({ pixelId: '1', gtmId: 'GTM-1', gaId: 'G-1' }, brand, true).map((l) => l.name)).toEqual(['pixel']);
});
