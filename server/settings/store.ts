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
const cache = new Map<string, { at: number; value: StoreSettings }>();

/** Store settings for a brand, cached in-process for a short time. */
export async function getStoreSettings(db: DB, brandId: string): Promise<StoreSettings> {
  const hit = cache.get(brandId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const row = await db.selectFrom('brand_settings').select('settings_json').where('brand_id', '=', brandId).executeTakeFirst();
  if (!row) throw notFound(`No settings for brand ${brandId}`);
  const value = JSON.parse(row.settings_json) as StoreSettings;
  cache.set(brandId, { at: Date.now(), value });
  return value;
}

export function clearSettingsCache(): void {
  cache.clear();
}
