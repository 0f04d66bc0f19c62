// The shop API's saved payment method calls (contract: docs/api.md, server/payments/savedCardRoutes.ts).
// Client-safe: takes the ApiClient, so the browser passes browserApi(brand) and the server serverApi(…).
import type { ApiClient } from '../api/client';
import type { PaymentMethodAdded, PaymentMethods, TokenizedCard } from './types';

export const paymentMethodsApi = {
  list: (api: ApiClient) => api.get<PaymentMethods>('payment-methods'),
  /** The card's number and CVC go to the gateway here, never to payment-method/add. */
  tokenize: (api: ApiClient, fields: Record<string, string | number>) => api.post<TokenizedCard>('payments/tokenize', fields),
  add: (api: ApiClient, token: string, makeDefault: boolean) => api.post<PaymentMethodAdded>('payment-method/add', { token, makeDefault: makeDefault || undefined }),
  makeDefault: (api: ApiClient, id: number) => api.post<PaymentMethods>('payment-method/default', { id }),
  remove: (api: ApiClient, id: number) => api.post<PaymentMethods>('payment-method/delete', { id }),
};
