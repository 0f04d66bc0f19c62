// Server side of the order pages (getServerSideProps): the customer's orders with the shopper's cookie.
import type { ApiClient } from '../api/client';
import { accountApi } from '../account/api';
import { loadOrLogin, type PropsOrLogin } from '../account/orLogin';
import type { OrderDetail, OrderHistory } from '../account/types';
import type { ReturnOptions } from './returns';
import { returnsApi } from './returnsApi';

/** An order that is not this customer's (404) or a malformed id (400) is the 404 page (see loadOrLogin). */
const NOT_FOUND = [404, 400];

/** ?page= of /orders: 1 when absent; null when it is not a page number (the page answers 404). */
export function requestedPage(raw: string | string[] | undefined): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/** /orders?page=N: one page of the order history. A page past the last one is a 404 (page 1 never is). */
export async function historyOrLogin(api: ApiClient, page: number): Promise<PropsOrLogin<{ history: OrderHistory }>> {
  const result = await loadOrLogin('history', page > 1 ? `/orders?page=${page}` : '/orders', () => accountApi.orders(api, page), NOT_FOUND);
  if ('props' in result && page > 1 && page > result.props.history.pageCount) return { notFound: true };
  return result;
}

/** /orders/<id>: the order, the login redirect, or the 404 page. */
export function orderOrLogin(api: ApiClient, id: string): Promise<PropsOrLogin<{ order: OrderDetail }>> {
  return loadOrLogin('order', `/orders/${encodeURIComponent(id)}`, () => accountApi.order(api, id), NOT_FOUND);
}

/** /orders/<id> with its returns (what can be sent back, the returns so far); returns null when they could not be read. */
export async function orderPageOrLogin(api: ApiClient, id: string): Promise<PropsOrLogin<{ order: OrderDetail; returns: ReturnOptions | null }>> {
  const result = await orderOrLogin(api, id);
  if (!('props' in result)) return result;
  const returns = await returnsApi.options(api, result.props.order.id).catch(() => null);
  return { props: { ...result.props, returns } };
}

/** /orders/<id>/return: the order's return options, the login redirect, or the 404 page. */
export function returnOptionsOrLogin(api: ApiClient, id: string): Promise<PropsOrLogin<{ options: ReturnOptions }>> {
  return loadOrLogin('options', `/orders/${encodeURIComponent(id)}/return`, () => returnsApi.options(api, id), NOT_FOUND);
}
