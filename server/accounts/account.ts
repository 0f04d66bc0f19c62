import type { Brand } from '../../brands/types';
import { isActiveMember } from '../cart/pricing';
import { loadMembership } from '../cart/membership';
import type { AccountCustomer, AccountOverview } from '../../lib/account/types';
import type { DB } from '../db';

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

/** GET account: the customer, their club status and their latest orders in this brand. */
export async function loadAccount(db: DB, brand: Brand, customer: AccountCustomer): Promise<AccountOverview> {
  const membership = await loadMembership(db, brand.id, customer.id);
  const member = isActiveMember(membership);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'created_at', 'total_cents', 'status'])
    .where('brand_id', '=', brand.id)
    .where('customer_id', '=', customer.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ACCOUNT_ORDER_LIMIT)
    .execute();
  const counts = orders.length
    ? await db
        .selectFrom('order_items')
        .select(['order_id', (eb) => eb.fn.sum<number | string>('quantity').as('n')])
        .where('order_id', 'in', orders.map((o) => o.id))
        .where('cancelled', '=', 0)
        .groupBy('order_id')
        .execute()
    : [];
  const itemCount = new Map(counts.map((c) => [c.order_id, Number(c.n)]));
  return {
    customer,
    club: { member, paused: member && Boolean(membership?.paused) },
    orders: orders.map((o) => ({ id: o.id, date: o.created_at, total: o.total_cents / 100, status: o.status, itemCount: itemCount.get(o.id) ?? 0 })),
  };
}
