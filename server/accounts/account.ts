import type { Brand } from '../../brands/types';
import { loadClubMembership } from '../club/membership';
import type { AccountCustomer, AccountOverview } from '../../lib/account/types';
import type { DB } from '../db';
import { loadOrderHistory } from '../orders/history';

export const ACCOUNT_ORDER_LIMIT = 20;

/** The customer of this brand, or null (a session's customer may have been removed since). */
export async function loadCustomerView(db: DB, brand: Brand, customerId: number): Promise<AccountCustomer | null> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'name', 'email'])
    .where('id', '=', customerId)
    .where('brand_id', '=', brand.id)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, email: row.email } : null;
}

/**
 * GET account: the customer, their club status and their latest orders in this brand, counted as
 * GET orders counts them (an offer accepted after checkout is part of its order, not an entry).
 * `membership` (GET club's, for the members page's club card) is left out for one who never joined.
 */
export async function loadAccount(db: DB, brand: Brand, customer: AccountCustomer): Promise<AccountOverview> {
  const membership = await loadClubMembership(db, brand.id, customer.id);
  const member = Boolean(membership && !membership.cancelled);
  const history = await loadOrderHistory({ db, brand, customerId: customer.id }, 1, ACCOUNT_ORDER_LIMIT);
  return {
    customer,
    club: { member, paused: member && Boolean(membership?.paused) },
    orders: history.orders.map(({ id, date, total, status, itemCount }) => ({ id, date, total, status, itemCount })),
    ...(membership ? { membership } : {}),
  };
}
