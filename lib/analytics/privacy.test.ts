import { limitedDataUse } from './privacy';

test('limited data use: the do-not-sell cookie or Global Privacy Control', () => {
  expect(limitedDataUse({ cookie: '' })).toBe(false);
  expect(limitedDataUse({ cookie: 'a=1; do_not_sell=1' })).toBe(true);
  expect(limitedDataUse({ cookie: 'do_not_sell=0' })).toBe(false);
  expect(limitedDataUse({ cookie: 'x_do_not_sell=1' })).toBe(false);
  expect(limitedDataUse({ cookie: '', globalPrivacyControl: true })).toBe(true);
  expect(limitedDataUse({ cookie: '', globalPrivacyControl: false })).toBe(false);
  expect(limitedDataUse({ cookie: '', globalPrivacyControl: 'true' })).toBe(false);
});
