import { brandById } from '../../../../brands';
import { shopFactsOf } from '../index';

test('the spec facts per brand: categories, offer prices, promo codes', () => {
  const pf = shopFactsOf(brandById('pf'));
  const ckb = shopFactsOf(brandById('ckb'));
  expect(pf.categories.map((c) => c.name)).toEqual([
    'Matching Sets', 'Leggings', 'Crops', 'Shorts & Skorts', 'Flares', 'Joggers', 'Tops', 'Dresses', 'Outerwear',
    'Only Black Styles', 'Sleep', 'Accessories', "What's New",
  ]);
  expect(ckb.categories.map((c) => c.name)).toEqual([
    'Cheekies', 'Bikinis', 'Briefs', 'Thongs', 'Boyshorts', 'High-Waisted Cheekies', 'Matching Sets', 'No-Show Bras', 'Sleep', "What's New",
  ]);
  expect(pf.offerPrice).toBe(29.99);
  expect(ckb.offerPrice).toBe(24.99);
  for (const code of ['10First', 'First15', 'Lock5']) {
    expect(pf.promoCodes.map((p) => p.code)).toContain(code);
    expect(ckb.promoCodes.map((p) => p.code)).toContain(code);
  }
  expect(pf.promoCodes.map((p) => p.code)).toContain('J1V5GPF');
  expect(ckb.promoCodes.map((p) => p.code)).toContain('WB10VIP');
});

test('each main brand has its gift', () => {
  const kinds = (id: string) => shopFactsOf(brandById(id)).freeGifts.map((g) => g.kind);
  expect(kinds('pf')).toEqual(['free-leggings']);
  expect(kinds('ckb')).toEqual(['free-underwear']);
  expect(kinds('hb')).toEqual([]);
});
