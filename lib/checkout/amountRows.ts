import { formatMoney } from '../format/money';
import type { OrderAmounts } from './types';

export type AmountKey = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total';

/** An order's amounts as shown to the shopper: the discount only when there is one (negative), free shipping as 'Free'. */
export function amountRows(a: OrderAmounts): { key: AmountKey; label: string; value: string }[] {
  return [
    { key: 'subtotal', label: 'Subtotal', value: formatMoney(a.subtotal) },
    ...(a.discount ? [{ key: 'discount' as const, label: 'Discount', value: formatMoney(-Math.abs(a.discount)) }] : []),
    { key: 'shipping', label: 'Shipping', value: a.shipping === 0 ? 'Free' : formatMoney(a.shipping) },
    { key: 'tax', label: 'Tax', value: formatMoney(a.tax) },
    { key: 'total', label: 'Total', value: formatMoney(a.total) },
  ];
}
