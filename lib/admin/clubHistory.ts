import type { AdminCustomerDetail, AdminMembership } from './types';
import { formatCents } from '../format/money';

/** One line of a customer's club history: when, what happened, and who did it (null: the member or the billing run). */
export interface ClubHistoryEntry {
  key: string;
  at: string;
  text: string;
  by: string | null;
}

const CANCEL_WORDS: Record<string, string> = {
  too_expensive: 'too expensive', not_using: 'not using it', fit_or_quality: 'fit or quality', styles: 'styles', shipping: 'delivery', other: 'something else',
};

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const cents = (v: unknown): string | null => (typeof v === 'number' && Number.isFinite(v) ? formatCents(v) : null);

/** A club event's words: 'Skipped 2026-04 (next billing 2026-05-14)'. Unknown kinds read as themselves. */
export function eventText(kind: string, detail: Record<string, unknown>): string {
  switch (kind) {
    case 'skip':
      return `Skipped ${str(detail.month)}${detail.nextBillingDate ? ` (next billing ${str(detail.nextBillingDate)})` : ''}`;
    case 'unskip':
      return `Skip of ${str(detail.month)} undone${detail.nextBillingDate ? ` (next billing ${str(detail.nextBillingDate)})` : ''}`;
    case 'pause': {
      const rate = cents(detail.pausePriceCents);
      return rate ? `Paused (${rate} a month while paused)` : 'Paused';
    }
    case 'resume': {
      const price = cents(detail.amountCents);
      return price ? `Resumed (${price} a month)` : 'Resumed';
    }
    case 'cancel': {
      const reason = CANCEL_WORDS[str(detail.reason)];
      return `Canceled${reason ? `: ${reason}` : ''}${str(detail.comment) ? ` (“${str(detail.comment)}”)` : ''}`;
    }
    default:
      return kind;
  }
}

function chargeText(c: AdminCustomerDetail['charges'][number]): string {
  const what = c.status === 'paid' ? `Charged ${formatCents(c.amountCents)}` : `Charge of ${formatCents(c.amountCents)} declined${c.failure ? ` (${c.failure.replace(/_/g, ' ')})` : ''}`;
  const refunded = c.refundedCents > 0 ? `, ${formatCents(c.refundedCents)} refunded` : '';
  return `${what} for ${c.billingDate}${c.card ? ` on ${c.card}` : ''}${refunded}`;
}

const joined = (m: AdminMembership): ClubHistoryEntry => ({ key: `m${m.id}`, at: m.startedAt, text: `Joined ${m.planName} at ${formatCents(m.amountCents)} a month`, by: null });

/**
 * A customer's club history, newest first: each membership's start, its status changes (club_events:
 * skips, pauses, resumes, cancels, by the member or by staff) and its monthly charges with amounts,
 * dates and refunds. Entries at the same time keep the order they were given in.
 */
export function clubHistory(d: Pick<AdminCustomerDetail, 'memberships' | 'events' | 'charges'>): ClubHistoryEntry[] {
  const entries: ClubHistoryEntry[] = [
    ...d.memberships.map(joined),
    ...d.events.map((e) => ({ key: `e${e.id}`, at: e.at, text: eventText(e.kind, e.detail), by: e.staffEmail })),
    ...d.charges.map((c) => ({ key: `c${c.id}`, at: c.paidAt ?? `${c.billingDate}T00:00:00.000Z`, text: chargeText(c), by: null })),
  ];
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.at === b.e.at ? a.i - b.i : a.e.at < b.e.at ? 1 : -1))
    .map(({ e }) => e);
}

export type ClubActionName = 'skip' | 'pause' | 'resume' | 'cancel';

/** What staff can ask of the latest membership in its present state (the server still decides). */
export function clubActionsFor(m: AdminMembership | undefined): ClubActionName[] {
  if (!m || m.status === 'cancelled') return [];
  const out: ClubActionName[] = [];
  // The member's own skip rules (server/club/rules.ts skipBlock): not while paused or overdue.
  if (m.status === 'active' && !m.overdue && m.nextBillingDate) out.push('skip');
  out.push(m.status === 'paused' ? 'resume' : 'pause');
  out.push('cancel');
  return out;
}
