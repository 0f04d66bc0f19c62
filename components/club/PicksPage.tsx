import { useState } from 'react';
import { clubApi } from '../../lib/club/api';
import { billingDateLabel } from '../../lib/club/months';
import type { ClubPick, ClubPicks } from '../../lib/club/types';
import { useClubAction } from '../../lib/club/useClubAction';
import { colorLabel } from '../../lib/format/colors';
import { formatMoney } from '../../lib/format/money';
import { sizeLabel } from '../../lib/format/sizes';
import { AccountScreen } from '../account/AccountScreen';
import { ActionError } from './ActionError';
import { ClubLinks } from './ClubLinks';
import styles from './Picks.module.css';

export interface PicksPageProps {
  path: string;
  picks: ClubPicks;
}

const UNAVAILABLE: Record<NonNullable<ClubPicks['unavailable']>, string> = {
  noMembership: 'Picks are for club members. Join the club to choose a piece every month.',
  paused: 'Your membership is paused, so no piece ships this month. Resume it to choose your next piece.',
  cancelled: 'Your membership has ended, so there is nothing to choose.',
  overdue: 'Your last monthly payment didn’t go through. Settle the balance on your account page to choose your next piece.',
  skipped: 'You skipped this month, so no piece ships and nothing is charged. Undo the skip on your account page to choose one.',
  noBillingDate: 'Your membership has no billing date yet, so there is nothing to choose.',
};

const same = (p: ClubPick, c: ClubPicks['chosen']) => c !== null && p.itemId === c.itemId && p.size === c.size;
const pieceName = (p: ClubPick) => `${p.name} (${[colorLabel(p.color), p.size === 'One Size' ? '' : sizeLabel(p.size)].filter(Boolean).join(', ')})`;

/** clubMultiQty: how many pieces ship each month, each at the monthly price, from the next billing date. */
function PiecesPerMonth({ picks }: { picks: ClubPicks }) {
  const action = useClubAction();
  const [pieces, setPieces] = useState(picks.piecesPerMonth);
  const [saved, setSaved] = useState<number | null>(null);
  const price = picks.pricePerPiece ?? 0;
  return (
    <form
      className={styles.lead}
      data-testid="pieces-per-month"
      onSubmit={(e) => {
        e.preventDefault();
        void action.run((api) => clubApi.setPieces(api, pieces), (r) => setSaved(r.piecesPerMonth));
      }}
    >
      <label htmlFor="pieces-per-month">Pieces each month</label>{' '}
      <select id="pieces-per-month" value={pieces} onChange={(e) => setPieces(Number(e.target.value))}>
        {[1, 2, 3].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>{' '}
      <button type="submit" className="btn btn-outline" disabled={action.busy}>
        Save
      </button>
      <span> Each piece is {formatMoney(price)} a month; you pay only for the pieces that ship.</span>
      {saved !== null ? (
        <span role="status" data-testid="pieces-saved">
          {' '}
          {saved} {saved === 1 ? 'piece' : 'pieces'} a month from your next billing date: {formatMoney(Math.round(price * 100 * saved) / 100)} a month.
        </span>
      ) : null}
      <ActionError message={action.error} />
    </form>
  );
}

/**
 * /members/picks (protected, club brands): this month's picks. While the window is open the member
 * chooses one piece (choosing again replaces it); without a choice the shop sends the first pick,
 * and the page says so. Before and after the window it gives the dates.
 */
export function PicksPage({ path, picks: initial }: PicksPageProps) {
  const [picks, setPicks] = useState(initial);
  const action = useClubAction();
  const { window, chosen } = picks;
  const chosenPick = picks.picks.find((p) => same(p, chosen));

  return (
    <AccountScreen path={path} title="This month’s picks" after={<ClubLinks />}>
      {picks.multiQty && !picks.unavailable ? <PiecesPerMonth picks={picks} /> : null}
      {!window ? (
        <p data-testid="picks-unavailable">{UNAVAILABLE[picks.unavailable ?? 'noMembership']}</p>
      ) : window.state === 'upcoming' ? (
        <p data-testid="picks-upcoming">
          Your picks for the {billingDateLabel(window.billingDate)} billing date open on {billingDateLabel(window.opensOn)}. We’ll email you before they close.
        </p>
      ) : window.state === 'closed' ? (
        <p data-testid="picks-closed">
          Picks for the {billingDateLabel(window.billingDate)} billing date closed on {billingDateLabel(window.lastDay)}.{' '}
          {chosen ? 'Your pick ships after that date.' : 'We’re picking your piece from your style profile and size.'}
        </p>
      ) : (
        <>
          <p className={styles.lead} data-testid="picks-window">
            Choose the piece that ships after your {billingDateLabel(window.billingDate)} billing date, until the end of {billingDateLabel(window.lastDay)} (UTC).{' '}
            {chosenPick ? (
              <>
                Your pick: <strong data-testid="picks-chosen">{pieceName(chosenPick)}</strong>.
              </>
            ) : picks.picks.length ? (
              'If you don’t choose, we’ll send the first one, picked from your style profile and size.'
            ) : null}
          </p>
          {picks.picks.length ? (
            <ul className={styles.grid} data-testid="picks">
              {picks.picks.map((p) => {
                const isChosen = same(p, chosen);
                return (
                  <li key={`${p.itemId}:${p.size}`} className={isChosen ? `${styles.pick} ${styles.chosen}` : styles.pick} data-testid="pick" data-item-id={p.itemId}>
                    {p.image ? <img src={p.image} alt="" width={160} height={200} className={styles.photo} loading="lazy" /> : null}
                    <span className={styles.name}>{p.name}</span>
                    <span className={styles.meta}>{[colorLabel(p.color), p.size === 'One Size' ? '' : `Size ${sizeLabel(p.size)}`].filter(Boolean).join(' · ')}</span>
                    <button
                      type="button"
                      className="btn"
                      disabled={action.busy || isChosen}
                      aria-pressed={isChosen}
                      data-testid="choose-pick"
                      onClick={() => void action.run((api) => clubApi.choosePick(api, p.itemId, p.size), setPicks)}
                    >
                      {isChosen ? 'Your pick' : 'Choose this'}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p data-testid="picks-none">Nothing matches your style profile and size in stock right now. Check your style profile; we’ll email you if we can’t ship your piece.</p>
          )}
          <ActionError message={action.error} />
        </>
      )}
    </AccountScreen>
  );
}
