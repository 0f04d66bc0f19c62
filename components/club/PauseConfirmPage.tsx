import { useState } from 'react';
import { billingDateLabel } from '../../lib/club/months';
import type { ClubMembership } from '../../lib/club/types';
import { formatMoney } from '../../lib/format/money';
import { AccountScreen } from '../account/AccountScreen';
import { ClubLinks } from './ClubLinks';
import { NotAMember } from './NotAMember';
import { ResumeButton, ResumedScreen } from './ResumePanel';
import type { ClubPageProps } from './ClubPageProps';
import styles from './Club.module.css';

/** /pause-vip (protected): the pause confirmed, with Resume. */
export function PauseConfirmPage({ path, membership }: ClubPageProps) {
  const [resumed, setResumed] = useState<ClubMembership | null>(null);
  if (!membership || membership.cancelled) return <NotAMember path={path} membership={membership} />;
  if (resumed) return <ResumedScreen path={path} membership={resumed} />;

  // Reached again after resuming (or from another tab): nothing is paused.
  if (!membership.paused) {
    return (
      <AccountScreen path={path} title="Your membership is active" after={<ClubLinks links={[['/members_pause_flow', 'Pause your membership']]} />}>
        <p className={styles.lead} data-testid="pause-not-paused">Your membership isn’t paused: member prices apply to your orders.</p>
      </AccountScreen>
    );
  }
  return (
    <AccountScreen path={path} title="Your membership is paused" after={<ClubLinks />}>
      <p className={styles.lead} data-testid="pause-confirmation">
        Your membership is paused. You’ll be billed {formatMoney(membership.pauseMonthlyPrice ?? 0)} a month
        {membership.nextBillingDate ? `, next on ${billingDateLabel(membership.nextBillingDate)}` : ''}, and member prices are on hold until you resume.
      </p>
      <p>Changed your mind, or ready to shop at member prices again?</p>
      <ResumeButton onResumed={setResumed} />
    </AccountScreen>
  );
}
