import { LRUCache } from 'lru-cache';
import type { DB } from '../db';
import { notFound } from '../http/errors';

export type StoreSettings = Record<string, unknown> & {
  storeName: string;
  freeShippingThreshold: number;
  standardShippingCost: number;
  afterpay: boolean;
  afterpayMin: number;
  afterpayMax: number;
  clubMonthly: number;
  brandHasClub: boolean;
};

const TTL_MS = 30_000;

// lru-cache's fetch() shares one load between concurrent callers and never caches a failure
// (a brand without settings is a 404 every time). ignoreFetchAbort: a clear during a load lets
// that load's callers have its result (it is not cached) instead of failing them with 'deleted'.
const cache = new LRUCache<string, StoreSettings, DB>({
  max: 1_000,
  ttl: TTL_MS,
  ignoreFetchAbort: true,
  fetchMethod: async (brandId, _stale, { context: db }) => {
    const row = await db.selectFrom('brand_settings').select('settings_json').where('brand_id', '=', brandId).executeTakeFirst();
    if (!row) throw notFound(`No settings for brand ${brandId}`);
    return JSON.parse(row.settings_json) as StoreSettings;
  },
});

/** Store settings for a brand, cached in-process for a short time. */
export function getStoreSettings(db: DB, brandId: string): Promise<StoreSettings> {
  // The fetchMethod always resolves to settings (or rejects), so fetch() never yields undefined.
  return cache.fetch(brandId, { context: db }) as Promise<StoreSettings>;
}

export function clearSettingsCache(): void {
  cache.clear();
}
