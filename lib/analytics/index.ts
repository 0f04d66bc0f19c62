/**
 * What the pages that still make their own calls import (the search, cart and checkout pages:
 * docs/analytics.md, "The browser half"): `page`, `track`, `identify`, `reset`. Page views of the
 * manual routes, Product Viewed and the events that follow a shop API answer are derived by the
 * analytics chunk instead (derivePage.ts, deriveApi.ts), so the shop's first pages carry none of this.
 * The facade and its destinations (lib/analytics/facade.ts, start.ts) are chunks _app loads after
 * hydration, and only when the page's props ask for them (bootWanted.ts). Calls made before that
 * wait here (at most MAX_EARLY); when the page load's first page did not ask for analytics, or asked
 * without a configuration (boot.ts), they are discarded and later calls are no-ops.
 */
import { landingWantsBoot } from './bootWanted';
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
  if (target) return call(target);
  if (!off && !landingWantsBoot()) off = true;
  if (!off && early.length < MAX_EARLY) early.push(call);
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
