import { createApiClient, type ApiClient } from './client';
import { OWN_API_BASE } from './shared';
import { claimHeaders } from './sessionClaim';
import { fetchTransport } from './transport';
import { answered } from './observe';

export interface BrowserBrand {
  apiBaseUrl: string;
  host: string;
}

const clients = new Map<string, ApiClient>();

/**
 * The API client used in the browser (cookies travel with same-origin requests, and, to the shop's
 * own API, the page load's session claim: lib/api/sessionClaim.ts). Its answers are observed
 * (lib/api/observe.ts): the analytics chunk derives the plan's events from them.
 */
export function browserApi(brand: BrowserBrand): ApiClient {
  const key = `${brand.apiBaseUrl}|${brand.host}`;
  let c = clients.get(key);
  if (!c) {
    c = createApiClient({ baseUrl: brand.apiBaseUrl || OWN_API_BASE, host: brand.host, transport: fetchTransport(undefined, (url) => claimHeaders(url)), onAnswer: answered });
    clients.set(key, c);
  }
  return c;
}
