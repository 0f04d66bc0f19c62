import { useState } from 'react';
import { billingDateLabel } from '../../lib/club/months';
import { prepayNow } from '../../lib/club/prepayNow';
import type { ClubPrepaid, ClubPrepayOptions } from '../../lib/club/types';
import { useClubAction } from '../../lib/club/useClubAction';
import { formatMoney } from '../../lib/format/money';
import { cardEnding } from '../../lib/payments/cardLabels';
import { AccountScreen } from '../account/AccountScreen';
import { ActionError } from './ActionError';
import { ClubLinks } from './ClubLinks';
import styles from './Picks.module.css';

export interface PrepayPageProps {
  path: string;
  options: ClubPrepayOptions;
}

const UNAVAILABLE: Record<NonNullable<ClubPrepayOptions['unavailable']>, string> = {
  noMembership: 'Prepaid plans are for club members.',
  noPlans: 'This club has no prepaid plans.',
  paused: 'Your membership is paused. Resume it to prepay months ahead.',
  cancelled: 'Your membership has ended.',
  overdue: 'Your last monthly payment didn’t go through. Settle the balance on your account page first.',
  prepaid: 'You have months paid ahead already; you can prepay again once they have shipped.',
  noBillingDate: 'Your membership has no billing date yet.',
};

/**
 * /members/prepay (protected, club brands): the prepaid plans (months, price, what ships when), bought
 * on the club's card with one press; afterwards, what was bought.
 */
export function PrepayPage({ path, options }: PrepayPageProps) {
  const action = useClubAction();
  const [bought, setBought] = useState<ClubPrepaid | null>(null);
  return (
    <AccountScreen path={path} title="Prepay and save" after={<ClubLinks />}>
      {bought?.changed ? (
        <p role="status" data-testid="prepay-done">
          Thank you! {formatMoney(bought.charged ?? 0)} was charged for {bought.months} months. Your pieces ship on your billing dates without a charge
          {bought.membership?.nextPrepaidShipDate ? `, the first on ${billingDateLabel(bought.membership.nextPrepaidShipDate)}` : ''}.
        </p>
      ) : options.unavailable ? (
        <p data-testid="prepay-unavailable">{UNAVAILABLE[options.unavailable]}</p>
      ) : (
        <>
          <p className={styles.lead}>
            Pay a few months ahead for less. Each paid-ahead month ships its piece on its billing date with nothing charged; a month you skip is not used, and if your
            membership ends early we refund the months left.
          </p>
          {options.card ? null : <p data-testid="prepay-no-card">Add a card in your <a href="/change_payment">payment methods</a> first; a plan is charged to it.</p>}
          <ul className={styles.grid} data-testid="prepay-plans">
            {options.plans.map((p) => (
              <li key={p.months} className={styles.pick} data-testid="prepay-plan">
                <span className={styles.name}>
                  {p.months} months: {formatMoney(p.price)}
                </span>
                <span className={styles.meta}>
                  {formatMoney(p.perMonth)} a month, {p.percentOff}% off
                </span>
                <span className={styles.meta}>Ships on {p.shipsOn.map(billingDateLabel).join(', ')}</span>
                <button
                  type="button"
                  className="btn"
                  disabled={action.busy || !options.card}
                  data-testid="prepay-buy"
                  onClick={() => void action.run((api) => prepayNow(api, p.months), setBought)}
                >
                  Pay {formatMoney(p.price)}
                </button>
              </li>
            ))}
          </ul>
          {options.card ? <p className={styles.meta}>Charged to your {cardEnding(options.card)}.</p> : null}
          <ActionError message={action.error} />
        </>
      )}
    </AccountScreen>
  );
}
