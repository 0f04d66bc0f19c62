import { freeShippingLine, thresholdCopy } from './freeShippingCopy';

test('the threshold is stated as the amount it starts at: an order of exactly that amount ships free', () => {
  expect(freeShippingLine(75)).toBe('Free shipping on orders of $75 or more');
  expect(thresholdCopy(100)).toBe('$100 or more');
  expect(thresholdCopy(49.5)).toBe('$49.50 or more');
});
