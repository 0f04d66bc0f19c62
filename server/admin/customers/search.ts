import { sql } from 'kysely';
import type { DB } from '../../db';
import { optionalString } from '../../http/input';
import { rowIdOf } from '../../http/rowId';
import type { Fields } from '../../http/types';
import type { Staff } from '../staffAccounts';
import { visibleBrandIds } from '../orders/scope';
import { statusOf } from '../../club/rules';
import type { CustomerSearchResult } from '../../../lib/admin/types';

export const CUSTOMER_PAGE_SIZE = 50;

/**
 * Customers of the staff member's brands, newest first, found by `q`: a customer id (digits), an
 * email or part of one, or part of the name; `brand` narrows to one brand. Each with the status of
 * their latest membership (null: never a member).
 */
export async function searchCustomers(db: DB, staff: Staff, f: Fields): Promise<CustomerSearchResult> {
  const q = optionalString(f, 'q', 200)?.trim();
  const brand = optionalString(f, 'brand', 40);
  let brands = visibleBrandIds(staff);
  if (brand !== undefined) brands = brands.filter((b) => b === brand);
  if (!brands.length) return { customers: [] };
  let query = db.selectFrom('customers').select(['id', 'brand_id', 'email', 'name', 'created_at']).where('brand_id', 'in', brands);
  if (q) {
    if (/^#?\d{1,12}$/.test(q)) {
      const id = rowIdOf(q.replace('#', ''));
      // An id beyond any row's names nobody (PostgreSQL would refuse to compare it).
      if (id === null) return { customers: [] };
      query = query.where('id', '=', id);
    } else {
      // LIKE's wildcards in what was typed are dropped: they would match anything.
      const like = `%${q.toLowerCase().replace(/[%_\\]/g, '')}%`;
      query = query.where((eb) => eb.or([eb(sql<string>`lower(email)`, 'like', like), eb(sql<string>`lower(name)`, 'like', like)]));
    }
  }
  const rows = await query.orderBy('id', 'desc').limit(CUSTOMER_PAGE_SIZE).execute();
  const ids = rows.map((r) => Number(r.id));
  const memberships = ids.length
    ? await db.selectFrom('club_memberships').select(['id', 'customer_id', 'status', 'paused']).where('customer_id', 'in', ids).orderBy('id').execute()
    : [];
  const latest = new Map(memberships.map((m) => [Number(m.customer_id), statusOf(m)]));
  return {
    customers: rows.map((r) => ({ id: Number(r.id), brandId: r.brand_id, email: r.email, name: r.name, createdAt: r.created_at, clubStatus: latest.get(Number(r.id)) ?? null })),
  };
}
