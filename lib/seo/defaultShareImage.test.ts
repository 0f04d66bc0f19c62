import { defaultShareImage } from './defaultShareImage';

const desktopImage = { url: '/media/banner.svg', width: 1600, height: 600, alt: 'The Fall Legging Drop' };

test("the brand's default share image is the banner's desktop image", () => {
  const settings = { banner: { desktopImage, mobileImage: { url: '/media/m.svg', width: 800, height: 1000, alt: '' } }, scrollingImages: [{ url: '/media/s.svg' }] };
  expect(defaultShareImage(settings)).toEqual(desktopImage);
});

test('without a banner, the first scrolling image; without either, none', () => {
  expect(defaultShareImage({ banner: null, scrollingImages: [{ url: '/media/s.svg' }, { url: '/media/t.svg' }] })).toEqual({ url: '/media/s.svg' });
  expect(defaultShareImage({ banner: null, scrollingImages: [] })).toBeNull();
  expect(defaultShareImage({ banner: null })).toBeNull();
});

test('an image that cannot be shared (an SVG that is not our media) is passed over', () => {
  const banner = { desktopImage: { url: 'https://cms.example/banner.svg', width: 1600, height: 600, alt: '' } };
  expect(defaultShareImage({ banner, scrollingImages: [{ url: '/media/s.svg' }] })).toEqual({ url: '/media/s.svg' });
  expect(defaultShareImage({ banner, scrollingImages: [{ url: '/static/s.svg' }] })).toBeNull();
  expect(defaultShareImage({ banner: { desktopImage: { url: 'https://cms.example/banner.jpg', width: 1600, height: 600, alt: 'Sale' } } })).toEqual({
    url: 'https://cms.example/banner.jpg', width: 1600, height: 600, alt: 'Sale',
  });
});

test('the image holds no undefined fields (page props are JSON)', () => {
  const image = defaultShareImage({ banner: { desktopImage: { url: '/media/b.svg', width: 1600, height: 600, alt: undefined as unknown as string } } });
  expect(image).toEqual({ url: '/media/b.svg', width: 1600, height: 600 });
  expect(Object.values(image!)).not.toContain(undefined);
});
