import type { Selectable } from 'kysely';
import type { Brand, PromoCode } from '../../brands/types';
import type { DB, Database } from '../db';
import { formatMoney, toCents } from '../../lib/format/money';

export type DiscountCodeRow = Selectable<Database['discount_codes']>;

/** A brand's configured promo code as a discount_codes row (percent codes keep the percentage in value_cents). */
export function promoCodeRow(brandId: string, p: PromoCode): Omit<DiscountCodeRow, 'id'> {
  return {
    brand_id: brandId,
    code: p.code,
    code_lower: p.code.toLowerCase(),
    kind: p.kind,
    value_cents: p.kind === 'percent' ? p.value : toCents(p.value),
    description: p.description,
    details: p.minSubtotal ? `On orders of ${formatMoney(p.minSubtotal)} or more` : '',
    min_subtotal_cents: toCents(p.minSubtotal ?? 0),
    club_only: p.clubOnly ? 1 : 0,
    first_order_only: p.firstOrderOnly ? 1 : 0,
    discount_class: '',
    active: 1,
  };
}

/**
 * An active discount code of the brand, case-insensitive. The database (seed, admin) is the source;
 * a code configured in brands/*.ts but missing there is stored on first use, so the spec's codes
 * always work.
 */
export async function findDiscountCode(db: DB, brand: Brand, code: string): Promise<DiscountCodeRow | null> {
  const lower = code.trim().toLowerCase();
  if (!lower) return null;
  const find = () =>
    db.selectFrom('discount_codes').selectAll().where('brand_id', '=', brand.id).where('code_lower', '=', lower).executeTakeFirst();
  let row = await find();
  if (!row) {
    const promo = brand.promoCodes.find((p) => p.code.toLowerCase() === lower);
    if (!promo) return null;
    await db
      .insertInto('discount_codes')
      .values(promoCodeRow(brand.id, promo))
      .onConflict((oc) => oc.columns(['brand_id', 'code_lower']).doNothing())
      .execute();
    row = await find();
  }
  return row && row.active ? row : null;
}
