import { toSizeTable } from './sizeTable';

test('size table rows keep name, label and lines and leave the photos out', () => {
  const image = { url: '/media/x.svg', width: 400, height: 500, alt: 'Size XS, front view' };
  const rows = toSizeTable([{ name: 'XS', label: 'XS', images: { front: image, side: image, back: image }, lines: [{ label: 'Bust', value: '31–32 in' }] }]);
  expect(rows).toEqual([{ name: 'XS', label: 'XS', lines: [{ label: 'Bust', value: '31–32 in' }] }]);
});
