import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCartActions } from '../../lib/cart/actions';
import { errorMessage } from '../../lib/cart/errors';
import { REJOIN_NEXT_PATH } from '../../lib/club/rejoin';
import { formatMoney } from '../../lib/format/money';
import styles from '../checkout/Funnel.module.css';

export interface RejoinScreenProps {
  step: 'member' | 'rejoin';
  clubName: string;
  clubMonthly: number;
  /** The invitation's code, applied once the membership is in the cart (a club code needs it there). */
  code: string | null;
}

/**
 * /rejoin: a member is told there is nothing to rejoin; a former member's membership goes in the
 * cart (with the invitation's code) and they go straight to checkout, where the price, renewal and
 * consent are stated next to the pay button. Their style profile is kept, so there is no quiz.
 */
export function RejoinScreen({ step, clubName, clubMonthly, code }: RejoinScreenProps) {
  const router = useRouter();
  const { setClub, applyDiscount } = useCartActions();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const rejoin = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await setClub(true);
      // The invitation's code is a bonus: a refusal is shown at checkout with the cart, not here.
      if (code) await applyDiscount(code).catch(() => undefined);
      await router.replace(REJOIN_NEXT_PATH);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }, [setClub, applyDiscount, code, router]);

  useEffect(() => {
    if (step !== 'rejoin' || started.current) return;
    started.current = true;
    void rejoin();
  }, [step, rejoin]);

  if (step === 'member') {
    return (
      <section className={styles.panel} aria-labelledby="rejoin-title" data-testid="rejoin-member">
        <h1 id="rejoin-title" className={styles.title}>
          You’re already a {clubName} member
        </h1>
        <p className={styles.lead}>There is nothing to rejoin: your membership and member prices are on. Skip a month, pause or manage it from your account.</p>
        <div className={styles.actions}>
          <a className="btn" href="/members">
            Go to your membership
          </a>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="rejoin-title" aria-busy={busy} data-testid="rejoin">
      <h1 id="rejoin-title" className={styles.title}>
        Rejoin the {clubName}
      </h1>
      <p className={styles.lead}>
        {busy
          ? `Adding your membership (${formatMoney(clubMonthly)} a month) to your cart and taking you to checkout…`
          : `Your membership is ${formatMoney(clubMonthly)} a month. Your style profile is kept, so you go straight to checkout.`}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {!busy && (
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={() => void rejoin()} data-testid="rejoin-retry">
            Rejoin and go to checkout
          </button>
        </div>
      )}
    </section>
  );
}
