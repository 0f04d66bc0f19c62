import type { Selectable } from 'kysely';
import type { OrderAmounts } from '../../lib/checkout/types';
import type { Database } from '../db';

type OrderRow = Pick<Selectable<Database['orders']>, 'subtotal_cents' | 'multi_buy_cents' | 'discount_cents' | 'shipping_cents' | 'tax_cents' | 'total_cents'>;
type LineRow = Pick<Selectable<Database['order_items']>, 'discount_class' | 'total_cents' | 'cancelled'>;

const dollars = (cents: number) => cents / 100;

/**
 * An order's amounts as the shop API answers them (GET order/:id, GET orders/:id): the club membership
 * bought with the order (its 'club' line, not part of the subtotal of goods) is its own amount, so
 * subtotal − multi-buy savings − discount + shipping + tax + membership is the total charged.
 */
export function orderAmounts(order: OrderRow, lines: readonly LineRow[]): OrderAmounts {
  const membership = lines.filter((l) => l.discount_class === 'club' && !l.cancelled).reduce((sum, l) => sum + l.total_cents, 0);
  return {
    subtotal: dollars(order.subtotal_cents), ...(order.multi_buy_cents ? { multiBuy: dollars(order.multi_buy_cents) } : {}),
    discount: dollars(order.discount_cents), shipping: dollars(order.shipping_cents),
    tax: dollars(order.tax_cents), membership: dollars(membership), total: dollars(order.total_cents),
  };
}
