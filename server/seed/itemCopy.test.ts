import { BRANDS } from '../../brands';
import { brandFabrics, copyProblems, type CopiedItem } from '../../tests/helpers/itemCopy';
import { buildCatalog } from './catalog';
import { seedDataFor } from './data/index';
import { brandNumber, IdBlock } from './ids';
import { MediaLibrary } from './media';
import { buildReviews } from './reviews';
import { isPluralName } from './data/copy';

/** Every seeded item of the brand with its description, reviews and colours, as the seed builds them. */
function seededItems(index: number): CopiedItem[] {
  const brand = BRANDS[index];
  const seed = seedDataFor(brand);
  const catalog = buildCatalog(brand, seed, new IdBlock(brandNumber(brand, index)), new MediaLibrary());
  const reviews = buildReviews(brand, seed, catalog.items);
  return catalog.items.map((item) => ({
    name: item.name,
    shape: item.shape,
    oneSize: item.sizes.length === 1,
    colors: item.colors.map((c) => c.name),
    description: String(catalog.rows.items.find((r) => r.id === item.id)!.description),
    reviews: reviews.filter((r) => r.item_id === item.id).map((r) => `${r.title}. ${r.body}`),
  }));
}

test.each(BRANDS.map((b, i) => [b.id, i] as const))(
  '%s: no description or review contradicts its item or the brand (garment, fabric, cut, length, sizing, stripes)',
  (_, index) => {
    const fabrics = brandFabrics(BRANDS[index]);
    const items = seededItems(index);
    expect(items.length).toBeGreaterThan(0);
    expect(items.flatMap((item) => copyProblems(item, fabrics))).toEqual([]);
  },
);

test('the check finds what QA found: a crew tee sold as a cropped scoop-neck modal top, reviewed as leggings', () => {
  const hb = BRANDS.find((b) => b.id === 'hb')!;
  const up = BRANDS.find((b) => b.id === 'uncommonpair')!;
  const tee: CopiedItem = {
    name: 'Essential Crew Tee',
    shape: 'tee',
    oneSize: false,
    colors: ['Navy'],
    description:
      'Meet the Essential Crew Tee. Made from breathable ribbed modal.\n\nDetails you will love: a flattering scoop neckline.\n\nCropped to sit just above a high-rise waistband.',
    reviews: ['Love it. Pairs perfectly with my high-rise leggings.'],
  };
  expect(copyProblems(tee, brandFabrics(hb)).map((p) => p.replace(/ in ".*"$/s, ''))).toEqual([
    'Essential Crew Tee: names a fabric the brand does not use (modal)',
    'Essential Crew Tee: calls an uncropped item cropped',
    'Essential Crew Tee: gives a Essential Crew Tee a scoop neckline',
    'Essential Crew Tee: names another garment (legging)',
  ]);
  const sock: CopiedItem = {
    name: 'Sunset Stripe Crew',
    shape: 'sock',
    oneSize: true,
    colors: ['Emerald', 'Orange/Navy'],
    description: 'Meet the Sunset Stripe Crew. Made from breathable bamboo blend.',
    reviews: ['Nice but runs a bit small. Cozy.'],
  };
  expect(copyProblems(sock, brandFabrics(up)).map((p) => p.replace(/ in ".*"$/s, ''))).toEqual([
    'Sunset Stripe Crew: names a fabric the brand does not use (bamboo)',
    'Sunset Stripe Crew: speaks of sizing for a one-size item',
    'Sunset Stripe Crew: a striped style in the plain colour Emerald',
  ]);
});

test.each(BRANDS.map((b, i) => [b.id, i] as const))('%s: a plural item name takes a plural verb in its description', (_, index) => {
  const wrong = seededItems(index).filter((item) => isPluralName(item.name) && item.description.includes(`${item.name} was `));
  expect(wrong.map((i) => i.name)).toEqual([]);
});

test('plural names are told from singular ones by their last word', () => {
  expect(['Grip Studio Socks', 'Seamless Leggings', 'Ribbed Boyshorts'].map(isPluralName)).toEqual([true, true, true]);
  expect(['Slip Dress', 'Everyday Booty Short', 'Crew Tee', 'Lace Bikini'].map(isPluralName)).toEqual([false, false, false, false]);
});
