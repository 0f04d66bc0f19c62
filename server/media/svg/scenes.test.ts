import { banner, fitFontSize } from './scenes';

const palette = { primary: '#e0314b', primaryDark: '#a01f33', accent: '#ffd6dc', background: '#fff5f6', text: '#201316' };

test('fitFontSize keeps the largest size that fits, and never more than the maximum', () => {
  expect(fitFontSize('Short', 720, 76, 700)).toBe(76);
  const long = 'Cheekies for Every Mood';
  const size = fitFontSize(long, 720, 76, 700);
  expect(size).toBeLessThan(76);
  expect(size * 0.6 * long.length).toBeLessThanOrEqual(720);
  expect(fitFontSize('x'.repeat(500), 360, 36, 700)).toBe(10);
});

function fontSizes(svg: string): number[] {
  return [...svg.matchAll(/<text[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)].map((m) => Number(m[1]));
}

test.each(['desktop', 'mobile'] as const)('a long %s banner headline is set smaller so it fits beside or above the garments', (kind) => {
  const short = fontSizes(banner(kind, 'Sale', 'Now on', [], palette));
  const long = fontSizes(banner(kind, 'Cheekies for Every Mood', 'Lace, seamless and cotton: mix any 5 for $50', [], palette));
  expect(long[0]).toBeLessThan(short[0]);
  expect(long[1]).toBeLessThanOrEqual(short[1]);
});
