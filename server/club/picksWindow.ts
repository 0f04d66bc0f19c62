import type { PicksRule } from './pieceKinds';

/** When the picks for one billing date may be chosen (dates are UTC days, YYYY-MM-DD). */
export interface PicksWindow {
  billingDate: string;
  /** The first day a member may choose. */
  opensOn: string;
  /** The last day a member may choose (inclusive). */
  lastDay: string;
  state: 'upcoming' | 'open' | 'closed';
}

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function picksWindow(rule: PicksRule, billingDate: string, today: string): PicksWindow {
  const opensOn = addDays(billingDate, -rule.opensDaysBefore);
  const lastDay = addDays(billingDate, -rule.closesDaysBefore - 1);
  const state = today < opensOn ? 'upcoming' : today > lastDay ? 'closed' : 'open';
  return { billingDate, opensOn, lastDay, state };
}

/** The reminder goes out in the window's last two days (today or tomorrow is the last day to choose). */
export function reminderDue(window: PicksWindow, today: string): boolean {
  return window.state === 'open' && today >= addDays(window.lastDay, -1);
}
