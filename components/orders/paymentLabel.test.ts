import { paymentLabel } from './paymentLabel';

test('a card by brand and last four digits; Pay in 4 and wallets say so', () => {
  expect(paymentLabel({ brand: 'visa', last4: '4242', method: 'card' })).toBe('Visa ending in 4242');
  expect(paymentLabel({ brand: 'amex', last4: '0005', method: 'wallet' })).toBe('American Express ending in 0005 (wallet)');
  expect(paymentLabel({ brand: '', last4: '', method: 'afterpay' })).toBe('Pay in 4');
  expect(paymentLabel({ brand: 'visa', last4: '4242', method: 'afterpay' })).toBe('Pay in 4 on Visa ending in 4242');
  expect(paymentLabel({ brand: 'weird', last4: '', method: 'card' })).toBe('Card');
});
