import type { AdminOrderDetail, StaffSummary } from '../../lib/admin/types';
import { ActionForm } from './ActionForm';
import { RefundForm } from './RefundForm';
import styles from './admin.module.css';

/** What a role may do (server/admin/roles.ts decides; this only hides the forms it would refuse). */
const MAY = {
  refund: ['owner', 'support'],
  cancel: ['owner', 'support'],
  ship: ['owner', 'fulfilment'],
  note: ['owner', 'support', 'fulfilment'],
  resend: ['owner', 'support'],
};

interface Props {
  order: AdminOrderDetail;
  staff: StaffSummary;
  onDone: (message: string) => void;
}

/** The actions the staff member's role allows on this order, in its present state. */
export function OrderActions({ order, staff, onDone }: Props) {
  const path = (action: string) => `orders/${order.id}/${action}`;
  const may = (what: keyof typeof MAY) => MAY[what].includes(staff.role);
  const waitingToShip = order.status === 'paid' || order.status === 'processing';
  const left = order.amounts.paidCents - order.amounts.refundedCents;
  return (
    <div className={styles.grid}>
      {may('refund') && left > 0 ? (
        <RefundForm order={order} onDone={onDone} />
      ) : null}
      {may('ship') && waitingToShip && !order.parentOrderId ? (
        <ActionForm title="Mark shipped" path={path('ship')} submitLabel="Mark shipped" onDone={onDone} doneMessage="Marked shipped; the shopper is mailed.">
          <div className={styles.field}>
            <label htmlFor="tracking">Tracking number</label>
            <input id="tracking" name="trackingNumber" maxLength={40} autoCapitalize="characters" />
          </div>
        </ActionForm>
      ) : null}
      {may('ship') && order.status === 'shipped' ? (
        <ActionForm title="Mark delivered" path={path('deliver')} submitLabel="Mark delivered" onDone={onDone} doneMessage="Marked delivered." />
      ) : null}
      {may('cancel') && waitingToShip && !order.parentOrderId ? (
        <ActionForm title="Cancel order" path={path('cancel')} submitLabel="Cancel order" danger confirm="Cancel this order and refund it in full?" onDone={onDone} doneMessage="Canceled and refunded.">
          <div className={styles.field}>
            <label htmlFor="cancel-reason">Reason (internal)</label>
            <input id="cancel-reason" name="reason" maxLength={500} />
          </div>
        </ActionForm>
      ) : null}
      {may('resend') && order.status !== 'pending' ? (
        <ActionForm title="Resend confirmation" path={path('resend-confirmation')} submitLabel="Resend confirmation" onDone={onDone} doneMessage={`Confirmation sent again to ${order.email}.`} />
      ) : null}
      {may('note') ? (
        <ActionForm title="Add a note" path={path('note')} submitLabel="Add note" onDone={onDone} doneMessage="Note added.">
          <div className={styles.field}>
            <label htmlFor="note">Note (never shown to the shopper)</label>
            <textarea id="note" name="note" rows={3} maxLength={2000} />
          </div>
        </ActionForm>
      ) : null}
    </div>
  );
}
