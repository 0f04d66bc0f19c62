import type { Brand } from '../../brands/types';

export const OWN_API_BASE = '/api.php/';

/**
 * The shop API's session cookie. The proxy and the account pages look for it before asking the API
 * who is logged in (no cookie: a visitor); the API (server/http/session.ts) sets it.
 */
export const SESSION_COOKIE = 'shop_sid';

/**
 * The brand's canonical host (the first of its hosts: BRAND_HOSTS_<BRAND>, else the brand file's):
 * sent as the API's host parameter, and the host of mailed links, canonical URLs, the sitemap and
 * robots.txt.
 */
export function storeHost(brand: Pick<Brand, 'hosts'>): string {
  return brand.hosts[0];
}
