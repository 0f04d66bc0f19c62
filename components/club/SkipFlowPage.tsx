import { useRouter } from 'next/router';
import { clubApi } from '../../lib/club/api';
import { skipBlockMessage } from '../../lib/club/messages';
import { addOneMonth, billingDateLabel, monthLabel, monthList, monthName } from '../../lib/club/months';
import { useClubAction } from '../../lib/club/useClubAction';
import { formatMoney } from '../../lib/format/money';
import { AccountScreen } from '../account/AccountScreen';
import { ClubActionButton } from './ActionError';
import { ClubLinks } from './ClubLinks';
import type { ClubPageProps } from './ClubPageProps';
import { NotAMember } from './NotAMember';
import styles from './Club.module.css';

/**
 * /members_skip_flow (protected): what skipping means and the month a skip skips (the next billing
 * month); "Skip <Month>" sends that month, so a second click cannot skip another, then /skip-vip.
 */
export function SkipFlowPage({ path, membership }: ClubPageProps) {
  const router = useRouter();
  const action = useClubAction();
  if (!membership || membership.cancelled) return <NotAMember path={path} membership={membership} />;
  const { skipMonth, nextBillingDate, upcomingSkippedMonths } = membership;

  return (
    <AccountScreen path={path} title="Skip a month" after={<ClubLinks />}>
      <p className={styles.lead}>Skipping a month means you aren’t billed that month. Your membership, member prices and perks stay as they are.</p>
      {upcomingSkippedMonths.length ? <p data-testid="skipped-already">Already skipped: {monthList(upcomingSkippedMonths)}.</p> : null}
      {skipMonth && nextBillingDate ? (
        <>
          <p data-testid="skip-offer">
            Your next billing date is {billingDateLabel(nextBillingDate)}. Skip {monthLabel(skipMonth)} and you won’t be charged{' '}
            {formatMoney(membership.amount)} that month; your next billing date becomes {billingDateLabel(addOneMonth(nextBillingDate))}.
          </p>
          <p>You can skip up to {membership.maxSkipsAhead} months in a row.</p>
          <ClubActionButton
            action={action}
            label={`Skip ${monthName(skipMonth)}`}
            busyLabel="Skipping…"
            testId="skip-month"
            onClick={() => void action.run((api) => clubApi.skip(api, skipMonth), (r) => router.push(`/skip-vip?month=${r.month}`))}
          />
        </>
      ) : (
        <>
          <p className={styles.done} data-testid="skip-blocked">
            {skipBlockMessage(membership.skipBlocked ?? 'noBillingDate', nextBillingDate)}
          </p>
          <ul className={styles.inlineLinks}>
            {membership.skipBlocked === 'limit' && membership.canPause ? (
              <li>
                <a href="/members_pause_flow">Pause your membership instead</a>
              </li>
            ) : null}
            {membership.canResume ? (
              <li>
                <a href="/members_pause_flow">Resume your membership</a>
              </li>
            ) : null}
          </ul>
        </>
      )}
    </AccountScreen>
  );
}
