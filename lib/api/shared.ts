import type { Brand } from '../../brands/types';

export const OWN_API_BASE = '/api.php/';

/** The store host name sent as the API's host parameter. */
export function storeHost(brand: Pick<Brand, 'hosts'>): string {
  return brand.hosts[0];
}
