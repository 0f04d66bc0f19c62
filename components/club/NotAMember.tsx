import type { ClubMembership } from '../../lib/club/types';
import { useBrand } from '../../lib/brand/context';
import { AccountScreen } from '../account/AccountScreen';
import { ClubLinks } from './ClubLinks';
import styles from './Club.module.css';

interface Props {
  path: string;
  /** null: never joined; else a cancelled membership. */
  membership: ClubMembership | null;
}

/** What a club flow shows a logged-in customer without a membership to manage: the way to the club. */
export function NotAMember({ path, membership }: Props) {
  const { brand } = useBrand();
  const cancelled = Boolean(membership?.cancelled);
  return (
    <AccountScreen path={path} title={cancelled ? 'Your membership is canceled' : `Join the ${brand.clubName}`} after={<ClubLinks />}>
      <div data-testid="club-not-member">
        <p className={styles.lead}>
          {cancelled
            ? `There is nothing to skip, pause or cancel: your ${brand.clubName} membership has ended. You can join again any time.`
            : `You’re not a ${brand.clubName} member yet, so there is no membership to skip, pause or cancel.`}
        </p>
        <p>Members get member prices on every order and can skip a month, pause or cancel whenever they like.</p>
        <div className={styles.actions}>
          <a className="btn" href={cancelled ? '/rejoin' : '/club'}>
            {cancelled ? `Join the ${brand.clubName} again` : `Find out about the ${brand.clubName}`}
          </a>
        </div>
      </div>
    </AccountScreen>
  );
}
