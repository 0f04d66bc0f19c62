import { optionalInt, requireId } from '../http/input';
import type { Fields } from '../http/types';

export const ORDERS_PAGE_SIZE = 10;
/** Far beyond any customer's history; keeps the OFFSET a small number on both databases. */
export const ORDERS_MAX_PAGE = 10_000;

/** GET orders ?page= (default 1): 400 'page: must be a whole number' / 'page: must be between 1 and 10000'. */
export function readOrdersPage(query: Fields): number {
  return optionalInt(query, 'page', 1, ORDERS_MAX_PAGE) ?? 1;
}

/** GET orders/:id: a positive whole number, else 400 'id: invalid ID' (the spec's text). */
export function readOrderId(params: Record<string, string>): number {
  return requireId(params, 'id');
}
