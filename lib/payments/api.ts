// The shop API's saved payment method calls (contract: docs/api.md, server/payments/savedCardRoutes.ts).
// Client-safe: takes the ApiClient, so the browser passes useShopApi() and the server serverApi(…).
import type { ApiClient } from '../api/client';

export const paymentMethodsApi = {
  list: (api: ApiClient) => api.get('payment-methods'),
  /** The card's number and CVC go to the gateway here, never to payment-method/add. */
  tokenize: (api: ApiClient, fields: Record<string, string | number>) => api.post('payments/tokenize', fields),
  /** A Stripe brand: a SetupIntent for the card the Payment Element is about to confirm. */
  setup: (api: ApiClient) => api.post('payment-method/setup'),
  add: (api: ApiClient, token: string, makeDefault: boolean) => api.post('payment-method/add', { token, makeDefault: makeDefault || undefined }),
  makeDefault: (api: ApiClient, id: number) => api.post('payment-method/default', { id }),
  remove: (api: ApiClient, id: number) => api.post('payment-method/delete', { id }),
};
