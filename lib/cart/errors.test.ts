import { ApiError, RetryError } from '../api/errors';
import { errorMessage, GENERIC_CART_ERROR } from './errors';

describe('errorMessage', () => {
  it('drops the field prefix of an API message', () => {
    expect(errorMessage(new ApiError(400, ['code: NOPE is not a valid code'], 'x'))).toBe('NOPE is not a valid code');
    expect(errorMessage(new ApiError(409, ['quantity: only 2 left in M'], 'x'))).toBe('Only 2 left in M');
  });
  it('keeps a message without a prefix', () => {
    expect(errorMessage(new ApiError(402, ['Your card was declined'], 'x'))).toBe('Your card was declined');
  });
  it('falls back for network failures and empty answers', () => {
    expect(errorMessage(new RetryError(3, '/api.php/cart', new Error('down')))).toBe(GENERIC_CART_ERROR);
    expect(errorMessage(new ApiError(500, [], 'x'))).toBe(GENERIC_CART_ERROR);
    expect(errorMessage(new Error('boom'), 'Try again')).toBe('Try again');
  });
});
