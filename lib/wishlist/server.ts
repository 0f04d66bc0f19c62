// Server side of /wishlist (getServerSideProps): the shopper's wishlist, or the way to log in first.
import { wishlistApi } from './api';
import { loadOrLogin, type PropsOrLogin } from '../account/orLogin';
import type { Wishlist } from '../account/types';
import type { ApiClient } from '../api/client';

/**
 * GET wishlist with the shopper's cookie; a visitor or an expired session (401) is sent to the
 * login page that comes back to /wishlist. Other failures throw: the error page, not an empty list.
 */
export function wishlistOrLogin(api: ApiClient, path = '/wishlist'): Promise<PropsOrLogin<{ wishlist: Wishlist }>> {
  return loadOrLogin('wishlist', path, () => wishlistApi.list(api));
}
