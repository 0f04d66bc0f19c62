import { useState } from 'react';
import type { AdminOrderDetail } from '../../lib/admin/types';
import { ActionForm } from './ActionForm';
import styles from './admin.module.css';

interface Props {
  order: AdminOrderDetail;
  onDone: (message: string) => void;
}

/**
 * The order page's refund: an amount, or lines (then optionally their units back in stock), or
 * neither for everything not refunded yet. The stock checkbox shows only while lines are typed:
 * an amount-only refund cannot restock (the server refuses it too).
 */
export function RefundForm({ order, onDone }: Props) {
  const [lines, setLines] = useState('');
  const byLines = lines.trim() !== '';
  return (
    <ActionForm
      title="Refund" path={`orders/${order.id}/refund`} submitLabel="Refund" confirm="Refund this order?"
      onDone={(m) => {
        setLines('');
        onDone(m);
      }}
      doneMessage="Refunded."
    >
      {/* The refunds this page shows: sent twice, the same ask is one refund (server/payments/refund.ts). */}
      <input type="hidden" name="refundsSeen" value={String(order.refunds.length)} />
      <p className={styles.muted}>An amount in dollars, or line numbers (comma separated); both empty refunds everything not refunded yet.</p>
      <div className={styles.field}>
        <label htmlFor="refund-amount">Amount in dollars</label>
        <input id="refund-amount" name="amount" inputMode="decimal" maxLength={12} />
      </div>
      <div className={styles.field}>
        <label htmlFor="refund-lines">Lines</label>
        <input id="refund-lines" name="lines" maxLength={200} value={lines} onChange={(e) => setLines(e.target.value)} />
      </div>
      {byLines ? (
        <p>
          <label>
            <input type="checkbox" name="restock" value="true" /> Put the units back in stock
          </label>
          <br />
          <span className={styles.muted}>Each line is refunded once: a line refunded before is refused (refund an amount if more is owed).</span>
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="refund-reason">Reason (internal)</label>
        <input id="refund-reason" name="reason" maxLength={500} />
      </div>
    </ActionForm>
  );
}
