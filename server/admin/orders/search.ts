import { sql } from 'kysely';
import type { DB } from '../../db';
import { badRequest } from '../../http/errors';
import { optionalInt, optionalString } from '../../http/input';
import type { Fields } from '../../http/types';
import { shippingAddressOf } from '../../orders/detail';
import type { Staff } from '../staffAccounts';
import { visibleBrandIds } from './scope';
import type { OrderSearchResult, OrderSearchRow } from '../../../lib/admin/types';
import { ORDER_STATUSES, statusLabel } from '../../../lib/admin/display';

export type { OrderSearchRow, OrderSearchResult };

export const PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A discount code as checkout stores it on the order (codes made in the back office are letters and digits). */
const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** An order status as stored, from its stored value or its word ('Canceled' and 'cancelled' alike), any case. */
function statusOf(f: Fields): string | undefined {
  const v = optionalString(f, 'status', 30);
  if (v === undefined) return undefined;
  const asked = v.toLowerCase();
  const found = ORDER_STATUSES.find((s) => s === asked || statusLabel(s).toLowerCase() === asked);
  if (!found) throw badRequest(`status: must be one of ${ORDER_STATUSES.map((s) => statusLabel(s).toLowerCase()).join(', ')}, or empty for any`);
  return found;
}

/**
 * One of the staff member's brands, or undefined for all of them. A brand that does not exist and
 * another staff member's get the same answer (brands stay private): a 400 naming the ones they have.
 */
function brandOf(f: Fields, visible: string[]): string | undefined {
  const v = optionalString(f, 'brand', 40);
  if (v === undefined) return undefined;
  if (!visible.includes(v)) throw badRequest(`brand: must be one of your brands (${visible.join(', ')}), or empty for all of them`);
  return v;
}

function day(f: Fields, name: string): string | undefined {
  const v = optionalString(f, name, 10);
  if (v === undefined) return undefined;
  // A real day only: Date.parse takes 2026-02-30 and rolls it into March.
  const parsed = DAY.test(v) ? new Date(`${v}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== v) throw badRequest(`${name}: must be a date such as 2026-01-31`);
  return v;
}

/**
 * Orders of the staff member's brands, newest first, found by `q` (an order number such as 10042 or
 * #10042, an email or part of one, or part of the shipping name), `code` (the discount code the
 * order used, any case, exact), `status`, `brand` and a date range (`from`, `to`: whole days, UTC).
 * An unknown status or brand is a 400 that lists the allowed ones, never an empty list.
 */
export async function searchOrders(db: DB, staff: Staff, f: Fields): Promise<OrderSearchResult> {
  const q = optionalString(f, 'q', 200);
  const status = statusOf(f);
  const code = optionalString(f, 'code', 40);
  if (code !== undefined && code !== '' && !CODE.test(code)) throw badRequest('code: must be a discount code (letters, digits, - and _)');
  const visible = visibleBrandIds(staff);
  const brand = brandOf(f, visible);
  const from = day(f, 'from');
  const to = day(f, 'to');
  // As the reports answer it: a reversed range is a mistake to show, not an empty list.
  if (from && to && from > to) throw badRequest('from: must not be after to');
  const page = optionalInt(f, 'page', 1, 1000) ?? 1;
  const brands = brand !== undefined ? [brand] : visible;
  if (!brands.length) return { orders: [], page, more: false };

  let query = db.selectFrom('orders').select(['id', 'brand_id', 'email', 'status', 'total_cents', 'created_at', 'addresses_json']).where('brand_id', 'in', brands);
  if (q) {
    const id = /^#?\d{1,10}$/.test(q) ? Number(q.replace('#', '')) : null;
    // LIKE's wildcards in what was typed match themselves only as plain text: they are dropped.
    const like = `%${q.toLowerCase().replace(/[%_\\]/g, '')}%`;
    if (id !== null) query = query.where('id', '=', id);
    else if (q.includes('@')) query = query.where(sql<string>`lower(email)`, 'like', like);
    else query = query.where((eb) => eb.or([eb(sql<string>`lower(email)`, 'like', like), eb(sql<string>`lower(addresses_json)`, 'like', like)]));
  }
  if (code) query = query.where(sql<string>`lower(discount_code)`, '=', code.toLowerCase());
  if (status) query = query.where('status', '=', status);
  if (from) query = query.where('created_at', '>=', `${from}T00:00:00.000Z`);
  if (to) query = query.where('created_at', '<', new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString());
  const rows = await query.orderBy('id', 'desc').limit(PAGE_SIZE + 1).offset((page - 1) * PAGE_SIZE).execute();
  return {
    orders: rows.slice(0, PAGE_SIZE).map((o) => ({
      id: Number(o.id), brandId: o.brand_id, email: o.email, name: shippingAddressOf(o.addresses_json)?.name ?? '', status: o.status,
      totalCents: Number(o.total_cents), createdAt: o.created_at,
    })),
    page,
    more: rows.length > PAGE_SIZE,
  };
}
