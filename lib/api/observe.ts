/**
 * The browser's one observation point of the shop API (issue 35, "0 KB with no key"): the browser
 * client (browser.ts) reports each call the API answered without an error, and the analytics chunk,
 * when a page load has one, derives the plan's events from them (lib/analytics/deriveApi.ts), so the
 * code that calls the API carries no analytics call. Not a DOM event: a login's fields must not be
 * readable by every script on the page. One observer; what it throws never reaches the caller.
 */
import type { AnsweredCall } from './client';

let observer: ((call: AnsweredCall) => void) | null = null;

/** The analytics chunk subscribes (once per page load; a second call replaces the first). */
export function observeAnswers(f: ((call: AnsweredCall) => void) | null): void {
  observer = f;
}

export function answered(call: AnsweredCall): void {
  try {
    observer?.(call);
  } catch {
    // Analytics never breaks a shopper's action.
  }
}
