// The order tracker's shop API call (docs/api.md, "Order tracking"). Client-safe: takes the ApiClient.
import type { ApiClient } from '../api/client';

export const ordersApi = {
  /** One order's tracking events; 404 when the number and email do not match an order. */
  track: (api: ApiClient, order: string, email: string) => api.get('tracking', { order: order.trim(), email: email.trim() }, { retries: 0 }),
};
