/**
 * The browser's one observation point of the shop API (issue 35, "0 KB with no key"): the browser
 * client (browser.ts) reports each call the API answered without an error, and the analytics chunk,
 * when a page load has one, derives the plan's events from them (lib/analytics/deriveApi.ts), so the
 * code that calls the API carries no analytics call. Not a DOM event: a login's fields must not be
 * readable by every script on the page. One observer; what it throws never reaches the caller.
 */
import { landingWantsBoot } from '../analytics/bootWanted';
import type { AnsweredCall } from './client';

type Observer = (call: AnsweredCall) => void;

/** Answers before the analytics chunk has loaded (a quick add to cart) wait for it, as many as this. */
const MAX_EARLY = 20;
let observer: Observer | null = null;
/** Null once an observer was set or unset: nothing waits any more. */
let early: AnsweredCall[] | null = [];
/** The analytics chunk is on its way even though the first page did not ask for it (a later page did). */
let keep = false;

function deliver(f: Observer, call: AnsweredCall): void {
  try {
    f(call);
  } catch {
    // Analytics never breaks a shopper's action.
  }
}

/**
 * The analytics chunk subscribes (once per page load; a second call replaces the first) and gets the
 * answers that came before it; null: no analytics in this page load, nothing is kept.
 */
export function observeAnswers(f: Observer | null): void {
  observer = f;
  const waiting = early ?? [];
  early = null;
  if (f) for (const call of waiting) deliver(f, call);
}

export function answered(call: AnsweredCall): void {
  if (observer) return deliver(observer, call);
  // Kept only in a page load that will start analytics (its first page asked for it).
  if (early && early.length < MAX_EARLY && (keep || landingWantsBoot())) early.push(call);
}

/** boot.ts, with a configuration: answers wait for start.ts's observer from now on. */
export function keepAnswersForAnalytics(): void {
  keep = true;
}

/** Tests only. */
export function resetObserveForTests(): void {
  observer = null;
  early = [];
  keep = false;
}
