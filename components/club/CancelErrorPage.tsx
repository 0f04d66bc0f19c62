import { overdueCancelMessage } from '@/lib/club/messages';
import { AccountScreen } from '../account/AccountScreen';
import { ClubLinks } from './ClubLinks';
import { NotAMember } from './NotAMember';
import type { ClubPageProps } from './ClubPageProps';
import styles from './Club.module.css';

/** /cancel_error (protected): why the membership could not be cancelled, and what to do. */
export function CancelErrorPage({ path, membership }: ClubPageProps) {
  if (!membership) return <NotAMember path={path} membership={membership} />;
  if (membership.cancelled) {
    return (
      <AccountScreen path={path} title="Your membership is already cancelled" after={<ClubLinks />}>
        <p className={styles.lead} data-testid="cancel-error-done">There is nothing more to do: you won’t be billed again.</p>
      </AccountScreen>
    );
  }
  return (
    <AccountScreen path={path} title="We couldn’t cancel your membership" after={<ClubLinks links={[['/cancel-vip', 'Try again']]} />}>
      <div data-testid="cancel-error">
        {membership.overdue ? (
          <>
            <p className={styles.lead}>{overdueCancelMessage(membership.nextCharge)}</p>
            <p>What to do:</p>
            <ul className={styles.changes}>
              <li>
                Make sure the card on your account is up to date in <a href="/change_payment">your payment methods</a>.
              </li>
              <li>
                <a href="/contact-us">Contact us</a> to settle the balance.
              </li>
              <li>Once it’s settled, come back and cancel.</li>
            </ul>
          </>
        ) : (
          <p className={styles.lead}>Something stopped the cancellation. Your membership is unchanged: please try again in a moment.</p>
        )}
      </div>
    </AccountScreen>
  );
}
