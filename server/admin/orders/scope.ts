import { BRANDS } from '../../../brands';
import type { DB } from '../../db';
import { notFound } from '../../http/errors';
import { rowIdOf } from '../../http/rowId';
import { brandsIn } from '../brandScope';
import type { Staff } from '../staffAccounts';

/** The brand ids a staff member may see (every registered brand for 'all'). */
export function visibleBrandIds(staff: Staff): string[] {
  return brandsIn(staff.brands, BRANDS.map((b) => b.id));
}

export const ORDER_NOT_FOUND = 'order: not found';

/** The order id of a path parameter, or a 404 (a malformed id is no order). */
export function orderIdParam(raw: string | undefined): number {
  const id = rowIdOf(raw);
  if (id === null) throw notFound(ORDER_NOT_FOUND);
  return id;
}

/**
 * The order when it belongs to one of the staff member's brands; otherwise a 404 that reads the
 * same as an order that does not exist, so a brand's orders stay private to its staff.
 */
export async function scopedOrder(db: DB, staff: Staff, rawId: string | undefined) {
  const id = orderIdParam(rawId);
  const brands = visibleBrandIds(staff);
  if (!brands.length) throw notFound(ORDER_NOT_FOUND);
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).where('brand_id', 'in', brands).executeTakeFirst();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}
