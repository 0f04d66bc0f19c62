import type { DB } from '../../db';
import { notFound } from '../../http/errors';
import { rowIdOf } from '../../http/rowId';
import type { Staff } from '../staffAccounts';
import { visibleBrandIds } from '../orders/scope';

export const CUSTOMER_NOT_FOUND = 'customer: not found';

/**
 * The customer when they belong to one of the staff member's brands (customers are per brand);
 * otherwise a 404 that reads the same as a customer that does not exist.
 */
export async function scopedCustomer(db: DB, staff: Staff, rawId: string | undefined) {
  const id = rowIdOf(rawId);
  const brands = visibleBrandIds(staff);
  if (id === null || !brands.length) throw notFound(CUSTOMER_NOT_FOUND);
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'brand_id', 'email', 'name', 'password_hash', 'created_at'])
    .where('id', '=', id)
    .where('brand_id', 'in', brands)
    .executeTakeFirst();
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  return { ...customer, id: Number(customer.id) };
}

export type ScopedCustomer = Awaited<ReturnType<typeof scopedCustomer>>;
