// The shop API's search calls. Client-safe: takes the ApiClient, so the browser passes
// useShopApi() and the server serverApi(brand, req, res).
import type { ApiClient } from '../api/client';
import type { ListingQuery } from '../catalog/query';
import { listingParams } from '../catalog/query';

export const searchApi = {
  /** Results with facets for `q`, filtered, sorted and paged as a category listing. */
  search: (api: ApiClient, q: string, listing: Partial<ListingQuery> = {}) => api.get('search', { q, ...listingParams(listing) }),
  /** Suggestions while typing; an aborted signal cancels the request (the shopper typed on). */
  suggest: (api: ApiClient, q: string, signal?: AbortSignal) => api.get('search/suggest', { q }, { signal, retries: 0, timeoutMs: 5_000 }),
};
