import type { OrderAmounts as Amounts } from '../../lib/account/types';
import { amountRows } from '../../lib/checkout/amountRows';
import styles from './Orders.module.css';

/** Subtotal, discount (when any), shipping, tax and total of one order. */
export function OrderAmounts({ amounts: a, testId }: { amounts: Amounts; testId: string }) {
  return (
    <dl className={styles.amounts} data-testid={testId}>
      {amountRows(a).map(({ label, value, key }) => (
        <div key={key} className={key === 'total' ? styles.totalRow : undefined}>
          <dt>{label}</dt>
          <dd data-testid={`amount-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
