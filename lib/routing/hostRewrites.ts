import type { Brand } from '../../brands/types';

/** Host names that serve the default brand when no brand claims them (a bare dev server). */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

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

export function hostsOf(brand: Brand, defaultBrandId: string): string[] {
  return [...brand.hosts, ...brand.devHosts, ...(brand.id === defaultBrandId ? LOCAL_HOSTS : [])];
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
      { source: '/', has, destination: `/_brand/${brand.id}` },
      { source: pagePath, has, destination: `/_brand/${brand.id}/:path` },
    ];
  });
  const allHosts = brands.flatMap((b) => hostsOf(b, defaultBrandId));
  const missing = [{ type: 'host' as const, value: hostPattern(allHosts) }];
  const fallback = ['/', '/:path+'].map((source) => ({ source, missing, destination: '/unknown-host' }));
  return { beforeFiles, fallback };
}
