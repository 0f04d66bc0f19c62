import type { SizingGuideEntry } from '../../lib/catalog/types';
import { sizeGuideForItem } from './itemSizeGuide';

const img = { url: '/f.svg', width: 400, height: 500, alt: '' };
const row = (name: string, lines: SizingGuideEntry['lines']): SizingGuideEntry => ({ name, label: name, images: { front: img, side: img, back: img }, lines });
const apparel = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL', 'XXXXXL'].map((n) =>
  row(n, [{ label: 'Bust', value: '31 in' }, { label: 'Waist', value: '24 in' }, { label: 'Hip', value: '34 in' }, { label: 'Pant', value: '0–2' }]),
);
const socks = ['XS-S', 'M-L', 'XL-2X', 'One Size'].map((n) => row(n, [{ label: 'Shoe size', value: "Women's 5–11" }]));

test('an item sold up to 3XL gets no 4XL or 5XL rows', () => {
  const guide = sizeGuideForItem(apparel, { type: 'set', sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] });
  expect(guide.map((e) => e.name)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
});

test('One Size socks get the One Size row only', () => {
  expect(sizeGuideForItem(socks, { type: 'sock', sizes: ['One Size'] }).map((e) => e.name)).toEqual(['One Size']);
});

test('panties and leggings are not measured by bust; tops not by pant size', () => {
  const cheeky = sizeGuideForItem(apparel, { type: 'cheeky', sizes: ['S'] });
  expect(cheeky[0].lines.map((l) => l.label)).toEqual(['Waist', 'Hip', 'Pant']);
  const tee = sizeGuideForItem(apparel, { type: 'tee', sizes: ['S'] });
  expect(tee[0].lines.map((l) => l.label)).toEqual(['Bust', 'Waist', 'Hip']);
  const set = sizeGuideForItem(apparel, { type: 'set', sizes: ['S'] });
  expect(set[0].lines).toHaveLength(4);
});

test('sizes the guide has no row for are left out', () => {
  expect(sizeGuideForItem(apparel, { type: 'sleep', sizes: ['XS-S', 'M-L'] })).toEqual([]);
});
