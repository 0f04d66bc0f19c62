import { useBrand } from '../../lib/brand/context';
import { AccountScreen } from '../account/AccountScreen';
import { ClubLinks } from './ClubLinks';
import { NotAMember } from './NotAMember';
import type { ClubPageProps } from './ClubPageProps';
import styles from './Club.module.css';

export interface CancelFeedbackPageProps extends ClubPageProps {
  /** ?tracking= from the cancel answer: the latest order is on its way. */
  trackingNumber: string | null;
}

/** /cancel_feedback (protected): the cancellation confirmed, naming the package still on its way. */
export function CancelFeedbackPage({ path, membership, trackingNumber }: CancelFeedbackPageProps) {
  const { brand } = useBrand();
  if (!membership) return <NotAMember path={path} membership={membership} />;
  if (!membership.cancelled) {
    return (
      <AccountScreen path={path} title="Your membership is still active" after={<ClubLinks links={[['/members_cancel_flow', 'Cancel your membership']]} />}>
        <p className={styles.lead} data-testid="cancel-not-done">Your {brand.clubName} membership hasn’t been canceled.</p>
      </AccountScreen>
    );
  }
  return (
    <AccountScreen path={path} title="Your membership is canceled" after={<ClubLinks links={[['/club', `Join the ${brand.clubName} again`]]} />}>
      <div data-testid="cancel-confirmation">
        <p className={styles.lead}>Your {brand.clubName} membership is canceled and you won’t be billed again. Thank you for being a member.</p>
        {trackingNumber ? (
          <p data-testid="cancel-tracking">
            Your last package is on its way: tracking number <span className={styles.tracking}>{trackingNumber}</span>.{' '}
            <a href="/tracker">Track your package</a>
          </p>
        ) : null}
        <p>You can still log in to see your orders, and join again whenever you like.</p>
      </div>
    </AccountScreen>
  );
}
