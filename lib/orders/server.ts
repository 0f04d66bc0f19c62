// Server side of the order pages (getServerSideProps): the customer's orders with the shopper's cookie.
import type { GetServerSidePropsResult } from 'next';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { accountApi } from '../account/api';
import { loginPath } from '../account/nextPath';
import type { OrderDetail, OrderHistory } from '../account/types';

type Loaded<K extends string, T> = { [key in K]: T };

/**
 * What the page shows, or where it goes instead: a visitor or an expired session (401) to the login
 * page that comes back to `path`; an order that is not this customer's (404) or a malformed one
 * (400) to the 404 page. Other failures throw: the shopper gets the error page, not an empty list.
 */
async function orRedirect<K extends string, T>(key: K, path: string, load: () => Promise<T>): Promise<Loaded<K, T> | GetServerSidePropsResult<never>> {
  try {
    return { [key]: await load() } as Loaded<K, T>;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { redirect: { destination: loginPath(path), permanent: false } };
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return { notFound: true };
    throw err;
  }
}

/** ?page= of /orders: 1 when absent; null when it is not a page number (the page answers 404). */
export function requestedPage(raw: string | string[] | undefined): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/** /orders?page=N: one page of the order history. A page past the last one is a 404 (page 1 never is). */
export async function historyOrLogin(api: ApiClient, page: number): Promise<{ history: OrderHistory } | GetServerSidePropsResult<never>> {
  const result = await orRedirect('history', page > 1 ? `/orders?page=${page}` : '/orders', () => accountApi.orders(api, page));
  if ('history' in result && page > 1 && page > result.history.pageCount) return { notFound: true };
  return result;
}

/** /orders/<id>: the order, the login redirect, or the 404 page. */
export function orderOrLogin(api: ApiClient, id: string): Promise<{ order: OrderDetail } | GetServerSidePropsResult<never>> {
  return orRedirect('order', `/orders/${encodeURIComponent(id)}`, () => accountApi.order(api, id));
}
