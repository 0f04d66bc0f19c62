import { useEffect, useRef } from 'react';
import { clubApi } from '../../lib/club/api';
import { billingDateLabel } from '../../lib/club/months';
import type { ClubMembership } from '../../lib/club/types';
import { useClubAction } from '../../lib/club/useClubAction';
import { formatMoney } from '../../lib/format/money';
import { AccountScreen } from '../account/AccountScreen';
import { ClubActionButton } from './ActionError';
import { ClubLinks } from './ClubLinks';
import styles from './Club.module.css';

/** "Resume my membership" for a paused member; `onResumed` gets the membership as it now is. */
export function ResumeButton({ onResumed }: { onResumed(membership: ClubMembership): void }) {
  const action = useClubAction();
  return (
    <ClubActionButton
      action={action}
      label="Resume my membership"
      busyLabel="Resuming…"
      testId="resume"
      onClick={() => void action.run(clubApi.resume, (r) => r.membership && onResumed(r.membership))}
    />
  );
}

/** What a pause screen shows once resumed: said as a status, with focus on it. */
export function ResumedScreen({ path, membership }: { path: string; membership: ClubMembership }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <AccountScreen path={path} title="Welcome back" after={<ClubLinks />}>
      <p ref={ref} tabIndex={-1} role="status" className={`${styles.lead} ${styles.status}`} data-testid="resumed">
        Your membership is active again and member prices are back.
        {membership.nextBillingDate && membership.nextCharge !== null
          ? ` Your next billing date is ${billingDateLabel(membership.nextBillingDate)}, at ${formatMoney(membership.nextCharge)}.`
          : ''}
      </p>
    </AccountScreen>
  );
}
