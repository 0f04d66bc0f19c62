import { pngMediaUrl } from '../../lib/seo/shareImage';
import { parseMediaPath } from './mediaPath';

test('an id with .svg, .png or no extension', () => {
  expect(parseMediaPath('0123456789abcdef0123.svg')).toEqual({ id: '0123456789abcdef0123', format: 'svg' });
  expect(parseMediaPath('0123456789abcdef0123')).toEqual({ id: '0123456789abcdef0123', format: 'svg' });
  expect(parseMediaPath('0123456789abcdef0123.png')).toEqual({ id: '0123456789abcdef0123', format: 'png' });
});

test.each(['', '../x.png', '..%2Fx.png', 'a/b.png', 'a.svg.png', 'a.png.png', 'a.PNG', 'a.jpg', 'a.png?w=4000', 'a@2x.png', `${'a'.repeat(200)}.png`, `${'a'.repeat(81)}`])(
  '%s is not a media path',
  (raw) => {
    expect(parseMediaPath(raw)).toBeNull();
  },
);

test('every PNG URL the share images use is one this route answers', () => {
  const url = pngMediaUrl(`/media/${'f'.repeat(80)}.svg`)!;
  expect(parseMediaPath(url.slice('/media/'.length))).toEqual({ id: 'f'.repeat(80), format: 'png' });
});
