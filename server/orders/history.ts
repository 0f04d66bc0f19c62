import type { OrderHistory } from '../../lib/account/types';
import { ORDERS_PAGE_SIZE } from './input';
import { orderContents, ownedOrders, type OrderOwner } from './owner';
import { fromCents } from '../../lib/format/money';

/**
 * GET orders: one page of the customer's orders of this brand, newest first. An offer accepted
 * after checkout is its own order (parent_order_id); it is folded into the order it was added to,
 * so a shopper sees one entry per checkout, with everything it charged.
 */
export async function loadOrderHistory(owner: OrderOwner, page: number, pageSize = ORDERS_PAGE_SIZE): Promise<OrderHistory> {
  const topLevel = ownedOrders(owner).where('parent_order_id', 'is', null);
  const rows = await topLevel
    .select(['id', 'created_at', 'status', 'total_cents'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  // A page that is not full (and not past the end) tells the total without counting: most customers
  // have one page, and the members page shows only the first.
  const offset = (page - 1) * pageSize;
  let total: number;
  if (rows.length > 0 && rows.length < pageSize) total = offset + rows.length;
  else if (page === 1 && rows.length === 0) total = 0;
  else total = Number((await topLevel.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0);
  const ids = rows.map((r) => r.id);
  const addOns = ids.length
    ? await ownedOrders(owner).select(['id', 'parent_order_id', 'total_cents']).where('parent_order_id', 'in', ids).execute()
    : [];
  const contents = await orderContents(owner.db, [...ids, ...addOns.map((a) => a.id)]);

  const orders = rows.map((o) => {
    const mine = addOns.filter((a) => a.parent_order_id === o.id);
    const cents = mine.reduce((sum, a) => sum + a.total_cents, o.total_cents);
    const items = mine.reduce((sum, a) => sum + (contents.get(a.id)?.items ?? 0), contents.get(o.id)?.items ?? 0);
    const membership = contents.get(o.id)?.membership ?? false;
    return { id: o.id, date: o.created_at, status: o.status, itemCount: items, membership, total: fromCents(cents), addOnCount: mine.length };
  });
  return { orders, page, pageSize, total, pageCount: Math.ceil(total / pageSize) };
}
