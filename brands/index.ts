import type { Brand } from './types';
import { pf } from './pf';
import { ckb } from './ckb';
import { uncommonpair } from './uncommonpair';
import { hb } from './hb';
import { assertHostsUnique, withEnvHosts } from './hosts';

export type { Brand } from './types';

const BASE_BRANDS: readonly Brand[] = [pf, ckb, uncommonpair, hb];

/** Per-brand API base override from the environment: API_BASE_URL_PF, API_BASE_URL_CKB, … */
function withEnvOverrides(brand: Brand): Brand {
  const override = process.env[`API_BASE_URL_${brand.id.toUpperCase()}`];
  return override ? { ...brand, apiBaseUrl: override } : brand;
}

/** Every brand, with its API base (API_BASE_URL_<BRAND>) and host names (BRAND_HOSTS_<BRAND>, brands/hosts.ts) from the environment. */
export const BRANDS: readonly Brand[] = BASE_BRANDS.map((b) => withEnvHosts(withEnvOverrides(b)));
assertHostsUnique(BRANDS);

/** Every host name a brand answers on: production hosts (the first is canonical), then dev hosts. */
export function hostNamesOf(brand: Brand): string[] {
  return [...brand.hosts, ...brand.devHosts];
}

const byId = new Map(BRANDS.map((b) => [b.id, b]));
const byHost = new Map<string, Brand>();
for (const b of BRANDS) for (const h of hostNamesOf(b)) byHost.set(h, b);

/** Host names that serve DEFAULT_BRAND when no brand claims them (a bare dev server). */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]', '::1'];
const localHosts = new Set(LOCAL_HOSTS);

/** Lower-cases and strips the port: 'PF.localhost:3000' → 'pf.localhost'. */
export function normalizeHost(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  return colon >= 0 && h.indexOf(':') === colon ? h.slice(0, colon) : h;
}

export function defaultBrandId(): string {
  return process.env.DEFAULT_BRAND || 'pf';
}

/** The brand for an id, or throws 'Unknown project'. */
export function brandById(id: string): Brand {
  const b = byId.get(id);
  if (!b) throw new Error('Unknown project');
  return b;
}

/** The brand that names this host among its own (port ignored), or null: bare localhost names none. */
export function brandClaimingHost(host: string | null | undefined): Brand | null {
  return host ? (byHost.get(normalizeHost(host)) ?? null) : null;
}

/** The brand serving a host name (port ignored), or null. Bare localhost serves DEFAULT_BRAND. */
export function findBrandByHost(host: string | null | undefined): Brand | null {
  if (!host) return null;
  const found = brandClaimingHost(host);
  if (found) return found;
  if (localHosts.has(normalizeHost(host))) return byId.get(defaultBrandId()) ?? null;
  return null;
}

/** The brand serving a host name, or throws 'Unknown host'. */
export function brandByHost(host: string | null | undefined): Brand {
  const b = findBrandByHost(host);
  if (!b) throw new Error('Unknown host');
  return b;
}
