// The shop API's wishlist calls (contract: server/accounts/wishlistRoutes.ts, docs/api.md "Wishlist").
import type { ApiClient } from '../api/client';
import type { Wishlist, WishlistChange } from '../account/types';

export const wishlistApi = {
  list: (api: ApiClient) => api.get<Wishlist>('wishlist'),
  add: (api: ApiClient, itemId: number) => api.post<WishlistChange>('wishlist/add', { itemId }),
  remove: (api: ApiClient, itemId: number) => api.post<WishlistChange>('wishlist/remove', { itemId }),
};
