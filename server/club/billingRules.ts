// The club's monthly billing as pure decisions (docs/api.md, "Club: billing"): what the billing run
// does with one membership on one day, and what paying an overdue balance charges. billing.ts and
// settle.ts do the locking, the charging and the writing.
import { addOneMonth, monthOf } from '../../lib/club/months';
import type { MembershipFacts } from './rules';

/** Most billing dates one run bills for one membership (a run missed for months catches up, within reason). */
export const MAX_DATES_PER_RUN = 12;

export interface BillingFacts extends MembershipFacts {
  /** The member's monthly price on the main plan. */
  amountCents: number;
  /** The pause plan's monthly price; null when there is none. */
  pausePriceCents: number | null;
  /** Months paid ahead (a prepaid plan): each ships its piece without a charge. */
  prepaidMonths: number;
}

/** A charge row of one billing date, as far as the decisions need it. */
export interface ChargeFacts {
  billingDate: string;
  status: 'paid' | 'declined';
  amountCents: number;
  attempts: number;
}

/** 'YYYY-MM-DD' of `now` in UTC: billing dates are UTC calendar dates. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** What a billing date charges: the main plan's price, or the pause plan's while paused (the main price when there is no pause plan). */
export function priceCents(m: BillingFacts): number {
  return m.status === 'paused' && m.pausePriceCents !== null ? m.pausePriceCents : m.amountCents;
}

/** Billed by the run today: active or paused, not overdue, with a billing date on or before today. */
export function isDue(m: MembershipFacts, today: string): boolean {
  return m.status !== 'cancelled' && !m.overdue && m.nextBillingDate !== null && m.nextBillingDate <= today;
}

/** The gateway's idempotency key of the run's charge of one billing date. */
export const runChargeKey = (membershipId: number, billingDate: string) => `club:${membershipId}:${billingDate}`;

/** The key of a member's payment of an overdue balance: one per try, so a retry after a decline is a new charge. */
export const settleChargeKey = (membershipId: number, billingDate: string, attempt: number) => `club:${membershipId}:${billingDate}:settle:${attempt}`;

export type BillingDecision =
  | { kind: 'notDue' }
  /** The date moves on one month without a charge: the month was skipped, is already paid, or costs nothing. */
  | { kind: 'moveOn'; billingDate: string; nextBillingDate: string; reason: 'skippedMonth' | 'alreadyPaid' | 'free' }
  /** This date's charge was declined before (the overdue flag was cleared without paying): overdue again, no new charge. */
  | { kind: 'stillDeclined'; billingDate: string }
  | { kind: 'charge'; billingDate: string; amountCents: number; nextBillingDate: string }
  /** A month paid ahead (a prepaid plan): its piece ships, nothing is charged, one prepaid month is used. */
  | { kind: 'prepaid'; billingDate: string; nextBillingDate: string };

/**
 * The run's decision for one membership today. `existing` is the charge row of the membership's
 * next billing date, if there is one: a date is charged once at most, whatever runs again.
 */
export function decideBilling(m: BillingFacts, today: string, existing: Pick<ChargeFacts, 'status'> | null): BillingDecision {
  if (!isDue(m, today)) return { kind: 'notDue' };
  const billingDate = m.nextBillingDate!;
  const nextBillingDate = addOneMonth(billingDate);
  if (existing?.status === 'paid') return { kind: 'moveOn', billingDate, nextBillingDate, reason: 'alreadyPaid' };
  if (existing?.status === 'declined') return { kind: 'stillDeclined', billingDate };
  if (m.skippedMonths.includes(monthOf(billingDate))) return { kind: 'moveOn', billingDate, nextBillingDate, reason: 'skippedMonth' };
  // Billing never charges a prepaid month (a paused membership ships nothing and keeps its prepaid months).
  if (m.prepaidMonths > 0 && m.status === 'active') return { kind: 'prepaid', billingDate, nextBillingDate };
  const amountCents = priceCents(m);
  if (amountCents <= 0) return { kind: 'moveOn', billingDate, nextBillingDate, reason: 'free' };
  return { kind: 'charge', billingDate, amountCents, nextBillingDate };
}

/** The overdue balance: the declined charge's date and amount, or (overdue without a recorded charge) the next billing date's. */
export function balanceDue(m: BillingFacts, declined: Pick<ChargeFacts, 'billingDate' | 'amountCents'> | null, today: string): { billingDate: string; amountCents: number } | null {
  if (m.status === 'cancelled' || !m.overdue) return null;
  if (declined) return { billingDate: declined.billingDate, amountCents: declined.amountCents };
  return { billingDate: m.nextBillingDate ?? today, amountCents: priceCents(m) };
}

export type SettleDecision =
  | { kind: 'notOverdue' }
  /** Nothing to charge (a plan of price 0): the flag is cleared and the date moves on. */
  | { kind: 'clear'; nextBillingDate: string }
  | { kind: 'settle'; billingDate: string; amountCents: number; attempt: number; nextBillingDate: string };

/**
 * POST club/settle: an overdue member pays the declined charge now. Paid, the billing date moves one
 * month past the paid date (a later date stays). `declined` is the recorded declined charge, if any.
 */
export function decideSettle(m: BillingFacts, declined: ChargeFacts | null, today: string): SettleDecision {
  const due = balanceDue(m, declined, today);
  if (!due) return { kind: 'notOverdue' };
  const after = addOneMonth(due.billingDate);
  const nextBillingDate = m.nextBillingDate && m.nextBillingDate > after ? m.nextBillingDate : after;
  if (due.amountCents <= 0) return { kind: 'clear', nextBillingDate };
  return { kind: 'settle', billingDate: due.billingDate, amountCents: due.amountCents, attempt: (declined?.attempts ?? 0) + 1, nextBillingDate };
}

/** The card a club charge goes to: the default saved card, when it has not expired. */
export function billingCardOf<T extends { isDefault: boolean; expired: boolean }>(cards: readonly T[]): T | null {
  const card = cards.find((c) => c.isDefault);
  return card && !card.expired ? card : null;
}
