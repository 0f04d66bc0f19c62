// The club membership's transition rules (docs/api.md, "Club"), as pure functions of a membership
// and the current time, so the routes, GET club's can* flags and the tests read the same rules.
import { MAX_SKIPS_AHEAD } from '../../lib/club/messages';
import { addOneMonth, dayIn, isMonth, monthOf, shiftMonth } from '../../lib/club/months';
import type { ClubStatus, SkipBlock } from '../../lib/club/types';

export { MAX_SKIPS_AHEAD, addOneMonth, monthOf };

export interface MembershipFacts {
  status: ClubStatus;
  overdue: boolean;
  /** YYYY-MM-DD */
  nextBillingDate: string | null;
  /** YYYY-MM, oldest first. */
  skippedMonths: string[];
  /** Whether the membership's plan (or the brand) has a pause plan. */
  hasPausePlan: boolean;
}

/** The stored row's status and flag as one state; a row flagged paused counts as paused whatever its status says. */
export function statusOf(row: { status: string; paused: number | boolean }): ClubStatus {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'paused' || Number(row.paused) === 1) return 'paused';
  return 'active';
}

/** skipped_json as a clean list: months only, each once, oldest first (anything else stored is ignored). */
export function parseSkipped(json: string): string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter((m): m is string => typeof m === 'string' && isMonth(m)))].sort();
}

/**
 * The skipped months still ahead: the run of skipped months right before the next billing month
 * whose billing day (the next billing date's day in that month) has not passed yet.
 */
export function upcomingSkips(m: Pick<MembershipFacts, 'nextBillingDate' | 'skippedMonths'>, now: Date): string[] {
  if (!m.nextBillingDate) return [];
  const skipped = new Set(m.skippedMonths);
  const today = now.toISOString().slice(0, 10);
  const day = Number(m.nextBillingDate.slice(8, 10));
  const run: string[] = [];
  for (let month = shiftMonth(monthOf(m.nextBillingDate), -1); skipped.has(month) && dayIn(month, day) >= today; month = shiftMonth(month, -1)) {
    run.unshift(month);
  }
  return run;
}

/**
 * Why the next billing month cannot be skipped now, or null when it can. Only a month still to
 * come can be skipped: once its billing date is behind (before today, UTC), that month is due to be
 * billed (the billing run charges it), so skipping it would neither save the member a charge nor
 * show as a skipped month.
 */
export function skipBlock(m: MembershipFacts, now: Date): SkipBlock | null {
  if (m.status === 'cancelled') return 'cancelled';
  if (m.status === 'paused') return 'paused';
  if (m.overdue) return 'overdue';
  if (!m.nextBillingDate) return 'noBillingDate';
  if (m.nextBillingDate < now.toISOString().slice(0, 10)) return 'billingDatePassed';
  if (upcomingSkips(m, now).length >= MAX_SKIPS_AHEAD) return 'limit';
  return null;
}

export type SkipDecision =
  | { kind: 'skip'; month: string; nextBillingDate: string; skippedMonths: string[] }
  | { kind: 'already'; month: string }
  | { kind: 'refuse'; block: SkipBlock }
  /** The page asked for a month that is not the next billing month (another tab moved it). */
  | { kind: 'stale'; next: string };

/**
 * POST club/skip for `month`: an active, non-overdue member skips the next billing month (it is
 * recorded, and the billing date moves one month later), at most MAX_SKIPS_AHEAD in a row. Asking
 * again for a month already skipped changes nothing, so a second click cannot skip two months.
 */
export function decideSkip(m: MembershipFacts, month: string, now: Date): SkipDecision {
  if (m.status === 'cancelled') return { kind: 'refuse', block: 'cancelled' };
  if (m.nextBillingDate && m.skippedMonths.includes(month) && month < monthOf(m.nextBillingDate)) return { kind: 'already', month };
  const block = skipBlock(m, now);
  if (block) return { kind: 'refuse', block };
  const next = monthOf(m.nextBillingDate!);
  if (month !== next) return { kind: 'stale', next };
  return { kind: 'skip', month, nextBillingDate: addOneMonth(m.nextBillingDate!), skippedMonths: [...m.skippedMonths, month].sort() };
}

export type UnskipRefusal = 'cancelled' | 'notSkipped' | 'billingDatePassed' | 'notLatest';

export type UnskipDecision =
  | { kind: 'unskip'; month: string; nextBillingDate: string; skippedMonths: string[] }
  | { kind: 'refuse'; reason: UnskipRefusal; latest: string | null };

/**
 * The month whose skip can be undone now: the latest of the skipped months still ahead (the one right
 * before the next billing month), while its billing date has not passed; null when there is none.
 */
export function unskippableMonth(m: MembershipFacts, now: Date): string | null {
  if (m.status === 'cancelled') return null;
  const ahead = upcomingSkips(m, now);
  return ahead.length ? ahead[ahead.length - 1] : null;
}

/**
 * POST club/unskip for `month` (issue 25): a skipped month is billed after all. Only before its billing
 * date (the day of the next billing date, in that month: today still counts, as for skipping), and only
 * the latest skipped month ahead (undo a run of skips from the last one back), so the billing date moves
 * back exactly one month, to that month's billing date, and nothing already billed is billed again.
 */
export function decideUnskip(m: MembershipFacts, month: string, now: Date): UnskipDecision {
  const latest = unskippableMonth(m, now);
  if (m.status === 'cancelled') return { kind: 'refuse', reason: 'cancelled', latest };
  if (!m.nextBillingDate || !m.skippedMonths.includes(month) || month >= monthOf(m.nextBillingDate)) return { kind: 'refuse', reason: 'notSkipped', latest };
  if (!upcomingSkips(m, now).includes(month)) return { kind: 'refuse', reason: 'billingDatePassed', latest };
  if (month !== latest) return { kind: 'refuse', reason: 'notLatest', latest };
  return {
    kind: 'unskip', month, nextBillingDate: dayIn(month, Number(m.nextBillingDate.slice(8, 10))), skippedMonths: m.skippedMonths.filter((s) => s !== month),
  };
}

/** POST club/pause: active (overdue or not) → paused. */
export function decidePause(m: MembershipFacts): 'pause' | 'already' | 'cancelled' | 'noPausePlan' {
  if (m.status === 'cancelled') return 'cancelled';
  if (m.status === 'paused') return 'already';
  return m.hasPausePlan ? 'pause' : 'noPausePlan';
}

/** POST club/resume: paused → active. */
export function decideResume(m: MembershipFacts): 'resume' | 'already' | 'cancelled' {
  if (m.status === 'cancelled') return 'cancelled';
  return m.status === 'paused' ? 'resume' : 'already';
}

/** POST club/cancel: active or paused → cancelled, unless a monthly charge is unpaid. */
export function decideCancel(m: MembershipFacts): 'cancel' | 'already' | 'overdue' {
  if (m.status === 'cancelled') return 'already';
  return m.overdue ? 'overdue' : 'cancel';
}

export interface Permissions {
  canSkip: boolean;
  canPause: boolean;
  canResume: boolean;
  canCancel: boolean;
  skipMonth: string | null;
  skipBlocked: SkipBlock | null;
  upcomingSkippedMonths: string[];
  /** The skipped month whose skip can be undone now (POST club/unskip), or null. */
  unskipMonth: string | null;
}

/** GET club's computed flags. */
export function permissions(m: MembershipFacts, now: Date): Permissions {
  const skipBlocked = skipBlock(m, now);
  return {
    canSkip: skipBlocked === null,
    canPause: decidePause(m) === 'pause',
    canResume: decideResume(m) === 'resume',
    canCancel: decideCancel(m) === 'cancel',
    skipMonth: skipBlocked === null ? monthOf(m.nextBillingDate!) : null,
    skipBlocked,
    upcomingSkippedMonths: upcomingSkips(m, now),
    unskipMonth: unskippableMonth(m, now),
  };
}
