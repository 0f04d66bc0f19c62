import { clubHistory } from '../../lib/admin/clubHistory';
import { statusLabel, utcMinute } from '../../lib/admin/display';
import type { AdminCustomerDetail } from '../../lib/admin/types';
import { formatCents } from '../../lib/format/money';
import styles from './admin.module.css';

/** The customer's club membership now, and its history: joins, skips, pauses, resumes, cancels, charges. */
export function ClubSection({ customer }: { customer: AdminCustomerDetail }) {
  const latest = customer.memberships[0];
  const history = clubHistory(customer);
  return (
    <section className={styles.card} aria-labelledby="customer-club">
      <h2 id="customer-club">Club</h2>
      {latest ? (
        <p>
          <strong data-testid="club-status">{statusLabel(latest.status)}</strong>
          {latest.overdue ? ' · overdue' : ''} · {latest.planName} at {formatCents(latest.amountCents)} a month
          {latest.nextBillingDate ? ` · next billing ${latest.nextBillingDate}` : ''}
          {latest.skippedMonths.length ? ` · skipped ${latest.skippedMonths.join(', ')}` : ''}
          {latest.prepaidMonths ? ` · ${latest.prepaidMonths} prepaid months left` : ''}
          {latest.cancelledAt ? ` · canceled ${utcMinute(latest.cancelledAt)}` : ''}
        </p>
      ) : (
        <p className={styles.muted}>Never a member.</p>
      )}
      {history.length ? (
        <ul aria-label="Club history">
          {history.map((e) => (
            <li key={e.key}>
              {utcMinute(e.at)}: {e.text}
              {e.by ? <span className={styles.muted}> (by {e.by})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
