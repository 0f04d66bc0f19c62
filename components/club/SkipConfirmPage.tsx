import { billingDateLabel, monthLabel, monthName } from '../../lib/club/months';
import { AccountScreen } from '../account/AccountScreen';
import { ClubLinks } from './ClubLinks';
import { NotAMember } from './NotAMember';
import type { ClubPageProps } from './ClubPageProps';
import styles from './Club.module.css';

export interface SkipConfirmPageProps extends ClubPageProps {
  /** ?month= (the month just skipped). */
  month: string | null;
}

/** /skip-vip (protected): the month just skipped and the next billing date, as stored now. */
export function SkipConfirmPage({ path, membership, month }: SkipConfirmPageProps) {
  if (!membership || membership.cancelled) return <NotAMember path={path} membership={membership} />;
  const skipped = month && membership.skippedMonths.includes(month) ? month : membership.upcomingSkippedMonths.slice(-1)[0] ?? null;
  const more = membership.canSkip ? ([['/members_skip_flow', 'Skip another month']] as const) : [];

  if (!skipped) {
    return (
      <AccountScreen path={path} title="No month skipped yet" after={<ClubLinks links={[['/members_skip_flow', 'Skip a month']]} />}>
        <p className={styles.lead} data-testid="skip-none">You haven’t skipped a month. Skipping one means you aren’t billed that month.</p>
      </AccountScreen>
    );
  }
  return (
    <AccountScreen path={path} title={`${monthName(skipped)} is skipped`} after={<ClubLinks links={[...more]} />}>
      <p className={styles.lead} data-testid="skip-confirmation">
        {monthLabel(skipped)} is skipped; your next billing date is {membership.nextBillingDate ? billingDateLabel(membership.nextBillingDate) : 'not set'}.
      </p>
      <p>You won’t be charged for {monthName(skipped)}. Your member prices and perks carry on as usual.</p>
    </AccountScreen>
  );
}
