import { sql } from 'kysely';
import type { DB } from '../../db';
import { notFound } from '../../http/errors';
import { rowIdOf } from '../../http/rowId';
import { visibleBrandIds } from '../orders/scope';
import type { Staff } from '../staffAccounts';

export const CODE_NOT_FOUND = 'code: not found';
/** Orders that count as a code's use: paid (being fulfilled, shipped or delivered included) and not canceled or refunded. */
export const USED_STATUSES = ['paid', 'processing', 'shipped', 'delivered'] as const;

/** The discount codes of the staff member's brands, with uses and revenue (cents) of the orders that carried them. */
export async function listCodes(db: DB, staff: Staff) {
  const brands = visibleBrandIds(staff);
  if (!brands.length) return { codes: [] };
  const codes = await db.selectFrom('discount_codes').selectAll().where('brand_id', 'in', brands).orderBy('brand_id').orderBy('code_lower').execute();
  const usage = await db
    .selectFrom('orders')
    .select(['brand_id', sql<string>`lower(discount_code)`.as('code_lower'), sql<number>`count(*)`.as('uses'), sql<number>`coalesce(sum(total_cents), 0)`.as('revenue')])
    .where('brand_id', 'in', brands)
    .where('discount_code', 'is not', null)
    .where('status', 'in', USED_STATUSES)
    .groupBy(['brand_id', sql`lower(discount_code)`])
    .execute();
  const byKey = new Map(usage.map((u) => [`${u.brand_id}:${u.code_lower}`, u]));
  return {
    codes: codes.map((c) => {
      const u = byKey.get(`${c.brand_id}:${c.code_lower}`);
      return {
        id: c.id, brandId: c.brand_id, code: c.code, kind: c.kind, valueCents: c.value_cents, percentOff: c.percent_off,
        description: c.description, minSubtotalCents: c.min_subtotal_cents, clubOnly: !!c.club_only, firstOrderOnly: !!c.first_order_only, active: !!c.active,
        uses: Number(u?.uses ?? 0), revenueCents: Number(u?.revenue ?? 0),
        startsAt: c.starts_at, endsAt: c.ends_at, perCustomerLimit: c.per_customer_limit === null ? null : Number(c.per_customer_limit),
      };
    }),
  };
}

/** The code when it belongs to one of the staff member's brands; otherwise a 404 like no code. */
export async function scopedCode(db: DB, staff: Staff, rawId: string | undefined) {
  const id = rowIdOf(rawId);
  const brands = visibleBrandIds(staff);
  if (id === null || !brands.length) throw notFound(CODE_NOT_FOUND);
  const code = await db.selectFrom('discount_codes').selectAll().where('id', '=', id).where('brand_id', 'in', brands).executeTakeFirst();
  if (!code) throw notFound(CODE_NOT_FOUND);
  return code;
}
