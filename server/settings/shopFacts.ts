import type { DB } from '../db';
import { getStoreSettings } from './store';

/**
 * The brand's club as the shop's settings describe it (its only home: brands/*.ts holds no club
 * facts). `offered` is settings.brandHasClub: whether the brand runs a club at all.
 */
export interface ShopClub {
  name: string;
  offered: boolean;
}

export async function shopClub(db: DB, brandId: string): Promise<ShopClub> {
  const s = await getStoreSettings(db, brandId);
  return { name: String(s.clubName ?? ''), offered: s.brandHasClub === true };
}

/** settings.registrationLocked: POST register answers 403 while it is true. */
export async function registrationLocked(db: DB, brandId: string): Promise<boolean> {
  return (await getStoreSettings(db, brandId)).registrationLocked === true;
}
