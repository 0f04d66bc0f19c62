import { FREE_GIFT_MIN_SUBTOTAL_CENTS, isGiftEligible, type GiftRule } from './freeGift';

// Which brand offers which gift is shop data: server/seed/data/shop/shop.test.ts and tests/integration/seed.test.ts.
test('eligible at the minimum paid subtotal or with the club; never for a gift the brand does not offer or an empty cart', () => {
  const leggings: GiftRule = { kind: 'free-leggings', categorySlugs: ['leggings'] };
  const base = { rule: leggings, club: false };
  expect(isGiftEligible({ ...base, paidSubtotalCents: FREE_GIFT_MIN_SUBTOTAL_CENTS - 1 })).toBe(false);
  expect(isGiftEligible({ ...base, paidSubtotalCents: FREE_GIFT_MIN_SUBTOTAL_CENTS })).toBe(true);
  expect(isGiftEligible({ ...base, paidSubtotalCents: 100, club: true })).toBe(true);
  expect(isGiftEligible({ ...base, paidSubtotalCents: 0, club: true })).toBe(false);
  expect(isGiftEligible({ ...base, rule: null, paidSubtotalCents: 10000 })).toBe(false);
});
