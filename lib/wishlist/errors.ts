import { ApiError } from '../api/errors';

export const WISHLIST_ERROR = 'Sorry, we could not update your wishlist. Please try again.';

/** A failed wishlist call as one sentence for the shopper: the API's own words for a 4xx, else a generic line. */
export function wishlistErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status < 500 && err.messages.length) return err.messages.map((m) => m.replace(/^[a-zA-Z]+: /, '')).join(' ');
  return WISHLIST_ERROR;
}
