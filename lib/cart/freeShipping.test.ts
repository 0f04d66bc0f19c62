import { freeShippingProgress } from './freeShipping';

test('counts the subtotal after the discount, as the server does', () => {
  // $77.98 of goods with 10% off ($7.80): $70.18 counts, $4.82 short of $75.
  expect(freeShippingProgress({ subtotal: 77.98, discount: 7.8, shipping: 6.95, threshold: 75 })).toEqual({ unlocked: false, remaining: 4.82, percent: 93 });
});

test('without a discount the distance is threshold minus subtotal', () => {
  expect(freeShippingProgress({ subtotal: 48.99, discount: 0, shipping: 6.95, threshold: 75 })).toEqual({ unlocked: false, remaining: 26.01, percent: 65 });
});

test('unlocked exactly when the server charges no shipping', () => {
  expect(freeShippingProgress({ subtotal: 80, discount: 0, shipping: 0, threshold: 75 })).toEqual({ unlocked: true, remaining: 0, percent: 100 });
  // a free-shipping code unlocks it below the threshold
  expect(freeShippingProgress({ subtotal: 20, discount: 0, shipping: 0, threshold: 75 }).unlocked).toBe(true);
});

test('never says "$0.00 away" or a full bar while shipping is still charged', () => {
  const p = freeShippingProgress({ subtotal: 75, discount: 0, shipping: 6.95, threshold: 75 });
  expect(p.unlocked).toBe(false);
  expect(p.remaining).toBe(0.01);
  expect(p.percent).toBe(99);
});

test('a discount larger than the subtotal counts as nothing', () => {
  expect(freeShippingProgress({ subtotal: 10, discount: 15, shipping: 6.95, threshold: 75 })).toEqual({ unlocked: false, remaining: 75, percent: 0 });
});
