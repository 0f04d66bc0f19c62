import { COLORS } from '../colors';
import type { Paint, Shape } from './garments';
import { recolorArt } from './recolor';
import { type View, categoryTile, productImage } from './scenes';

const palette = { primary: '#e0314b', primaryDark: '#b01f37', accent: '#ffd9dd', background: '#fff7f7', text: '#1f1718' };
const lavender: Paint = { main: COLORS.Lavender.hex, second: null };
const ivoryBlack: Paint = { main: COLORS.Ivory.hex, second: COLORS.Black.hex };
const navyWhite: Paint = { main: COLORS.Navy.hex, second: COLORS.White.hex };
const black: Paint = { main: COLORS.Black.hex, second: null };

const SHAPES: Shape[] = [
  'legging', 'skort', 'jogger', 'tank', 'tee', 'hoodie', 'jacket', 'bra', 'bralette', 'dress', 'cheeky', 'bikini', 'thong',
  'sock', 'giftbox', 'bag', 'beltbag', 'cap', 'beanie', 'bottle', 'set', 'lingerieset', 'sleepset',
];
const VIEWS: View[] = ['front', 'back', 'detail', 'flat', 'model', 'customer', 'instagram', 'pocket', 'model_plus', 'model_straight'];
const cases = SHAPES.flatMap((shape) => VIEWS.map((view) => [shape, view] as const));

function draw(shape: Shape, view: View, paint: Paint, variant = 1): string {
  return productImage({ shape, paint, variant, view, aspect: 'portrait', palette, model: 3 });
}

test.each(cases)('a %s %s image recoloured is the image the seed draws in that colour', (shape, view) => {
  for (const [from, to] of [[lavender, ivoryBlack], [ivoryBlack, black], [navyWhite, lavender], [black, navyWhite]] as const) {
    for (const variant of [0, 1, 2, 3]) expect(recolorArt(draw(shape, view, from, variant), to)).toBe(draw(shape, view, to, variant));
  }
});

test('recolouring to the same paint changes nothing', () => {
  const svg = draw('set', 'model', ivoryBlack);
  expect(recolorArt(svg, ivoryBlack)).toBe(svg);
});

test('the backdrop, the model and the complement the model wears keep their colours', () => {
  const svg = draw('cheeky', 'model', lavender);
  const out = recolorArt(svg, black);
  expect(out).not.toBe(svg);
  for (const kept of [palette.background, palette.accent, '#e6cbb8', '#7a4a32']) expect(out.split(kept).length).toBe(svg.split(kept).length);
  expect(out).not.toContain(COLORS.Lavender.hex);
});

test('art without a garment piece comes back unchanged', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4" fill="#b9a7d6"/></svg>';
  expect(recolorArt(svg, black)).toBe(svg);
});

test('a tile with a garment is recoloured too (any art drawn by drawPiece)', () => {
  expect(recolorArt(categoryTile('tee', lavender, 2, palette), black)).toBe(categoryTile('tee', black, 2, palette));
});

test('patterns, pockets, sheen and cut-outs a name promises are recoloured with the garment', () => {
  const all = ['stripes', 'pocket', 'camo', 'hearts', 'floral', 'dots', 'check', 'argyle', 'sheen', 'lace', 'mesh', 'rib', 'waffle', 'cutout', 'quilted', 'logo'] as const;
  for (const [shape, details] of [['tee', ['stripes', 'pocket']], ['legging', ['camo', 'pocket']], ['cheeky', ['cutout', 'floral', 'lace']], ['sleepset', ['hearts']], ['sock', ['check', 'rib']], ['jacket', ['quilted', 'sheen']], ['legging', all]] as const) {
    for (const view of ['front', 'back', 'model'] as const) {
      const spec = { shape, variant: 1, view, aspect: 'portrait', palette, model: 2, details } as const;
      const from = productImage({ ...spec, paint: navyWhite });
      expect(from).not.toBe(productImage({ ...spec, paint: navyWhite, details: [] }));
      expect(recolorArt(from, lavender)).toBe(productImage({ ...spec, paint: lavender }));
    }
  }
});
