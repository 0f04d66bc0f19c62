// Server side of /wishlist (getServerSideProps): the shopper's wishlist, or the way to log in first.
import type { GetServerSidePropsResult } from 'next';
import { wishlistApi } from './api';
import { loginPath } from '../account/nextPath';
import type { Wishlist } from '../account/types';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';

/**
 * GET wishlist with the shopper's cookie; a visitor or an expired session (401) is sent to the
 * login page that comes back to /wishlist. Other failures throw: the error page, not an empty list.
 */
export async function wishlistOrLogin(api: ApiClient, path = '/wishlist'): Promise<{ wishlist: Wishlist } | GetServerSidePropsResult<never>> {
  try {
    return { wishlist: await wishlistApi.list(api) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { redirect: { destination: loginPath(path), permanent: false } };
    throw err;
  }
}
