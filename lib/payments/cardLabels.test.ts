import { cardBrandName, cardEnding, cardLabel, expiryLabel, offerChargeNote } from './cardLabels';
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

test('after a Pay in 4 order a post-purchase offer says it is charged in full; after an order paid in full it says nothing more', () => {
  expect(offerChargeNote({ brand: 'visa', last4: '4242', method: 'afterpay' })).toBe('Charged in full today to Visa ending in 4242, not in installments like your order.');
  expect(offerChargeNote({ brand: 'visa', last4: '4242', method: 'card' })).toBeNull();
  expect(offerChargeNote({ brand: 'visa', last4: '4242' })).toBeNull();
});
