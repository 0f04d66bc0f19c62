import { useEffect, useRef, useState } from 'react';
import { settleNow } from '../../lib/club/settleNow';
import { billingDateLabel } from '../../lib/club/months';
import type { ClubMembership, ClubSettled } from '../../lib/club/types';
import { useClubAction } from '../../lib/club/useClubAction';
import { formatMoney } from '../../lib/format/money';
import { cardEnding } from '../../lib/payments/cardLabels';
import ui from '../account/memberScreens.module.css';
import { ClubActionButton } from './ActionError';

/** The overdue balance: the declined charge, or the next charge when none is recorded. */
export const balanceOf = (m: ClubMembership): number | null => m.amountDue ?? m.nextCharge;

/** What the page says once the balance is paid. */
export function settledText(r: ClubSettled): string {
  if (!r.changed) return 'Your balance is already paid. Your membership is up to date.';
  const next = r.membership?.nextBillingDate ? ` Your next billing date is ${billingDateLabel(r.membership.nextBillingDate)}.` : '';
  const paid = r.charged && r.card ? `${formatMoney(r.charged)} was charged to ${cardEnding(r.card)}. ` : '';
  return `Thank you! ${paid}Your membership is up to date.${next}`;
}

/**
 * A screen's paid-balance status line: always in the page (so what is written into it is announced),
 * focused once written, since the button that was pressed is gone.
 */
export function useSettled() {
  const ref = useRef<HTMLParagraphElement>(null);
  const [settled, setSettled] = useState<ClubSettled | null>(null);
  useEffect(() => {
    if (settled) ref.current?.focus();
  }, [settled]);
  const notice = (
    <p ref={ref} tabIndex={-1} role="status" className={ui.status} data-testid="club-settled">
      {settled ? settledText(settled) : ''}
    </p>
  );
  return { settled, setSettled, notice };
}

interface Props {
  /** An overdue membership. */
  membership: ClubMembership;
  onSettled(result: ClubSettled): void;
}

/**
 * "Pay $X now" on the card the page names (the default card; that card's id is sent, so another
 * tab changing the default cannot charge a card not shown), with the refusal above it; without a
 * card that can be charged, the way to add one.
 */
export function SettleBalance({ membership, onSettled }: Props) {
  const action = useClubAction();
  const due = balanceOf(membership);
  const card = membership.billingCard;
  if (!card) {
    return (
      <p data-testid="settle-no-card">
        There is no card on your account we can charge. <a href="/change_payment">Add a card in your payment methods</a>, then pay the balance here.
      </p>
    );
  }
  return (
    <div data-testid="settle">
      <p data-testid="settle-card">We’ll charge your default card, {cardEnding(card)}.</p>
      <ClubActionButton
        action={action}
        label={due ? `Pay ${formatMoney(due)} now` : 'Pay now'}
        busyLabel="Paying…"
        testId="settle-pay"
        onClick={() => void action.run((api) => settleNow(api, card.id), onSettled)}
      />
    </div>
  );
}
