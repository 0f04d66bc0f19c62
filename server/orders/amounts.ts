import type { Selectable } from 'kysely';
import type { OrderAmounts } from '../../lib/checkout/types';
import type { Database } from '../db';
import { fromCents } from '../../lib/format/money';

type OrderRow = Pick<Selectable<Database['orders']>, 'subtotal_cents' | 'multi_buy_cents' | 'discount_cents' | 'shipping_cents' | 'tax_cents' | 'total_cents'>;
type LineRow = Pick<Selectable<Database['order_items']>, 'discount_class' | 'total_cents' | 'cancelled'>;

/**
 * An order's amounts as the shop API answers them (GET order/:id, GET orders/:id): the club membership
 * bought with the order (its 'club' line, not part of the subtotal of goods) is its own amount, so
 * subtotal − multi-buy savings − discount + shipping + tax + membership is the total charged.
 */
export function orderAmounts(order: OrderRow, lines: readonly LineRow[]): OrderAmounts {
  const membership = lines.filter((l) => l.discount_class === 'club' && !l.cancelled).reduce((sum, l) => sum + l.total_cents, 0);
  return {
    subtotal: fromCents(order.subtotal_cents), ...(order.multi_buy_cents ? { multiBuy: fromCents(order.multi_buy_cents) } : {}),
    discount: fromCents(order.discount_cents), shipping: fromCents(order.shipping_cents),
    tax: fromCents(order.tax_cents), membership: fromCents(membership), total: fromCents(order.total_cents),
  };
}
