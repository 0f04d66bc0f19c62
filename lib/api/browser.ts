import { createApiClient, type ApiClient } from './client';
import { OWN_API_BASE } from './shared';

export interface BrowserBrand {
  apiBaseUrl: string;
  host: string;
}

const clients = new Map<string, ApiClient>();

/** The API client used in the browser (cookies travel with same-origin requests). */
export function browserApi(brand: BrowserBrand): ApiClient {
  const key = `${brand.apiBaseUrl}|${brand.host}`;
  let c = clients.get(key);
  if (!c) {
    c = createApiClient({ baseUrl: brand.apiBaseUrl || OWN_API_BASE, host: brand.host });
    clients.set(key, c);
  }
  return c;
}
