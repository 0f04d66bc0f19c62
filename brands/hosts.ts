import type { Brand } from './types';

/**
 * A brand's production host names can come from the environment, so a staging, QA or new domain
 * needs no source change and no rebuild: BRAND_HOSTS_<BRAND>=comma list (BRAND_HOSTS_PF,
 * BRAND_HOSTS_CKB, BRAND_HOSTS_UNCOMMONPAIR…). The first name is the brand's canonical host: mailed
 * links, canonical URLs, the sitemap, robots.txt and share-image URLs use it; the others are served
 * too. Unset (or empty), the brand file's `hosts` apply. The development names (`pf.localhost`) are
 * always served.
 */
export function brandHostsVariable(brandId: string): string {
  return `BRAND_HOSTS_${brandId.toUpperCase()}`;
}

// A DNS name: labels of letters, digits and inner hyphens, dot separated. No scheme, port or path.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);

/** The host names BRAND_HOSTS_<BRAND> gives a brand (lower case, in order), or null when unset. Throws naming the variable on a bad value. */
export function hostsFromEnv(brandId: string, env: Record<string, string | undefined> = process.env): string[] | null {
  const name = brandHostsVariable(brandId);
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return null;
  const hosts = raw.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  if (!hosts.length) throw new Error(`${name}: names no host (a comma-separated list of host names, the canonical one first)`);
  for (const h of hosts) {
    if (!HOST_NAME.test(h)) throw new Error(`${name}: '${h.slice(0, 80)}' is not a host name (give names only, e.g. shop.example.com: no scheme, port or path)`);
  }
  return [...new Set(hosts)];
}

/** The brand with its host names from the environment when BRAND_HOSTS_<BRAND> is set. */
export function withEnvHosts(brand: Brand, env: Record<string, string | undefined> = process.env): Brand {
  const hosts = hostsFromEnv(brand.id, env);
  return hosts ? { ...brand, hosts } : brand;
}

/** Throws when one host name is claimed by two brands (a request to it could not tell them apart). */
export function assertHostsUnique(brands: readonly Brand[]): void {
  const owner = new Map<string, string>();
  for (const b of brands) {
    for (const h of [...b.hosts, ...b.devHosts]) {
      const other = owner.get(h);
      if (other && other !== b.id) throw new Error(`${h} is a host of both ${other} and ${b.id} (check ${brandHostsVariable(other)} and ${brandHostsVariable(b.id)})`);
      owner.set(h, b.id);
    }
  }
}
