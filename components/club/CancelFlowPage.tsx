import { useBrand } from '../../lib/brand/context';
import { monthName } from '../../lib/club/months';
import { formatMoney } from '../../lib/format/money';
import { AccountScreen } from '../account/AccountScreen';
import { ClubLinks } from './ClubLinks';
import { NotAMember } from './NotAMember';
import type { ClubPageProps } from './ClubPageProps';
import styles from './Club.module.css';

/** /members_cancel_flow (protected): skipping or pausing offered first, then "Continue to cancel" → /cancel-vip. */
export function CancelFlowPage({ path, membership }: ClubPageProps) {
  const { brand } = useBrand();
  if (!membership || membership.cancelled) return <NotAMember path={path} membership={membership} />;
  const { skipMonth, canPause, pauseMonthlyPrice } = membership;
  const hasAlternatives = Boolean(skipMonth) || (canPause && pauseMonthlyPrice !== null);

  return (
    <AccountScreen path={path} title="Cancel your membership" after={<ClubLinks />}>
      <p className={styles.lead}>We’re sorry to see you go. Canceling ends your {brand.clubName} membership and its member prices.</p>
      {hasAlternatives ? (
        <>
          <h2 className={styles.title}>Need a break instead?</h2>
          <ul className={styles.alternatives} data-testid="cancel-alternatives">
            {skipMonth ? (
              <li>
                <p>Skip {monthName(skipMonth)} and you won’t be billed that month. Everything else stays as it is.</p>
                <a href="/members_skip_flow">Skip a month instead</a>
              </li>
            ) : null}
            {canPause && pauseMonthlyPrice !== null ? (
              <li>
                <p>
                  Pause for {formatMoney(pauseMonthlyPrice)} a month instead of {formatMoney(membership.amount)}, and resume whenever you like.
                </p>
                <a href="/members_pause_flow">Pause instead</a>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
      <div className={styles.actions}>
        <a className="btn btn-outline" href="/cancel-vip" data-testid="continue-cancel">
          Continue to cancel
        </a>
      </div>
    </AccountScreen>
  );
}
