import { SHARE_IMAGE_WIDTH, pngMediaUrl, scaledHeight, shareImage, shareImageUrl } from './shareImage';

test('our SVG media map to their PNG rendering', () => {
  expect(pngMediaUrl('/media/0123456789abcdef0123.svg')).toBe('/media/0123456789abcdef0123.png');
  expect(pngMediaUrl('/media/a_b-C.svg')).toBe('/media/a_b-C.png');
});

test.each([
  'https://cdn.sanity.io/images/p/d/photo-1200x630.jpg',
  'https://pureform.shop/media/abc.svg',
  '/brands/pf/favicon.svg',
  '/media/abc.png',
  '/media/abc',
  '/media/../abc.svg',
  '/media/a.b.svg',
  '/media/abc.svg?x=1',
  `/media/${'a'.repeat(81)}.svg`,
  '',
])('%s is not our SVG media and passes through unchanged', (url) => {
  expect(pngMediaUrl(url)).toBeNull();
  expect(shareImageUrl(url)).toBe(url);
});

test('scaledHeight keeps the aspect ratio and rounds as the renderer does', () => {
  expect(scaledHeight(1600, 600, 1200)).toBe(450);
  expect(scaledHeight(800, 1000, 1200)).toBe(1500);
  expect(scaledHeight(900, 1001, 1200)).toBe(1335);
  expect(scaledHeight(7, 5, 1200)).toBe(857);
  expect(scaledHeight(undefined, 600, 1200)).toBeNull();
  expect(scaledHeight(1600, 0, 1200)).toBeNull();
  expect(scaledHeight(-1, 5, 1200)).toBeNull();
});

test('an SVG media image is shared as the PNG, 1200 wide, height scaled, alt kept', () => {
  expect(SHARE_IMAGE_WIDTH).toBe(1200);
  expect(shareImage({ url: '/media/abc.svg', width: 1600, height: 600, alt: 'Fall drop' })).toEqual({
    url: '/media/abc.png', type: 'image/png', width: 1200, height: 450, alt: 'Fall drop',
  });
  // Without a known size the width is still the rendered one.
  expect(shareImage({ url: '/media/abc.svg' })).toEqual({ url: '/media/abc.png', type: 'image/png', width: 1200 });
});

test('a raster image is shared as given; no image is none', () => {
  const cms = { url: 'https://cdn.sanity.io/images/p/d/photo-1200x630.jpg', width: 1200, height: 630, alt: 'Photo' };
  expect(shareImage(cms)).toBe(cms);
  expect(shareImage({ url: '/content/pf/hero.png' })).toEqual({ url: '/content/pf/hero.png' });
  expect(shareImage(null)).toBeNull();
  expect(shareImage(undefined)).toBeNull();
  expect(shareImage({ url: '' })).toBeNull();
});

test.each(['/content/pf/hero.svg', 'https://cdn.x/b.SVG', 'https://cdn.x/b.svg?w=600', '/media/a.b.svg'])(
  'an SVG that is not our media (%s) is not shared: those sites reject SVG, so the page falls back',
  (url) => {
    expect(shareImage({ url, width: 1200, height: 600 })).toBeNull();
  },
);
