import { ApiError, RetryError } from '../api/errors';
import { loadOrLogin } from './orLogin';

const rejecting = (err: unknown) => () => Promise.reject(err);

test('the loaded value under its key', async () => {
  expect(await loadOrLogin('book', '/addresses', async () => ({ addresses: [] }))).toEqual({ props: { book: { addresses: [] } } });
});

test('a 401 is the login page that comes back to the path, query string kept', async () => {
  expect(await loadOrLogin('x', '/orders?page=2', rejecting(new ApiError(401, ['Please log in to continue.'], '')))).toEqual({
    redirect: { destination: '/login?next=/orders%3Fpage%3D2', permanent: false },
  });
});

test('only the statuses given are the 404 page; every other failure throws', async () => {
  expect(await loadOrLogin('x', '/p', rejecting(new ApiError(404, ['x'], '')), [404, 400])).toEqual({ notFound: true });
  expect(await loadOrLogin('x', '/p', rejecting(new ApiError(400, ['x'], '')), [404, 400])).toEqual({ notFound: true });
  await expect(loadOrLogin('x', '/p', rejecting(new ApiError(404, ['x'], '')))).rejects.toBeInstanceOf(ApiError);
  await expect(loadOrLogin('x', '/p', rejecting(new ApiError(403, ['x'], '')), [404])).rejects.toBeInstanceOf(ApiError);
  await expect(loadOrLogin('x', '/p', rejecting(new RetryError(3, 'x', null)), [404])).rejects.toBeInstanceOf(RetryError);
});
