/**
 * When product analytics' browser library (mixpanel-browser, 35 KB gzip) loads (issue 35): only for
 * the sessions that need it in the browser. A recorded session (RECORD_PERCENT of browser sessions,
 * drawn once per tab session) loads it after the load event at idle time, to record from the start;
 * every other session loads it after the shopper's first interaction has painted, for autocapture
 * (clicks, inputs, scrolls, submits). A shopper who only reads a page, and a Lighthouse run, never
 * load it; their page views and the plan's events go through the first-party beacon (collect.ts).
 */
import { afterLoadIdle } from '../ui/afterLoadIdle';
import { whenInteracted } from './thirdPartyGate';

export const RECORD_PERCENT = 2;
export const RECORDED_KEY = 'analytics-recorded';

/** Whether this tab session is recorded: drawn on its first page load and kept in sessionStorage. */
export function recordedSession(storage: Pick<Storage, 'getItem' | 'setItem'> | null, random: () => number = Math.random): boolean {
  try {
    const kept = storage?.getItem(RECORDED_KEY);
    if (kept === '1' || kept === '0') return kept === '1';
  } catch {
    // Storage blocked: draw for this page load.
  }
  const recorded = random() * 100 < RECORD_PERCENT;
  try {
    storage?.setItem(RECORDED_KEY, recorded ? '1' : '0');
  } catch {
    // as above
  }
  return recorded;
}

export interface WhenDeps {
  afterLoad?: (task: () => void) => void;
  afterInteraction?: (task: () => void) => void;
}

/** Resolves when the library should load for this session (see above). */
export function whenProductAnalyticsWanted(recorded: boolean, deps: WhenDeps = {}): Promise<void> {
  const afterLoad = deps.afterLoad ?? ((t: () => void) => void afterLoadIdle(t));
  const afterInteraction = deps.afterInteraction ?? whenInteracted;
  return new Promise((resolve) => (recorded ? afterLoad : afterInteraction)(resolve));
}
