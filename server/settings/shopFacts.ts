import type { DB } from '../db';
import { HttpError } from '../http/errors';
import { getStoreSettings, type StoreSettings } from './store';

/**
 * The brand's club as the shop's settings describe it (its only home: brands/*.ts holds no club
 * facts). `offered` is settings.brandHasClub: whether the brand runs a club at all. A brand with no
 * settings (not seeded) runs none.
 */
export interface ShopClub {
  name: string;
  offered: boolean;
}

async function settingsOrNull(db: DB, brandId: string): Promise<StoreSettings | null> {
  try {
    return await getStoreSettings(db, brandId);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

export async function shopClub(db: DB, brandId: string): Promise<ShopClub> {
  const s = await settingsOrNull(db, brandId);
  return { name: String(s?.clubName ?? ''), offered: s?.brandHasClub === true };
}

/** settings.registrationLocked: POST register answers 403 while it is true. */
export async function registrationLocked(db: DB, brandId: string): Promise<boolean> {
  return (await settingsOrNull(db, brandId))?.registrationLocked === true;
}
