import { ApiError, RetryError } from '../api/errors';
import type { ApiClient } from '../api/client';
import { wishlistOrLogin } from './server';

const apiAnswering = (answer: () => Promise<unknown>) => ({ get: jest.fn(answer), post: jest.fn() }) as unknown as ApiClient;

test('the wishlist for a logged-in shopper', async () => {
  const wishlist = { items: [], max: 200 };
  expect(await wishlistOrLogin(apiAnswering(async () => wishlist))).toEqual({ props: { wishlist } });
});

test('a 401 is the login page that comes back to /wishlist', async () => {
  const api = apiAnswering(() => Promise.reject(new ApiError(401, ['Please log in to use your wishlist.'], '')));
  expect(await wishlistOrLogin(api)).toEqual({ redirect: { destination: '/login?next=/wishlist', permanent: false } });
});

test('other failures throw (the error page, not an empty wishlist)', async () => {
  await expect(wishlistOrLogin(apiAnswering(() => Promise.reject(new RetryError(3, 'wishlist', null))))).rejects.toBeInstanceOf(RetryError);
  await expect(wishlistOrLogin(apiAnswering(() => Promise.reject(new ApiError(404, ['x'], ''))))).rejects.toBeInstanceOf(ApiError);
});
