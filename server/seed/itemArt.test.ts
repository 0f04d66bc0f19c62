import { BRANDS } from '../../brands';
import { artProblems } from '../../tests/helpers/itemArt';
import { drawnDetails } from '../media/svg/garments';
import { buildCatalog } from './catalog';
import { seedDataFor } from './data/index';
import { brandNumber, IdBlock } from './ids';
import { MediaLibrary } from './media';

test.each(BRANDS.map((b, i) => [b.id, i] as const))('%s: every pattern, pocket, print or sheen an item name or description promises is drawn', (_, index) => {
  const brand = BRANDS[index];
  const catalog = buildCatalog(brand, seedDataFor(brand), new IdBlock(brandNumber(brand, index)), new MediaLibrary());
  expect(catalog.items.length).toBeGreaterThan(0);
  const problems = catalog.items.flatMap((item) => {
    const description = String(catalog.rows.items.find((r) => r.id === item.id)!.description);
    return artProblems({ name: item.name, description }, drawnDetails(item.shape, item.variant, item.details));
  });
  expect(problems).toEqual([]);
});

test('the check finds what QA found: a plain navy Breton tee, a Pocket Tee without a pocket, a plain camo legging', () => {
  const plain = (shape: Parameters<typeof drawnDetails>[0], variant: number) => drawnDetails(shape, variant, []);
  expect([
    ...artProblems({ name: 'Striped Breton Tee', description: 'Classic Breton stripes.' }, plain('tee', 1)),
    ...artProblems({ name: 'Pocket Tee', description: 'A chest pocket.' }, plain('tee', 1)),
    ...artProblems({ name: 'Camo Print Legging', description: '' }, plain('legging', 0)),
    ...artProblems({ name: 'VIP Faux Leather Legging', description: '' }, plain('legging', 2)),
  ]).toEqual([
    'Striped Breton Tee: the name promises stripes, the art draws none',
    'Striped Breton Tee: the description promises stripes, the art draws none',
    'Pocket Tee: the name promises a pocket, the art draws none',
    'Pocket Tee: the description promises a pocket, the art draws none',
    'Camo Print Legging: the name promises a camo print, the art draws none',
    'Camo Print Legging: the name promises a print, the art draws none',
    'VIP Faux Leather Legging: the name promises a sheen, the art draws none',
  ]);
  // Drawn with what their names promise, nothing is missing.
  expect(artProblems({ name: 'Pocket Tee', description: 'A chest pocket.' }, drawnDetails('tee', 1, ['pocket']))).toEqual([]);
  expect(artProblems({ name: 'Camo Print Legging', description: '' }, drawnDetails('legging', 0, ['camo']))).toEqual([]);
});

test('a pocket the drawing has of its own counts (hoodies, pocket-variant bottoms), a hidden one is no promise', () => {
  expect(drawnDetails('hoodie', 0, []).has('pocket')).toBe(true);
  expect(drawnDetails('legging', 1, []).has('pocket')).toBe(true);
  expect(drawnDetails('legging', 0, []).has('pocket')).toBe(false);
  expect(artProblems({ name: 'Studio Legging', description: 'A hidden waistband pocket for keys.' }, drawnDetails('legging', 0, []))).toEqual([]);
});
