/**
 * What pages and components import: `page`, `track`, `identify`, `reset`. This shim is all of
 * analytics that a page carries up front (a few hundred bytes); the facade and its destinations
 * (lib/analytics/facade.ts, start.ts) are chunks _app loads after hydration, and only when the page's
 * props carry an analytics configuration. Calls made before that wait here (at most MAX_EARLY);
 * with nothing configured they are discarded and later calls are no-ops.
 */
import type { EventProps, PlanEvent } from './events';
import type { Analytics, PageView } from './facade';

export type { PlanEvent, EventProps } from './events';

type Early = (a: Analytics) => void;
const MAX_EARLY = 100;
let target: Analytics | null = null;
let off = false;
let early: Early[] = [];

function send(call: Early): void {
  // Server rendering and API modules shared with the server record nothing.
  if (typeof window === 'undefined') return;
  if (target) call(target);
  else if (!off && early.length < MAX_EARLY) early.push(call);
}

export function page(view: PageView): void {
  send((a) => a.page(view));
}

export function track(event: PlanEvent, props: EventProps = {}): void {
  send((a) => a.track(event, props));
}

/** Identify only with a user id; the facade logs the spec's line and skips otherwise. */
export function identify(userId: string | number | null | undefined): void {
  send((a) => a.identify(userId));
}

/** On logout. */
export function reset(): void {
  send((a) => a.reset());
}

/** Do-not-sell / GPC as it was when the destinations started on this page (null: not started). */
let startedLimited: boolean | null = null;

/** start.ts hands over the facade (started with or without limited data use): the calls made so far go to it in order. */
export function attachAnalytics(a: Analytics, limited?: boolean): void {
  target = a;
  startedLimited = limited ?? null;
  const calls = early;
  early = [];
  calls.forEach((c) => c(a));
}

/**
 * Whether destinations already running on this page started in the other privacy mode: a tag that
 * has loaded cannot be unloaded, nor a pixel initialised again, so only a new page load applies a
 * changed do-not-sell choice (the /dnsmpi panel reloads then). False before they start: they will
 * read the choice as it is then.
 */
export function startedInOtherMode(limited: boolean): boolean {
  return startedLimited !== null && startedLimited !== limited;
}

/** No destination is configured for this page: drop what waited and ignore what comes. */
export function analyticsOff(): void {
  off = true;
  early = [];
}

/** Tests only. */
export function resetAnalyticsShim(): void {
  target = null;
  startedLimited = null;
  off = false;
  early = [];
}
