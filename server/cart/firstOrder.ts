import type { DB } from '../db';

/** Order statuses that do not make a later order a repeat one (the first order never went through). */
const NOT_AN_ORDER = ['cancelled', 'refunded'];

export interface Orderer {
  customerId: number | null;
  sessionId: string | null;
  /** An email typed at checkout (a guest's); the logged-in customer's own email is looked up. */
  email?: string | null;
}

/**
 * Whether this shopper has ordered from the brand before: an earlier main order (offers accepted
 * after it aside) of the logged-in customer, of this session, or under the customer's or the typed
 * email (a guest checkout of the same person), unless it was cancelled or refunded.
 */
export async function hasEarlierOrder(db: DB, brandId: string, who: Orderer): Promise<boolean> {
  return (await earlierOrders(db, brandId, who, null, 1)) > 0;
}

/**
 * How many earlier main orders of this shopper (matched as hasEarlierOrder does) used the code
 * (its lower-case name), not counting cancelled or refunded ones, up to `limit`: a per-customer
 * limit only needs to know whether it is reached.
 */
export async function codeUses(db: DB, brandId: string, who: Orderer, codeLower: string, limit: number): Promise<number> {
  return earlierOrders(db, brandId, who, codeLower, limit);
}

async function earlierOrders(db: DB, brandId: string, who: Orderer, codeLower: string | null, max: number): Promise<number> {
  const emails = new Set<string>();
  if (who.email) emails.add(who.email.trim().toLowerCase());
  if (who.customerId !== null) {
    const c = await db.selectFrom('customers').select('email').where('id', '=', who.customerId).executeTakeFirst();
    if (c) emails.add(c.email.trim().toLowerCase());
  }
  if (who.customerId === null && !who.sessionId && emails.size === 0) return 0;
  let q = db
    .selectFrom('orders')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('parent_order_id', 'is', null)
    .where('status', 'not in', NOT_AN_ORDER)
    .where((eb) => {
      const any = [];
      if (who.customerId !== null) any.push(eb('customer_id', '=', who.customerId));
      if (who.sessionId) any.push(eb('session_id', '=', who.sessionId));
      if (emails.size) any.push(eb(eb.fn<string>('lower', ['email']), 'in', [...emails]));
      return eb.or(any);
    });
  if (codeLower !== null) q = q.where((eb) => eb(eb.fn<string>('lower', ['discount_code']), '=', codeLower));
  return (await q.limit(max).execute()).length;
}
