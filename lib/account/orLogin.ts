// What a protected page's getServerSideProps loads, or where the shopper goes instead.
import type { GetServerSidePropsResult } from 'next';
import { ApiError } from '../api/errors';
import { loginPath } from './nextPath';

export type Loaded<K extends string, T> = { [key in K]: T };

/**
 * `{ [key]: await load() }`, or where the page goes instead: a visitor or an expired session (401)
 * to the login page that comes back to `path`; an answer whose status is in `notFound` to the 404
 * page. Other failures throw: the shopper gets the error page rather than a page that looks empty.
 */
export async function loadOrLogin<K extends string, T>(
  key: K,
  path: string,
  load: () => Promise<T>,
  notFound: readonly number[] = [],
): Promise<Loaded<K, T> | GetServerSidePropsResult<never>> {
  try {
    return { [key]: await load() } as Loaded<K, T>;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { redirect: { destination: loginPath(path), permanent: false } };
    if (err instanceof ApiError && notFound.includes(err.status)) return { notFound: true };
    throw err;
  }
}
