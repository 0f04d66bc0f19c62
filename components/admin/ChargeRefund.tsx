import { useState } from 'react';
import type { AdminCustomerDetail } from '../../lib/admin/types';
import { formatCents } from '../../lib/format/money';
import { ActionForm } from './ActionForm';
import styles from './admin.module.css';

interface Props {
  customer: AdminCustomerDetail;
  onDone: (message: string) => void;
}

/** Refund a paid club charge in full or in part (the server applies the staff member's refund limit). */
export function ChargeRefund({ customer, onDone }: Props) {
  const refundable = customer.charges.filter((c) => c.status === 'paid' && c.amountCents > c.refundedCents);
  const [chosen, setChosen] = useState<number | null>(null);
  if (!refundable.length) return null;
  const charge = refundable.find((c) => c.id === chosen) ?? refundable[0];
  return (
    <ActionForm
      title="Refund a club charge"
      path={`customers/${customer.id}/charges/${charge.id}/refund`}
      submitLabel="Refund"
      confirm="Refund this club charge?"
      onDone={onDone}
      doneMessage="Refunded."
    >
      <div className={styles.field}>
        <label htmlFor="charge">Charge</label>
        <select id="charge" value={charge.id} onChange={(e) => setChosen(Number(e.target.value))}>
          {refundable.map((c) => (
            <option key={c.id} value={c.id}>
              {c.billingDate}: {formatCents(c.amountCents)}
              {c.refundedCents ? ` (${formatCents(c.amountCents - c.refundedCents)} left)` : ''}
            </option>
          ))}
        </select>
      </div>
      {/* What this page shows refunded of the charge: the same ask sent twice is one refund (server/admin/customers/chargeRefund.ts). */}
      <input type="hidden" name="refundedSeen" value={String(charge.refundedCents)} />
      <div className={styles.field}>
        <label htmlFor="charge-amount">Amount in dollars (empty: all that is left)</label>
        <input id="charge-amount" name="amount" inputMode="decimal" maxLength={12} />
      </div>
      <div className={styles.field}>
        <label htmlFor="charge-reason">Reason (internal)</label>
        <input id="charge-reason" name="reason" maxLength={500} />
      </div>
    </ActionForm>
  );
}
