import { useRouter } from 'next/router';
import { useState } from 'react';
import { useBrand } from '../../lib/brand/context';
import { clubApi } from '../../lib/club/api';
import { CLUB_MESSAGES } from '../../lib/club/messages';
import { billingDateLabel } from '../../lib/club/months';
import { useClubAction } from '../../lib/club/useClubAction';
import type { ClubMembership } from '../../lib/club/types';
import { formatMoney } from '../../lib/format/money';
import { AccountScreen } from '../account/AccountScreen';
import { ClubActionButton } from './ActionError';
import { ClubLinks } from './ClubLinks';
import { NotAMember } from './NotAMember';
import { ResumeButton, ResumedScreen } from './ResumePanel';
import type { ClubPageProps } from './ClubPageProps';
import styles from './Club.module.css';

/**
 * /members_pause_flow (protected): the pause price and what changes, "Pause my membership" →
 * /pause-vip. A paused member gets Resume here instead.
 */
export function PauseFlowPage({ path, membership }: ClubPageProps) {
  const router = useRouter();
  const { brand } = useBrand();
  const action = useClubAction();
  const [resumed, setResumed] = useState<ClubMembership | null>(null);
  if (!membership || membership.cancelled) return <NotAMember path={path} membership={membership} />;
  if (resumed) return <ResumedScreen path={path} membership={resumed} />;

  if (membership.paused) {
    return (
      <AccountScreen path={path} title="Your membership is paused" after={<ClubLinks />}>
        <p className={styles.lead} data-testid="pause-state">
          While paused you pay {formatMoney(membership.pauseMonthlyPrice ?? 0)} a month instead of {formatMoney(membership.amount)}, and member prices are on hold.
          Resume to get them back at once.
        </p>
        <ResumeButton onResumed={setResumed} />
      </AccountScreen>
    );
  }

  const price = membership.pauseMonthlyPrice;
  return (
    <AccountScreen path={path} title="Pause your membership" after={<ClubLinks links={membership.canSkip ? [['/members_skip_flow', 'Skip just one month instead']] : []} />}>
      <p className={styles.lead}>Need a break? Pause your {brand.clubName} membership and keep your place, for less.</p>
      {membership.canPause && price !== null ? (
        <>
          <h2 className={styles.title}>What changes while paused</h2>
          <ul className={styles.changes} data-testid="pause-changes">
            <li>
              You pay {formatMoney(price)} a month instead of {formatMoney(membership.amount)}
              {membership.nextBillingDate ? `, still on your billing date (next: ${billingDateLabel(membership.nextBillingDate)})` : ''}.
            </li>
            <li>Member prices{membership.discountPercentage ? ` and your ${membership.discountPercentage}% member discount` : ''} are on hold.</li>
            <li>Resume whenever you like: member prices come back straight away.</li>
          </ul>
          <ClubActionButton
            action={action}
            label="Pause my membership"
            busyLabel="Pausing…"
            testId="pause"
            onClick={() => void action.run(clubApi.pause, () => router.push('/pause-vip'))}
          />
        </>
      ) : (
        <p className={styles.done} data-testid="pause-unavailable">
          {CLUB_MESSAGES.noPausePlan}
        </p>
      )}
    </AccountScreen>
  );
}
