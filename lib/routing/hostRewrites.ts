import { hostNamesOf, LOCAL_HOSTS } from '../../brands';
import type { Brand } from '../../brands/types';
import { brandRoot } from './brandPath';

/** First path segments that are never brand pages: framework assets, APIs, media, public files. */
export const NON_PAGE_PREFIXES = ['_next/', '_brand', 'api/', 'api.php', 'media/', 'brands/', 'content/', 'healthz', 'unknown-host', 'favicon.ico'];

interface HostCondition {
  type: 'host';
  value: string;
}

export interface HostRewrite {
  source: string;
  destination: string;
  has?: HostCondition[];
  missing?: HostCondition[];
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Next matches a `has` host value as a whole-string regular expression against the host name (no port). */
export function hostPattern(hosts: readonly string[]): string {
  return `(?:${hosts.map(escapeRegExp).join('|')})`;
}

/** Next cuts the Host header at its first ':' before matching, so IPv6 literals can never match. */
const MATCHABLE_LOCAL_HOSTS = LOCAL_HOSTS.filter((h) => !h.includes(':'));

export function hostsOf(brand: Brand, defaultBrandId: string): string[] {
  return [...hostNamesOf(brand), ...(brand.id === defaultBrandId ? MATCHABLE_LOCAL_HOSTS : [])];
}

/**
 * Host-based brand routing as framework rewrites: `/{path}` on a brand's host is served by
 * `/_brand/{id}/{path}`. Next applies these in its router (and in the browser for client-side
 * navigation) without starting the proxy, which measured at about a third of a trivial page's
 * cost per request. Hosts no brand claims fall back to the 'Unknown host' page.
 */
export function brandRewrites(brands: readonly Brand[], defaultBrandId: string): { beforeFiles: HostRewrite[]; fallback: HostRewrite[] } {
  const pagePath = `/:path((?!${NON_PAGE_PREFIXES.map(escapeRegExp).join('|')}).+)`;
  const beforeFiles = brands.flatMap((brand) => {
    const has = [{ type: 'host' as const, value: hostPattern(hostsOf(brand, defaultBrandId)) }];
    return [
      { source: '/', has, destination: brandRoot(brand.id) },
      { source: pagePath, has, destination: `${brandRoot(brand.id)}/:path` },
    ];
  });
  const allHosts = brands.flatMap((b) => hostsOf(b, defaultBrandId));
  const missing = [{ type: 'host' as const, value: hostPattern(allHosts) }];
  const fallback = ['/', '/:path+'].map((source) => ({ source, missing, destination: '/unknown-host' }));
  return { beforeFiles, fallback };
}
