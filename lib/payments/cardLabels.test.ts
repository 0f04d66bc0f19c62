import { cardBrandName, cardEnding, cardLabel, expiryLabel } from './cardLabels';
import { CARD_TYPES } from '../validation/card';

test('every card type the checkout detects has a name; an unknown one is a card', () => {
  for (const type of CARD_TYPES) expect(cardBrandName(type)).not.toBe('Card');
  expect(cardBrandName('amex')).toBe('American Express');
  expect(cardBrandName('weird')).toBe('Card');
  expect(cardBrandName(null)).toBe('Card');
});

test('expiry as MM/YY; labels tell cards apart', () => {
  expect(expiryLabel(3, 2031)).toBe('03/31');
  expect(expiryLabel(12, 2100)).toBe('12/00');
  const visa = { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 };
  expect(cardEnding(visa)).toBe('Visa ending in 4242');
  expect(cardLabel(visa)).toBe('Visa ending in 4242, expires 01/30');
});
