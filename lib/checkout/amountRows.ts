import { formatMoney } from '../format/money';
import type { OrderAmounts } from './types';

export type AmountKey = 'subtotal' | 'multiBuy' | 'discount' | 'shipping' | 'membership' | 'tax' | 'total';

/**
 * An order's amounts as shown to the shopper: multi-buy savings and the discount only when there are some (negative), free shipping as 'Free',
 * the club membership bought with the order as its own row: the rows add up to the total.
 */
export function amountRows(a: OrderAmounts): { key: AmountKey; label: string; value: string }[] {
  return [
    { key: 'subtotal', label: 'Subtotal', value: formatMoney(a.subtotal) },
    ...(a.multiBuy ? [{ key: 'multiBuy' as const, label: 'Multi-buy savings', value: formatMoney(-Math.abs(a.multiBuy)) }] : []),
    ...(a.discount ? [{ key: 'discount' as const, label: 'Discount', value: formatMoney(-Math.abs(a.discount)) }] : []),
    { key: 'shipping', label: 'Shipping', value: a.shipping === 0 ? 'Free' : formatMoney(a.shipping) },
    ...(a.membership ? [{ key: 'membership' as const, label: 'Membership (first month)', value: formatMoney(a.membership) }] : []),
    { key: 'tax', label: 'Tax', value: formatMoney(a.tax) },
    { key: 'total', label: 'Total', value: formatMoney(a.total) },
  ];
}
