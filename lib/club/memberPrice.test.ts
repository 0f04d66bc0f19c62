import { memberPriceOf, shownPrice } from './memberPrice';

const tee = { price: 29.99, originalPrice: null, clubPrice: 23.99 };

test('a member price below the list price is struck against the list price', () => {
  expect(memberPriceOf(tee)).toEqual({ price: 23.99, originalPrice: 29.99 });
});

test('an item on sale strikes the member price against its original price', () => {
  expect(memberPriceOf({ price: 29.99, originalPrice: 39.99, clubPrice: 23.99 })).toEqual({ price: 23.99, originalPrice: 39.99 });
});

test('no club price, or one not below the list price, is no member price', () => {
  expect(memberPriceOf({ ...tee, clubPrice: null })).toBeNull();
  expect(memberPriceOf({ ...tee, clubPrice: 29.99 })).toBeNull();
});

test('the shown price is the member price only while the cart gives member prices', () => {
  expect(shownPrice(tee, true)).toEqual({ price: 23.99, originalPrice: 29.99 });
  expect(shownPrice(tee, false)).toEqual({ price: 29.99, originalPrice: null });
  expect(shownPrice({ ...tee, clubPrice: null }, true)).toEqual({ price: 29.99, originalPrice: null });
});
