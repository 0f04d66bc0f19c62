import type { StoreSettings } from '../settings/store';
import { checkPaymentMethod } from './methods';

const settings = { afterpay: true, afterpayMin: 35, afterpayMax: 1000, stripeJsApplePay: false } as unknown as StoreSettings;

test('cards always; instalments only within afterpayMin..afterpayMax', () => {
  expect(checkPaymentMethod('card', settings, 100)).toBe(1);
  expect(checkPaymentMethod('afterpay', settings, 3500)).toBe(4);
  expect(checkPaymentMethod('afterpay', settings, 100000)).toBe(4);
  expect(() => checkPaymentMethod('afterpay', settings, 3499)).toThrow(/paymentMethod: installments/);
  expect(() => checkPaymentMethod('afterpay', settings, 100001)).toThrow(/paymentMethod/);
  expect(() => checkPaymentMethod('afterpay', { ...settings, afterpay: false } as StoreSettings, 5000)).toThrow(/paymentMethod/);
});

test('wallet only when the brand enables it', () => {
  expect(() => checkPaymentMethod('wallet', settings, 5000)).toThrow(/wallet/);
  expect(checkPaymentMethod('wallet', { ...settings, stripeJsApplePay: true } as StoreSettings, 5000)).toBe(1);
});
