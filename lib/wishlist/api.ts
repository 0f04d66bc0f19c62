// The shop API's wishlist calls (answer types: lib/api/contract.ts; docs/api.md "Wishlist").
import type { ApiClient } from '../api/client';

export const wishlistApi = {
  list: (api: ApiClient) => api.get('wishlist'),
  add: (api: ApiClient, itemId: number) => api.post('wishlist/add', { itemId }),
  remove: (api: ApiClient, itemId: number) => api.post('wishlist/remove', { itemId }),
};
