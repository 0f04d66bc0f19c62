import { computeAmounts, computeAmountsCents } from './amounts';
import type { StoreSettings } from '../settings/store';

const settings = { freeShippingThreshold: 75, standardShippingCost: 6.95, taxRate: 0 } as unknown as StoreSettings;
const line = (cents: number, originalCents = cents) => ({ totalCents: cents, originalTotalCents: originalCents });

test('empty cart is all zero, no shipping', () => {
  expect(computeAmounts([], null, settings)).toEqual({ subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0, savings: 0 });
});

test('standard shipping below the threshold, free at or above it (after the discount)', () => {
  expect(computeAmounts([line(2500)], null, settings)).toMatchObject({ shipping: 6.95, total: 31.95 });
  expect(computeAmounts([line(7500)], null, settings)).toMatchObject({ shipping: 0, total: 75 });
  expect(computeAmounts([line(8000)], { kind: 'percent', value_cents: 10, min_subtotal_cents: 0 }, settings)).toMatchObject({ discount: 8, shipping: 6.95, total: 78.95 });
});

test('amount codes cap at the subtotal; minimums; free-shipping codes', () => {
  expect(computeAmounts([line(300)], { kind: 'amount', value_cents: 500, min_subtotal_cents: 0 }, settings)).toMatchObject({ discount: 3, total: 6.95 });
  expect(computeAmounts([line(5000)], { kind: 'percent', value_cents: 15, min_subtotal_cents: 6000 }, settings)).toMatchObject({ discount: 0 });
  expect(computeAmounts([line(1000)], { kind: 'free_shipping', value_cents: 0, min_subtotal_cents: 0 }, settings)).toMatchObject({ shipping: 0, total: 10 });
});

test('tax on the discounted subtotal, club fee in the total, savings against original prices', () => {
  const taxed = { ...settings, taxRate: 0.08 } as StoreSettings;
  const c = computeAmountsCents([line(8000, 10000)], { kind: 'percent', value_cents: 10, min_subtotal_cents: 0 }, taxed, 49.95);
  expect(c).toEqual({ subtotal: 8000, discount: 800, shipping: 695, tax: 576, club: 4995, total: 7200 + 695 + 576 + 4995, savings: 2800 });
});

test('percent rounding stays in whole cents', () => {
  expect(computeAmounts([line(3333)], { kind: 'percent', value_cents: 15, min_subtotal_cents: 0 }, settings).discount).toBe(5);
});
