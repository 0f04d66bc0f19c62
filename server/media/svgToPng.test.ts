import { pngSize } from '../../tests/helpers/png';
import { sansFont } from './fonts';
import { MAX_PNG_HEIGHT, pngsRenderedOffThread, svgToPng } from './svgToPng';

const svg = (w: number, h: number, inner = '') => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#fde"/>${inner}</svg>`;

test('draws an SVG as a PNG of the given width, the height by its aspect ratio', async () => {
  expect(pngSize(await svgToPng(svg(1600, 600), 1200))).toEqual({ width: 1200, height: 450 });
  expect(pngSize(await svgToPng(svg(800, 1000), 1200))).toEqual({ width: 1200, height: 1500 });
});

// Needs Liberation Sans or DejaVu Sans installed (server/media/fonts.ts); without them text is left out by design.
const withFont = sansFont() ? test : test.skip;

withFont('draws banner text with a system font (text changes the pixels)', async () => {
  const text = '<text x="40" y="300" font-family="Helvetica,Arial,sans-serif" font-size="120" font-weight="700" fill="#111">Fall Drop</text>';
  const plain = await svgToPng(svg(1600, 600), 1200);
  const withText = await svgToPng(svg(1600, 600, text), 1200);
  expect(Buffer.from(withText).equals(Buffer.from(plain))).toBe(false);
});

test('an SVG it cannot read is an error, not a crash', async () => {
  await expect(svgToPng('<svg', 1200)).rejects.toThrow();
  // The renderer still works afterwards.
  expect(pngSize(await svgToPng(svg(10, 10), 1200))).toEqual({ width: 1200, height: 1200 });
});

test('a drawing too tall for the width is fitted to the height cap instead', async () => {
  expect(pngSize(await svgToPng(svg(100, 1000), 1200))).toEqual({ width: MAX_PNG_HEIGHT / 10, height: MAX_PNG_HEIGHT });
});

test('drawing happens in the worker thread, not on the main thread', async () => {
  const before = pngsRenderedOffThread();
  await Promise.all([svgToPng(svg(20, 10), 1200), svgToPng(svg(30, 10), 1200)]);
  expect(pngsRenderedOffThread()).toBe(before + 2);
});
