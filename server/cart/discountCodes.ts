import type { Selectable } from 'kysely';
import type { Brand } from '../../brands/types';
import type { DB, Database } from '../db';

export type DiscountCodeRow = Selectable<Database['discount_codes']>;

/** An active discount code of the brand, case-insensitive. The discount_codes table (seed, admin) is the only source. */
export async function findDiscountCode(db: DB, brand: Brand, code: string): Promise<DiscountCodeRow | null> {
  const lower = code.trim().toLowerCase();
  if (!lower) return null;
  const row = await db.selectFrom('discount_codes').selectAll().where('brand_id', '=', brand.id).where('code_lower', '=', lower).executeTakeFirst();
  return row && row.active ? row : null;
}
