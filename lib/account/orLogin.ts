// What a protected page's getServerSideProps loads, or where the shopper goes instead.
import type { Redirect } from 'next';
import { ApiError } from '../api/errors';
import { loginPath } from './loginPath';

export type Loaded<K extends string, T> = { [key in K]: T };

/** A protected page's getServerSideProps answer: its props, or the login redirect, or the 404 page. */
export type PropsOrLogin<P> = { props: P } | { redirect: Redirect } | { notFound: true };

/**
 * `{ props: { [key]: await load() } }`, or where the page goes instead: a visitor or an expired session (401)
 * to the login page that comes back to `path`; an answer whose status is in `notFound` to the 404
 * page. Other failures throw: the shopper gets the error page rather than a page that looks empty.
 */
export async function loadOrLogin<K extends string, T>(
  key: K,
  path: string,
  load: () => Promise<T>,
  notFound: readonly number[] = [],
): Promise<PropsOrLogin<Loaded<K, T>>> {
  try {
    return { props: { [key]: await load() } as Loaded<K, T> };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { redirect: { destination: loginPath(path), permanent: false } };
    if (err instanceof ApiError && notFound.includes(err.status)) return { notFound: true };
    throw err;
  }
}
