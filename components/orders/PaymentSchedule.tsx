import type { PaymentScheduleEntry } from '../../lib/account/types';
import { formatMoney } from '../../lib/format/money';
import { scheduleRowLabel } from '../../lib/payments/instalments';
import styles from './Orders.module.css';

/** A Pay in 4 order's four payments: each one's day, amount and whether it is paid, due or declined. */
export function PaymentSchedule({ schedule }: { schedule: PaymentScheduleEntry[] }) {
  return (
    <section className={styles.block} aria-labelledby="order-schedule" data-testid="order-schedule">
      <h2 id="order-schedule">Payment schedule</h2>
      <ol>
        {schedule.map((r) => (
          <li key={r.seq} data-status={r.status}>
            <span>{formatMoney(r.amount)}</span> — {scheduleRowLabel(r)}
          </li>
        ))}
      </ol>
    </section>
  );
}
