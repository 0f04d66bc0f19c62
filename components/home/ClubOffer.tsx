import { formatMoney } from '../../lib/format/money';
import { Vip4shOffer } from '../club/Vip4shOffer';
import styles from './ClubOffer.module.css';

interface Props {
  clubName: string;
  clubMonthly: number;
  monthlyItemFlair: string;
  mainProductPlural: string;
}

export function ClubOffer({ clubName, clubMonthly, monthlyItemFlair, mainProductPlural }: Props) {
  return (
    <section className={styles.club} aria-labelledby="club-title" data-testid="club-offer">
      <h2 id="club-title">Join {clubName}</h2>
      <p>
        Members save on every order and get a {monthlyItemFlair || 'monthly pick'} of new {mainProductPlural} for{' '}
        <strong>{formatMoney(clubMonthly)}/month</strong>. Skip, pause or cancel any time.
      </p>
      <Vip4shOffer />
      <div className={styles.actions}>
        <a href="/club" className="btn">
          Join the club
        </a>
        <a href="/more-about-vip" className={styles.more}>
          How it works
        </a>
      </div>
    </section>
  );
}
