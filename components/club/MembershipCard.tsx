import type { AccountClub } from '../../lib/account/types';
import { useBrand } from '../../lib/brand/context';
import { billingDateLabel, monthLabel, monthList } from '../../lib/club/months';
import type { ClubMembership } from '../../lib/club/types';
import { formatMoney } from '../../lib/format/money';
import { Section } from '../ui/Section';
import s from '../pages/shared/section.module.css';
import account from '../account/Account.module.css';
import styles from './Club.module.css';
import { SettleBalance, balanceOf, useSettled } from './SettleBalance';
import { UndoSkip } from './UndoSkip';
import { useState } from 'react';

interface Props {
  club: AccountClub;
  /** GET account's membership; absent for one who never joined. */
  membership?: ClubMembership;
}

function statusText(club: AccountClub, membership?: ClubMembership): { text: string; active: boolean } {
  if (club.member && club.paused) return { text: 'Membership paused', active: false };
  if (club.member) return { text: 'Active member', active: true };
  if (membership?.cancelled) return { text: 'Membership canceled', active: false };
  return { text: 'Not a member', active: false };
}

/**
 * The members page's club card: status, price, next billing date, skipped months, and what the
 * member may do; an overdue member pays the balance here, and the card then shows the membership
 * as the payment left it.
 */
export function MembershipCard({ club, membership: initial }: Props) {
  const { brand } = useBrand();
  const { settled, setSettled, notice } = useSettled();
  // The membership as the last action on this card left it (an undone skip, a settled balance).
  const [undone, setUndone] = useState<{ membership: ClubMembership; month: string } | null>(null);
  const membership = undone?.membership ?? settled?.membership ?? initial;
  const status = statusText(club, membership);
  const current = club.member && membership && !membership.cancelled ? membership : null;
  const due = current?.overdue ? balanceOf(current) : null;
  const links: [string, string, string][] = [];
  if (current && current.status === 'active' && !current.overdue) links.push(['/members/picks', 'Choose this month’s piece', 'club-picks-link']);
  if (current && current.status === 'active' && !current.overdue && current.prepaidMonths === 0) links.push(['/members/prepay', 'Prepay and save', 'club-prepay-link']);
  if (current?.canSkip) links.push(['/members_skip_flow', 'Skip a month', 'club-skip-link']);
  if (current?.canPause) links.push(['/members_pause_flow', 'Pause your membership', 'club-pause-link']);
  if (current?.canResume) links.push(['/members_pause_flow', 'Resume your membership', 'club-resume-link']);
  if (current) links.push(['/members_cancel_flow', 'Cancel your membership', 'club-cancel-link']);
  if (!club.member) links.push(['/club', membership?.cancelled ? `Join the ${brand.clubName} again` : `Find out about the ${brand.clubName}`, 'club-join-link']);

  return (
    <Section id="account-club" title={brand.clubName}>
      <p>
        <span className={`${account.badge} ${status.active ? '' : account.badgeMuted}`} data-testid="club-status">
          {status.text}
        </span>
      </p>
      {initial?.overdue ? notice : null}
      {current?.overdue ? (
        <>
          <p className={s.alert} data-testid="club-overdue">
            Your last monthly payment{due ? ` of ${formatMoney(due)}` : ''} didn’t go through. Please settle it to keep skipping or to cancel.
          </p>
          <SettleBalance membership={current} onSettled={setSettled} />
        </>
      ) : null}
      {current ? (
        <dl className={styles.facts} data-testid="club-facts">
          <dt>Plan</dt>
          <dd>{current.planName}</dd>
          <dt>Monthly price</dt>
          <dd data-testid="club-price">
            {current.paused && current.pauseMonthlyPrice !== null ? `${formatMoney(current.pauseMonthlyPrice)} while paused` : formatMoney(current.amount)}
          </dd>
          <dt>Next billing date</dt>
          <dd data-testid="club-next-billing">{current.nextBillingDate ? billingDateLabel(current.nextBillingDate) : 'Not set'}</dd>
          {current.prepaidMonths > 0 ? (
            <>
              <dt>Prepaid</dt>
              <dd data-testid="club-prepaid">
                {current.prepaidMonths} {current.prepaidMonths === 1 ? 'month' : 'months'} left, nothing charged for {current.prepaidMonths === 1 ? 'it' : 'them'}
                {current.nextPrepaidShipDate ? `; the next ships on ${billingDateLabel(current.nextPrepaidShipDate)}` : ''}
              </dd>
            </>
          ) : null}
          <dt>Skipped months</dt>
          <dd data-testid="club-skipped">{current.upcomingSkippedMonths.length ? monthList(current.upcomingSkippedMonths) : 'None'}</dd>
        </dl>
      ) : null}
      {undone ? (
        <p className={styles.done} role="status" data-testid="club-unskipped">
          {monthLabel(undone.month)} is no longer skipped. We sent you a confirmation by email.
        </p>
      ) : null}
      {current ? <UndoSkip membership={current} onUndone={(m) => current.unskipMonth && setUndone({ membership: m, month: current.unskipMonth })} /> : null}
      {links.length ? (
        <ul className={account.sectionLinks}>
          {links.map(([href, label, testId]) => (
            <li key={label}>
              <a href={href} data-testid={testId}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
