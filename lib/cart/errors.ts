import { ApiError } from '../api/errors';

export const GENERIC_CART_ERROR = 'Something went wrong. Please try again.';

/**
 * A message a shopper can read from a failed call: the API's first message without its field
 * prefix ('code: X is not a valid code' → 'X is not a valid code'); network failures get a
 * generic sentence.
 */
export function errorMessage(err: unknown, fallback = GENERIC_CART_ERROR): string {
  if (err instanceof ApiError && err.messages.length) {
    const first = err.messages[0].replace(/^[A-Za-z][\w.]*:\s+/, '').trim();
    return first ? first.charAt(0).toUpperCase() + first.slice(1) : fallback;
  }
  return fallback;
}
