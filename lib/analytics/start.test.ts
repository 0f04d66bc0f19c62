import { destinationLoaders, isManualPageView, withReferrer } from './start';
import type { Analytics } from './facade';
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

test('a manual page view gets its referrer from the history buffer on the facade side, or document.referrer on the landing', () => {
  const views: unknown[] = [];
  const facade = { page: (v: unknown) => views.push(v), track: jest.fn(), identify: jest.fn(), reset: jest.fn(), configure: jest.fn(), destinations: [] };
  let buffer: string[] = ['/item/1'];
  const a = withReferrer(facade as unknown as Analytics, () => buffer, () => 'https://www.google.com/');
  a.page({ path: '/item/1' });
  buffer = ['/item/1', '/category/leggings', '/'];
  a.page({ path: '/' });
  a.page({ path: '/x', referrer: '/given' });
  expect(views).toEqual([{ path: '/item/1', referrer: 'https://www.google.com/' }, { path: '/', referrer: '/category/leggings' }, { path: '/x', referrer: '/given' }]);
});
