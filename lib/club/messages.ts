// The club calls' messages, shared by the API (server/club) and the pages that explain a refusal.
import { formatMoney } from '../format/money';
import { CANCEL_COMMENT_MAX } from './reasons';
import { billingDateLabel, monthLabel, monthOf } from './months';
import type { SkipBlock } from './types';

export const MAX_SKIPS_AHEAD = 3;

export const CLUB_MESSAGES = {
  noClub: 'This store has no club.',
  notMember: 'We couldn’t find a club membership on your account.',
  cancelled: 'Your membership is canceled. You can join again from the club page.',
  noPausePlan: 'Your plan can’t be paused. You can skip a month or cancel instead.',
  month: 'month: Give the month to skip as YYYY-MM.',
} as const;

/** The /cancel-vip form's rules, the same on the form (lib/club/cancelSchema.ts) and in the API (`reason: …`, `comment: …`). */
export const CANCEL_FORM_MESSAGES = {
  reason: 'Please choose a reason.',
  comment: `Please use at most ${CANCEL_COMMENT_MAX} characters.`,
} as const;

/** Why a month cannot be skipped now, for the shopper. */
export const SKIP_BLOCK_MESSAGES: Record<SkipBlock, string> = {
  cancelled: CLUB_MESSAGES.cancelled,
  paused: 'Your membership is paused, so there is no month to skip. Resume it to skip a month.',
  overdue: 'Your last monthly payment didn’t go through. Please settle the balance before skipping a month.',
  noBillingDate: 'Your membership has no billing date to skip yet.',
  billingDatePassed: 'Your last billing date has passed and is still to be billed, so there is no month to skip right now. Once it is billed, you can skip a later month.',
  limit: `You’ve skipped the next ${MAX_SKIPS_AHEAD} months already, the most you can skip in a row. To take a longer break, pause your membership instead.`,
};

/** Why a month cannot be skipped now, naming the month and date when the next billing date has passed. */
export function skipBlockMessage(block: SkipBlock, nextBillingDate: string | null): string {
  if (block !== 'billingDatePassed' || !nextBillingDate) return SKIP_BLOCK_MESSAGES[block];
  return `${monthLabel(monthOf(nextBillingDate))}’s billing date, ${billingDateLabel(nextBillingDate)}, has passed, so it can no longer be skipped. Once it is billed, you can skip a later month.`;
}

/** Why a skip cannot be undone (POST club/unskip), naming the month; `latest` is the one that can be, if any. */
export function unskipRefusalMessage(reason: 'cancelled' | 'notSkipped' | 'billingDatePassed' | 'notLatest', month: string, latest: string | null): string {
  switch (reason) {
    case 'cancelled':
      return CLUB_MESSAGES.cancelled;
    case 'notSkipped':
      return `${monthLabel(month)} is not a skipped month, so there is nothing to undo.`;
    case 'billingDatePassed':
      return `${monthLabel(month)}’s billing date has passed, so its skip can no longer be undone.`;
    case 'notLatest':
      return `Undo your later skipped month first${latest ? ` (${monthLabel(latest)})` : ''}: skips are undone from the last one back.`;
  }
}

/** A skip sent from a page that no longer shows the next billing month (another tab changed it). */
export const staleSkipMessage = (requested: string, next: string) =>
  `month: ${monthLabel(requested)} is not your next billing month; ${monthLabel(next)} is. Reload the page and try again.`;

/** POST club/cancel while a monthly charge is unpaid. */
export const overdueCancelMessage = (due: number | null) =>
  `Your last monthly payment${due ? ` of ${formatMoney(due)}` : ''} didn’t go through. Once the balance is settled, you can cancel your membership.`;

/** POST club/settle's refusals (the card the member pays an overdue balance with). */
export const SETTLE_MESSAGES = {
  noCard: 'savedCardId: You have no card we can charge. Add a card in your payment methods, then try again.',
  expired: 'savedCardId: That card has expired. Choose another card or add a new one in your payment methods.',
} as const;

/** POST club/settle when the card is declined (402): the gateway's reason, and that nothing was paid. */
export const settleDeclinedMessage = (reason: string, due: number) =>
  `${reason.replace(/[.!]$/, '')}, so your balance of ${formatMoney(due)} is still due. Please try another card.`;
