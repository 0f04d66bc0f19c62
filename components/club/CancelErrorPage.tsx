import { overdueCancelMessage } from '../../lib/club/messages';
import { AccountScreen } from '../account/AccountScreen';
import { ClubLinks } from './ClubLinks';
import { NotAMember } from './NotAMember';
import { SettleBalance, balanceOf, useSettled } from './SettleBalance';
import type { ClubPageProps } from './ClubPageProps';
import styles from './Club.module.css';

/** /cancel_error (protected): why the membership could not be cancelled, and what to do: an overdue member pays the balance here. */
export function CancelErrorPage({ path, membership }: ClubPageProps) {
  const { settled, setSettled, notice } = useSettled();
  if (!membership) return <NotAMember path={path} membership={membership} />;
  if (membership.cancelled) {
    return (
      <AccountScreen path={path} title="Your membership is already canceled" after={<ClubLinks />}>
        <p className={styles.lead} data-testid="cancel-error-done">There is nothing more to do: you won’t be billed again.</p>
      </AccountScreen>
    );
  }
  if (settled) {
    return (
      <AccountScreen path={path} title="Your balance is paid" after={<ClubLinks links={[['/cancel-vip', 'Cancel your membership']]} />}>
        {notice}
        <p className={styles.lead}>You can cancel your membership now, or keep it and carry on as usual.</p>
      </AccountScreen>
    );
  }
  return (
    <AccountScreen path={path} title="We couldn’t cancel your membership" after={<ClubLinks links={[['/cancel-vip', 'Try again']]} />}>
      <div data-testid="cancel-error">
        {membership.overdue ? (
          <>
            <p className={styles.lead}>{overdueCancelMessage(balanceOf(membership))}</p>
            <p>What to do:</p>
            <ul className={styles.changes}>
              <li>
                Make sure the card on your account is up to date in <a href="/change_payment">your payment methods</a>.
              </li>
              <li>Pay the balance now, below.</li>
              <li>Once it’s settled, come back and cancel.</li>
            </ul>
            {notice}
            <SettleBalance membership={membership} onSettled={setSettled} />
          </>
        ) : (
          <p className={styles.lead}>Something stopped the cancellation. Your membership is unchanged: please try again in a moment.</p>
        )}
      </div>
    </AccountScreen>
  );
}
