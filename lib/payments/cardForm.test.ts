import { ApiError, RetryError } from '../api/errors';
import { ACCOUNT_NETWORK_ERROR } from '../account/errors';
import { cardFormFailure, cardFormTokenizeFields, emptyCardForm, validateCardForm } from './cardForm';

const now = new Date('2030-06-15T12:00:00');
const values = (card: Partial<ReturnType<typeof emptyCardForm>['card']>) => ({ ...emptyCardForm(), card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', ...card } });

test("the checkout's card rules, as Formik errors under card", () => {
  expect(validateCardForm(values({}), now)).toEqual({});
  expect(validateCardForm(emptyCardForm(), now)).toEqual({
    card: { number: 'Enter a valid card number', expiry: 'Enter a valid expiry date', cvc: 'Enter a valid security code' },
  });
  expect(validateCardForm(values({ number: '4242 4242 4242 4241' }), now)).toEqual({ card: { number: 'Enter a valid card number' } });
  expect(validateCardForm(values({ expiry: '05 / 30' }), now)).toEqual({ card: { expiry: 'This card has expired' } });
  expect(validateCardForm(values({ expiry: '13 / 30' }), now)).toEqual({ card: { expiry: 'Enter a valid expiry date' } });
  expect(validateCardForm(values({ expiry: '06 / 30' }), now)).toEqual({});
  // Amex takes a four-digit code.
  expect(validateCardForm(values({ number: '3782 822463 10005', cvc: '1234' }), now)).toEqual({});
  expect(validateCardForm(values({ cvc: '1234' }), now)).toEqual({ card: { cvc: 'Enter a valid security code' } });
});

test('tokenize fields: digits only, a four-digit year, no name', () => {
  expect(cardFormTokenizeFields(values({ cvc: ' 123 ' }))).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: '' });
});

test("the gateway's field errors go on the fields; refusals and the network above the button", () => {
  const tokenize = new ApiError(400, ['number: Enter a valid card number', 'expMonth: Enter a valid expiry date', 'expYear: Enter a valid expiry date'], 'x');
  expect(cardFormFailure(tokenize)).toEqual({ errors: { card: { number: 'Enter a valid card number.', expiry: 'Enter a valid expiry date.' } }, message: null });
  expect(cardFormFailure(new ApiError(400, ['You’ve already saved this card (Visa ending in 4242, expires 12/34).'], 'x'))).toEqual({
    errors: {},
    message: 'You’ve already saved this card (Visa ending in 4242, expires 12/34).',
  });
  expect(cardFormFailure(new ApiError(400, ['token: This card has expired. Please add a card with a later expiry date.'], 'x')).message).toBe(
    'This card has expired. Please add a card with a later expiry date.',
  );
  expect(cardFormFailure(new TypeError('Failed to fetch'))).toEqual({ errors: {}, message: ACCOUNT_NETWORK_ERROR });
  expect(cardFormFailure(new RetryError(3, 'u', new Error('Server error 503'))).message).toMatch(/Something went wrong/);
});
