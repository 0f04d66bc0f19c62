import { formatMoney } from './money';

/**
 * An order line's quantity beside its line total: '2 for $29.99' when the line holds more than one
 * piece (a 2-for deal's $29.99 is the price of both, and 'Qty 2' next to '$29.99' read as each),
 * else 'Qty 1'.
 */
export function quantityCaption(quantity: number, total: number): string {
  return quantity > 1 && total > 0 ? `${quantity} for ${formatMoney(total)}` : `Qty ${quantity}`;
}
