import { brandById, brandClaimingHost, findBrandByHost, normalizeHost } from '../../brands';
import type { Brand } from '../../brands/types';
import { badRequest } from './errors';

/**
 * The brand a shop API request is for: the `brand` (id) or `host` query parameter names it, and
 * without either the Host header does. When the query names one brand while the Host header is
 * another brand's own host, the request is refused (400): a cache in front that keys on the Host
 * header and the path would otherwise keep one brand's answer under another brand's host. A Host
 * header no brand claims (loopback, an internal address, the domain of a brand's own API service)
 * names no brand and never conflicts.
 */
export function requestBrand(query: Record<string, string | undefined>, hostHeader: string | undefined): Brand {
  const hostParam = query.host;
  let brand: Brand | null;
  let named: string;
  if (query.brand) {
    brand = safeBrandById(query.brand);
    named = 'brand';
  } else {
    brand = findBrandByHost(hostParam ?? hostHeader);
    if (!brand) throw badRequest(hostParam ?? hostHeader ? 'host: Unknown host' : 'host: is required');
    named = hostParam !== undefined ? 'host' : '';
  }
  const headerBrand = named ? brandClaimingHost(hostHeader) : null;
  if (headerBrand && headerBrand !== brand) {
    const value = named === 'brand' ? brand.id : normalizeHost(hostParam ?? '');
    throw badRequest(`${named}: ${value} is ${brand.storeName}, but this request was sent to ${normalizeHost(hostHeader ?? '')} (${headerBrand.storeName}): ask each store's API on the store's own host`);
  }
  return brand;
}

function safeBrandById(id: string): Brand {
  try {
    return brandById(id);
  } catch {
    throw badRequest('brand: Unknown project');
  }
}

/** The brand's id for the request log, or undefined when the request names none (or two). */
export function requestBrandId(query: Record<string, string | undefined>, hostHeader: string | undefined): string | undefined {
  try {
    return requestBrand(query, hostHeader).id;
  } catch {
    return undefined;
  }
}
