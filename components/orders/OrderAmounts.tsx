import type { OrderAmounts as Amounts } from '@/lib/account/types';
import { formatMoney } from '@/lib/format/money';
import styles from './Orders.module.css';

/** Subtotal, discount (when any), shipping, tax and total of one order. */
export function OrderAmounts({ amounts: a, testId }: { amounts: Amounts; testId: string }) {
  const rows: [string, string, string][] = [
    ['Subtotal', formatMoney(a.subtotal), 'subtotal'],
    ...(a.discount ? ([['Discount', formatMoney(-Math.abs(a.discount)), 'discount']] as [string, string, string][]) : []),
    ['Shipping', a.shipping === 0 ? 'Free' : formatMoney(a.shipping), 'shipping'],
    ['Tax', formatMoney(a.tax), 'tax'],
    ['Total', formatMoney(a.total), 'total'],
  ];
  return (
    <dl className={styles.amounts} data-testid={testId}>
      {rows.map(([label, value, key]) => (
        <div key={key} className={key === 'total' ? styles.totalRow : undefined}>
          <dt>{label}</dt>
          <dd data-testid={`amount-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
