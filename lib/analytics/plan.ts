/**
 * Properties of the plan's events, built from what the pages already hold (docs/analytics.md).
 * Ids, product names, amounts, counts and flags only: nothing about the shopper.
 */
import { roundMoney, sumMoney } from '../format/money';
import type { CartState } from '../cart/types';
import type { OrderSummary } from '../checkout/types';
import type { EventProps, OrderItem } from './events';

const money = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? roundMoney(n) : 0);

export function cartProps(cart: CartState): EventProps {
  const items: OrderItem[] = cart.items.map((l) => ({ id: String(l.itemId), quantity: l.quantity, price: money(l.price) }));
  return {
    value: money(cart.amounts.total),
    items,
    item_count: cart.itemCount,
    coupon: cart.discountDetails?.name ?? null,
    club_in_order: cart.hasClubInCart,
  };
}

type OrderLineIn = OrderSummary['items'][number] & { itemId?: number | null };

/** The order and the special offers accepted after it (linked orders): one purchase. */
export function orderCompletedProps(order: OrderSummary & { discountCode?: string | null }): EventProps {
  const orders = [order, ...(order.linkedOrders ?? [])];
  const lines = orders.flatMap((o) => o.items as OrderLineIn[]).filter((l) => !l.cancelled);
  return {
    order_id: String(order.id),
    revenue: sumMoney(orders.map((o) => o.amounts.total)),
    items: lines.filter((l) => l.itemId).map((l) => ({ id: String(l.itemId), quantity: l.quantity, price: money(l.price ?? l.total / Math.max(1, l.quantity)) })),
    coupon: order.discountCode || null,
    club_in_order: lines.some((l) => /(^|,)\s*club\s*(,|$)/.test(l.discountClass ?? '')),
  };
}

/**
 * Club Joined at the thank-you page: where and with which order, and the first month's fee as its
 * value (the pixel's Subscribe needs one): the order's membership amount, else its membership line
 * (the club line has no item id; member-priced items do).
 */
export function clubJoinedProps(order: OrderSummary): EventProps {
  const membership = money(order.amounts.membership);
  const lines = (order.items as OrderLineIn[]).filter((l) => !l.cancelled && !l.itemId && /(^|,)\s*club\s*(,|$)/.test(l.discountClass ?? ''));
  return { source: 'checkout', order_id: String(order.id), value: membership > 0 ? membership : sumMoney(lines.map((l) => l.total)) };
}

/** Once per order and tab session: a reload of the thank-you page does not count the order again. */
export function firstTimeFor(key: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  try {
    if (!storage) return true;
    if (storage.getItem(key)) return false;
    storage.setItem(key, '1');
    return true;
  } catch {
    return true;
  }
}

/** An order bump or special offer: which offer, which product, its price. */
export function offerProps(offer: { id: number | string; offerType?: string; price?: number; item: { id: number; name: string } }): EventProps {
  return {
    offer_id: String(offer.id), ...(offer.offerType ? { offer_type: offer.offerType } : {}), product_id: String(offer.item.id), name: offer.item.name, price: money(offer.price),
  };
}
