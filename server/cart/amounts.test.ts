import { computeAmounts, computeAmountsCents, discountedLineCents, withTax } from './amounts';
import type { ShippingMethod } from '../../lib/shipping/zones';

const settings: ShippingMethod = { id: 'standard', name: 'Standard', freeOver: 75, price: 6.95 };
const line = (cents: number, originalCents = cents) => ({ totalCents: cents, originalTotalCents: originalCents });

test('empty cart is all zero, no shipping', () => {
  expect(computeAmounts([], null, settings)).toEqual({ subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0, savings: 0 });
});

test('standard shipping below the threshold, free at or above it (after the discount)', () => {
  expect(computeAmounts([line(2500)], null, settings)).toMatchObject({ shipping: 6.95, total: 31.95 });
  expect(computeAmounts([line(7500)], null, settings)).toMatchObject({ shipping: 0, total: 75 });
  expect(computeAmounts([line(8000)], { kind: 'percent', value_cents: 0, percent_off: 10, min_subtotal_cents: 0 }, settings)).toMatchObject({ discount: 8, shipping: 6.95, total: 78.95 });
});

test('amount codes cap at the subtotal; minimums; free-shipping codes', () => {
  expect(computeAmounts([line(300)], { kind: 'amount', value_cents: 500, percent_off: 0, min_subtotal_cents: 0 }, settings)).toMatchObject({ discount: 3, total: 6.95 });
  expect(computeAmounts([line(5000)], { kind: 'percent', value_cents: 0, percent_off: 15, min_subtotal_cents: 6000 }, settings)).toMatchObject({ discount: 0 });
  expect(computeAmounts([line(1000)], { kind: 'free_shipping', value_cents: 0, percent_off: 0, min_subtotal_cents: 0 }, settings)).toMatchObject({ shipping: 0, total: 10 });
});

test('quoted tax is added to the total; club fee in the total, savings against original prices', () => {
  const c = computeAmountsCents([line(8000, 10000)], { kind: 'percent', value_cents: 0, percent_off: 10, min_subtotal_cents: 0 }, settings, 49.95);
  expect(c).toEqual({ subtotal: 8000, multiBuy: 0, discount: 800, shipping: 695, tax: 0, club: 4995, total: 7200 + 695 + 4995, savings: 2800 });
  expect(withTax(c, 576)).toEqual({ ...c, tax: 576, total: 7200 + 695 + 576 + 4995 });
});

test('a multi-buy saving comes off first; a code then applies to what is left, its minimum included; shipping after both', () => {
  const fiveCheekies = [line(8895)];
  const tenPercent = { kind: 'percent', value_cents: 0, percent_off: 10, min_subtotal_cents: 0 };
  expect(computeAmountsCents(fiveCheekies, null, settings, 0, 3895)).toMatchObject({
    subtotal: 8895, multiBuy: 3895, discount: 0, shipping: 695, total: 5000 + 695, savings: 3895,
  });
  expect(computeAmountsCents(fiveCheekies, tenPercent, settings, 0, 3895)).toMatchObject({ discount: 500, total: 4500 + 695, savings: 4395 });
  expect(computeAmountsCents(fiveCheekies, { ...tenPercent, min_subtotal_cents: 6000 }, settings, 0, 3895)).toMatchObject({ discount: 0 });
  // Never more than the subtotal.
  expect(computeAmountsCents([line(1000)], null, settings, 0, 5000)).toMatchObject({ multiBuy: 1000, total: 695 });
});

test('a zone method with no free threshold always charges; another zone has its own threshold', () => {
  expect(computeAmounts([line(50000)], null, { ...settings, freeOver: null })).toMatchObject({ shipping: 6.95 });
  const canada: ShippingMethod = { id: 'ca', name: 'Canada', price: 14.95, freeOver: 150 };
  expect(computeAmounts([line(10000)], null, canada)).toMatchObject({ shipping: 14.95, total: 114.95 });
  expect(computeAmounts([line(15000)], null, canada)).toMatchObject({ shipping: 0 });
});

test('the discount is spread over the lines in proportion, the shares adding up to subtotal − discount', () => {
  expect(discountedLineCents([line(3000), line(1000)], 0)).toEqual([3000, 1000]);
  expect(discountedLineCents([line(3000), line(1000)], 400)).toEqual([2700, 900]);
  const shares = discountedLineCents([line(999), line(999), line(999)], 100);
  expect(shares.reduce((a, b) => a + b, 0)).toBe(2997 - 100);
});

test('percent rounding stays in whole cents', () => {
  expect(computeAmounts([line(3333)], { kind: 'percent', value_cents: 0, percent_off: 15, min_subtotal_cents: 0 }, settings).discount).toBe(5);
});

test('only what ships pays shipping: digital goods alone ship nothing; beside a physical item shipping is as usual', () => {
  const digital = { ...line(1000), digital: true };
  expect(computeAmountsCents([digital], null, settings).shipping).toBe(0);
  expect(computeAmountsCents([line(1000), digital], null, settings).shipping).toBe(695);
});
