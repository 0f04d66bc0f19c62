import { clubActionsFor, type ClubActionName } from '../../lib/admin/clubHistory';
import type { AdminCustomerDetail } from '../../lib/admin/types';
import { CANCEL_REASONS } from '../../lib/club/reasons';
import { ActionForm } from './ActionForm';
import { ChargeRefund } from './ChargeRefund';
import styles from './admin.module.css';

interface Props {
  customer: AdminCustomerDetail;
  onDone: (message: string) => void;
}

const ACTIONS: Record<ClubActionName, { title: string; done: string; confirm: string; danger?: boolean }> = {
  skip: { title: 'Skip the next month', done: 'Month skipped; the member is mailed.', confirm: 'Skip the next month for this member?' },
  pause: { title: 'Pause the membership', done: 'Paused; the member is mailed.', confirm: 'Pause this membership?' },
  resume: { title: 'Resume the membership', done: 'Resumed; the member is mailed.', confirm: 'Resume this membership?' },
  cancel: { title: 'Cancel the membership', done: 'Canceled; the member is mailed.', confirm: 'Cancel this membership? Prepaid months left are refunded.', danger: true },
};

/** What staff do for the customer: club changes on their behalf (a reason is required), charge refunds, a password-reset link. */
export function CustomerActions({ customer, onDone }: Props) {
  const latest = customer.memberships[0];
  return (
    <div className={styles.grid}>
      {clubActionsFor(latest).map((action) => {
        const a = ACTIONS[action];
        return (
          <ActionForm key={action} title={a.title} path={`customers/${customer.id}/club/${action}`} submitLabel={a.title} danger={a.danger} confirm={a.confirm} onDone={onDone} doneMessage={a.done}>
            {action === 'skip' && latest?.nextBillingDate ? (
              <>
                <input type="hidden" name="month" value={latest.nextBillingDate.slice(0, 7)} />
                <p className={styles.muted}>Skips {latest.nextBillingDate.slice(0, 7)}: nothing is charged or shipped that month.</p>
              </>
            ) : null}
            {action === 'cancel' ? (
              <div className={styles.field}>
                <label htmlFor="cancel-reason-kind">The member’s reason</label>
                <select id="cancel-reason-kind" name="cancelReason" defaultValue="other">
                  {CANCEL_REASONS.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className={styles.field}>
              <label htmlFor={`${action}-reason`}>Reason (required, for the audit log)</label>
              <input id={`${action}-reason`} name="reason" maxLength={500} required />
            </div>
          </ActionForm>
        );
      })}
      <ChargeRefund customer={customer} onDone={onDone} />
      <ActionForm
        title="Send a password-reset link"
        path={`customers/${customer.id}/password-reset`}
        submitLabel="Send link"
        confirm={`Mail ${customer.email} a link to choose a new password?`}
        onDone={onDone}
        doneMessage={`Password-reset link sent to ${customer.email}.`}
      >
        <p className={styles.muted}>The shop’s own “forgot password” mail. Nobody in the back office sees the link or the password.</p>
      </ActionForm>
    </div>
  );
}
