// What the copy says about sizes is what the catalog stocks: "XS to <size>" claims the range every
// sized style of the brand comes in (the seed's apparel set), and a larger size is promised only as
// "selected styles to <size>", and only by a brand whose catalog has such styles (extendedSizes).
import { BRANDS } from '../../../brands';
import { EXTENDED, SIZE_SETS } from '../catalog';
import { pages as ckbPages } from '../../../content/pages/ckb';
import { pages as hbPages } from '../../../content/pages/hb';
import { pages as pfPages } from '../../../content/pages/pf';
import { seedDataFor } from './index';

const LABELS: Record<string, string[]> = { XXXL: ['3XL', '3X'], XXXXL: ['4XL', '4X'], XXXXXL: ['5XL', '5X'] };
const labelsOf = (size: string) => LABELS[size] ?? [size];

const CONTENT: Record<string, unknown> = { pf: pfPages, ckb: ckbPages, hb: hbPages };

function textsOf(brandId: string): string[] {
  const seed = seedDataFor(BRANDS.find((b) => b.id === brandId)!);
  return [...Object.values(seed.categoryCopy), ...Object.values(seed.groupCopy), JSON.stringify(CONTENT[brandId] ?? [])];
}

const SELECTED = /selected styles (?:up )?to (\w+)/g;

test.each(BRANDS.map((b) => b.id))('%s: every "XS to <size>" is the range all its sized styles come in', (brandId) => {
  const allHave = labelsOf(SIZE_SETS.apparel[SIZE_SETS.apparel.length - 1]);
  for (const text of textsOf(brandId)) {
    // The text is in the failure, so the claim is easy to find.
    for (const [, size] of text.replace(SELECTED, '').matchAll(/XS to (\w+)/g)) expect(allHave.includes(size) ? null : text).toBeNull();
  }
});

test.each(BRANDS.map((b) => b.id))('%s: "selected styles to <size>" only where the catalog has such styles', (brandId) => {
  const seed = seedDataFor(BRANDS.find((b) => b.id === brandId)!);
  const extended = seed.extendedSizes ? EXTENDED.flatMap(labelsOf) : [];
  for (const text of textsOf(brandId)) {
    for (const [, size] of text.matchAll(SELECTED)) expect(extended.includes(size) ? null : text).toBeNull();
  }
});
