import { FREE_GIFT_MIN_SUBTOTAL_CENTS, giftKindForBrand, isGiftEligible } from './freeGift';

test('each main brand has its gift', () => {
  expect(giftKindForBrand('pf')).toBe('free-leggings');
  expect(giftKindForBrand('ckb')).toBe('free-underwear');
  expect(giftKindForBrand('hb')).toBeNull();
});

test('eligible at the minimum paid subtotal or with the club; never for another brand or an empty cart', () => {
  const base = { brandId: 'pf', kind: 'free-leggings' as const, club: false };
  expect(isGiftEligible({ ...base, paidSubtotalCents: FREE_GIFT_MIN_SUBTOTAL_CENTS - 1 })).toBe(false);
  expect(isGiftEligible({ ...base, paidSubtotalCents: FREE_GIFT_MIN_SUBTOTAL_CENTS })).toBe(true);
  expect(isGiftEligible({ ...base, paidSubtotalCents: 100, club: true })).toBe(true);
  expect(isGiftEligible({ ...base, paidSubtotalCents: 0, club: true })).toBe(false);
  expect(isGiftEligible({ ...base, kind: 'free-underwear', paidSubtotalCents: 10000 })).toBe(false);
});
