import { useRouter } from 'next/router';
import { useState } from 'react';
import { useCartActions } from '../../lib/cart/actions';
import { useCart } from '../../lib/cart/useCart';
import { errorMessage } from '../../lib/cart/errors';
import { clubOfferNextPath } from '../../lib/checkout/club';
import { formatMoney } from '../../lib/format/money';
import { Vip4shOffer } from '../club/Vip4shOffer';
import styles from './Funnel.module.css';

interface Props {
  clubName: string;
  clubMonthly: number;
  mainProductPlural: string;
}

/**
 * The VIP club offer of the VIP funnel: join (club prices in the cart) or continue without.
 * Only brands with a paid club show it (pages/checkout-club.tsx redirects the others).
 */
export function ClubOffer({ clubName, clubMonthly, mainProductPlural }: Props) {
  const router = useRouter();
  // The cart's cancelledBefore (issue 37): a former member is welcomed back and asked to rejoin.
  const returning = Boolean(useCart().data?.cancelledBefore);
  const { setClub } = useCartActions();
  const [busy, setBusy] = useState<'join' | 'skip' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (join: boolean) => {
    if (busy) return;
    setBusy(join ? 'join' : 'skip');
    setError(null);
    try {
      // Joined here, the cart's flow is the checkout's club flow (the spec's checkout_club_flow).
      await setClub(join, 'checkout_club_flow');
      await router.push(clubOfferNextPath(join));
    } catch (err) {
      setError(errorMessage(err));
      setBusy(null);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="club-title" data-testid="club-offer">
      <p className={styles.eyebrow}>{returning ? 'Welcome back' : 'Members save on every order'}</p>
      <h1 id="club-title" className={styles.title}>
        {returning ? 'Rejoin' : 'Join'} the {clubName}
      </h1>
      <p className={styles.lead}>
        Get member prices on today’s order and every month after — for {formatMoney(clubMonthly)} a month. Skip or cancel any time.
        {returning ? ' Your style profile is still here, so your monthly piece is picked for you from the first month.' : ''}
      </p>
      <Vip4shOffer joinable={false} />
      <ul className={styles.benefits}>
        <li>Member prices on all {mainProductPlural.toLowerCase()}, starting with this order</li>
        <li>A new style picked for you each month — skip any month</li>
        <li>Early access to new drops, before everyone else</li>
      </ul>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={() => choose(true)} disabled={busy !== null} data-testid="join-club">
          {busy === 'join' ? 'Adding membership…' : `${returning ? 'Rejoin' : 'Join'} ${clubName}`}
        </button>
        <button type="button" className={styles.decline} onClick={() => choose(false)} disabled={busy !== null}>
          No thanks, continue
        </button>
      </div>
    </section>
  );
}
