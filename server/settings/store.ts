import type { StoreSettings as SettingsAnswer } from '../../lib/brand/settings';
import { loadingCache } from '../../lib/cache/loadingCache';
import type { DB } from '../db';
import { notFound } from '../http/errors';
import { withStripeSettings } from '../payments/stripe/settings';

/** settings_json as the seed stores it (server/seed/settings.ts): the GET settings answer, plus shipping and tax. */
export type StoreSettings = SettingsAnswer & Record<string, unknown>;

const TTL_MS = 30_000;

// A brand without settings is a 404 every time (failed loads are not cached).
const cache = loadingCache<StoreSettings, DB>({
  max: 1_000,
  ttlMs: TTL_MS,
  load: async (brandId, db) => {
    const row = await db.selectFrom('brand_settings').select('settings_json').where('brand_id', '=', brandId).executeTakeFirst();
    if (!row) throw notFound(`No settings for brand ${brandId}`);
    // stripeJs and stripeJsApplePay come from the brand's Stripe keys (the environment), not the row.
    return withStripeSettings(brandId, JSON.parse(row.settings_json) as StoreSettings);
  },
});

/** Store settings for a brand, cached in-process for a short time. */
export function getStoreSettings(db: DB, brandId: string): Promise<StoreSettings> {
  return cache.get(brandId, db);
}

export function clearSettingsCache(): void {
  cache.clear();
}
