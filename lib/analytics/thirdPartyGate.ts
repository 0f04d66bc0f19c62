/**
 * When third-party tag code may load (issue 35): the Meta pixel's fbevents.js and the Google tags
 * (GTM, gtag) wait for the shopper's first interaction (a tap, a click, a key, a wheel turn), run
 * after that interaction has painted, and never on a checkout page (/checkout, /checkout-club,
 * /rejoin, /thank-you: the pages with the checkout layout). A shopper who only reads a page, and a
 * Lighthouse run, never pays for them; the shop's first-party calls (the pixel's Conversions API
 * mirror, product analytics) do not wait for this.
 *
 * Why after interaction and not in a web worker (Partytown, next/script strategy="worker"): both tags
 * read and write document cookies (_fbp, _ga) and the DOM synchronously, which Partytown proxies
 * through a service worker and synchronous XHR or Atomics; that needs a same-origin service worker,
 * a Content-Security-Policy that allows it, and in Next.js an experimental flag, and Meta and Google
 * support neither tag in a worker. Waiting for an interaction costs nothing up front, and the events
 * made before it are not lost: fbq's stub queues them (sent with the same event ids as the mirror, so
 * Meta deduplicates), and the data layer is an array GTM reads when it arrives.
 */

import { afterPaint } from '../ui/afterPaint';

/** Input that is the shopper's own (not a scroll a script or the browser makes). */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

type Task = () => void;

let interacted = false;
let checkoutPage = false;
let listening = false;
const waiting: Task[] = [];
/** Tasks that wait for the first interaction only (checkout pages included): product analytics' autocapture. */
const waitingInteraction: Task[] = [];

function release(): void {
  if (!interacted || checkoutPage) return;
  const tasks = waiting.splice(0);
  for (const t of tasks) afterPaint(t);
}

function onInteraction(): void {
  interacted = true;
  stopListening();
  for (const t of waitingInteraction.splice(0)) afterPaint(t);
  release();
}

/**
 * Runs `task` after the first interaction of this page load has painted, on any page (first-party
 * code: product analytics' library for autocapture, issue 35). At once (after a paint) when it happened.
 */
export function whenInteracted(task: Task): void {
  if (interacted) return afterPaint(task);
  waitingInteraction.push(task);
  listen();
}

function stopListening(): void {
  if (!listening) return;
  listening = false;
  for (const e of INTERACTION_EVENTS) window.removeEventListener(e, onInteraction, true);
}

/** Starts watching for the first interaction (pageAnalytics.tsx, on the first page: before the tags are even known). */
export function watchForInteraction(): void {
  listen();
}

function listen(): void {
  if (listening || interacted || typeof window === 'undefined') return;
  listening = true;
  for (const e of INTERACTION_EVENTS) window.addEventListener(e, onInteraction, { capture: true, passive: true });
}

/**
 * Runs `task` once third-party code may load: after the first interaction of this page load, on a
 * page that is not a checkout page (an interaction on a checkout page lets it run on the next shop
 * page reached in the app).
 */
export function whenThirdPartyAllowed(task: Task): void {
  waiting.push(task);
  listen();
  release();
}

/** components/analytics/pageAnalytics.tsx says which kind of page is showing, on every page of the page load. */
export function setCheckoutPage(checkout: boolean): void {
  checkoutPage = checkout;
  release();
}

/** Whether tags may load now (the first interaction happened, not a checkout page). */
export function thirdPartyAllowed(): boolean {
  return interacted && !checkoutPage;
}

/** Tests only. */
export function resetThirdPartyGate(): void {
  stopListening();
  interacted = false;
  checkoutPage = false;
  waiting.length = 0;
  waitingInteraction.length = 0;
}
