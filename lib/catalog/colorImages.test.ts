import { colorImageAlt, colorImageSets, colorImageUrl, colorPhotoUrls } from './colorImages';
import type { CatalogImage } from './types';

const img = (url: string, alt: string): CatalogImage => ({ url, width: 800, height: 1000, alt });

test('generated art can be asked for in any colour; photos from elsewhere cannot', () => {
  expect(colorImageUrl('/media/0123abcd.svg', 'Ivory/Black')).toBe('/media/0123abcd.svg?color=Ivory%2FBlack');
  expect(colorImageUrl('/media/0123abcd', 'Sky Blue')).toBe('/media/0123abcd?color=Sky%20Blue');
  for (const url of ['https://cdn.example.com/a.jpg', '/media/a.png', '/media/a.svg?color=Red', '/img/a.svg', '']) expect(colorImageUrl(url, 'Red')).toBeNull();
});

test('the alt text names the colour shown', () => {
  expect(colorImageAlt('Lace Cheeky in Lavender, front view', 'Lavender', 'Ivory/Black')).toBe('Lace Cheeky in Ivory/Black, front view');
  expect(colorImageAlt('Lace Cheeky, view 1', 'Lavender', 'Black')).toBe('Lace Cheeky, view 1 (Black)');
});

test('every colour gets its own images; the first colour keeps the base images', () => {
  const images = { image1: img('/media/a.svg', 'Tee in Navy, front view'), image2: img('/media/b.svg', 'Tee in Navy, back view') };
  const sets = colorImageSets(images, ['Navy', 'Ivory/Black']);
  expect(sets.Navy).toBe(images);
  expect(sets['Ivory/Black']).toEqual({
    image1: img('/media/a.svg?color=Ivory%2FBlack', 'Tee in Ivory/Black, front view'),
    image2: img('/media/b.svg?color=Ivory%2FBlack', 'Tee in Ivory/Black, back view'),
  });
});

test('a colour is left out when any of its images cannot be redrawn, and no colours give nothing', () => {
  const images = { image1: img('/media/a.svg', 'a'), image2: img('https://cdn.example.com/b.jpg', 'b') };
  expect(Object.keys(colorImageSets(images, ['Navy', 'Black']))).toEqual(['Navy']);
  expect(colorImageSets(images, [])).toEqual({});
});

test('the page gets the other colours as URLs in gallery order', () => {
  const sets = colorImageSets({ image1: img('/media/a.svg', 'a'), image3: img('/media/c.svg', 'c') }, ['Navy', 'Red']);
  expect(colorPhotoUrls(sets, ['image3', 'image1'], 'Navy')).toEqual({ Red: ['/media/c.svg?color=Red', '/media/a.svg?color=Red'] });
});
