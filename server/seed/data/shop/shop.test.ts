import { BRANDS, brandById } from '../../../../brands';
import { seedDataFor, shopFactsOf } from '../index';
import { FREE_GIFT_KINDS, GIFT_TIER_FLAG } from '../../../cart/freeGift';

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

test('each brand’s gift rules are the kinds its gift-tier flags run (server/cart/freeGift.ts GIFT_TIER_FLAG)', () => {
  for (const brand of BRANDS) {
    const seed = seedDataFor(brand);
    const flagged = FREE_GIFT_KINDS.filter((kind) => seed[GIFT_TIER_FLAG[kind]]);
    expect([brand.id, shopFactsOf(brand).freeGifts.map((g) => g.kind).sort()]).toEqual([brand.id, [...flagged].sort()]);
  }
});

test('each main brand has its gift', () => {
  const kinds = (id: string) => shopFactsOf(brandById(id)).freeGifts.map((g) => g.kind);
  expect(kinds('pf')).toEqual(['free-leggings']);
  expect(kinds('ckb')).toEqual(['free-underwear']);
  expect(kinds('hb')).toEqual([]);
});
