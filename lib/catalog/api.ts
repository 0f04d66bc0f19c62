// The catalog's shop API calls made in the browser (docs/api.md, "Catalog"). Client-safe: takes the ApiClient.
import type { ApiClient } from '../api/client';

export const catalogApi = {
  reviews: (api: ApiClient, itemId: number, page: number) => api.get('reviews', { itemId, page }),
  /** Never cached: the sizes' stock as it is now. */
  stock: (api: ApiClient, itemId: number) => api.get('item/:id/stock', { id: itemId }),
};
