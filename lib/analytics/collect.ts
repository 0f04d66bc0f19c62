/**
 * First-party collection in the browser (issue 35): the destination that sends page views and the
 * event plan's events to the shop API (`POST collect`) in small batches with navigator.sendBeacon,
 * which the shop API forwards server-to-server to product analytics and the Conversions API
 * (server/marketing/collect.ts). A batch leaves FLUSH_MS after its first event (a page view and the
 * events of the same page go together), at MAX_BATCH events, and at once when the page is hidden or
 * left (pagehide), so a bounce's page view is sent even when no third-party script ever loaded.
 */
import type { EventProps, PlanEvent } from './events';
import { newEventId, type Destination, type PageView } from './facade';
import { scrubUrl } from './scrubUrl';
import { claimHeaders, SESSION_CLAIM_HEADER } from '../api/sessionClaim';
import { takeOverEarly } from './earlyLandingHandover';
// The shop API refuses a batch with a longer path or referrer: cut, not lost.
import { MAX_PATH, MAX_REFERRER } from './collectLimits';

export const FLUSH_MS = 1000;
export const MAX_BATCH = 20;

export interface CollectedEvent {
  id: string;
  name: PlanEvent;
  props?: EventProps;
  path: string;
  referrer?: string;
  time: number;
}

export interface CollectOptions {
  /** Shop API base in the browser, ending in api.php/ ('/api.php/' for this app's own). */
  apiBaseUrl: string;
  host: string;
  /** The landing's click id (lib/analytics/utm.ts), for the Conversions API's fbc. */
  fbclid?: () => string | undefined;
  /**
   * Do-not-sell or Global Privacy Control as the page knows them (privacy.ts): sent as `ldu`. The
   * shop API applies limited data use on its own signals too (the cookie, the Sec-GPC header); this
   * covers a browser whose GPC is visible to the page only.
   */
  ldu?: boolean;
  win?: Window;
  /** navigator.sendBeacon, else fetch with keepalive (tests pass their own). */
  send?: (url: string, body: string) => void;
  now?: () => number;
}

function defaultSend(win: Window): (url: string, body: string) => void {
  return (url, body) => {
    const blob = new Blob([body], { type: 'application/json' });
    // sendBeacon survives the page's end; it refuses (false) when its quota is used: then fetch with keepalive.
    if (typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(url, blob)) return;
    void fetch(url, { method: 'POST', body: blob, keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
  };
}

/** POST collect's address on a brand's API (also the early landing script's: earlyLanding.ts). */
export function collectUrl(apiBaseUrl: string, host: string): string {
  const base = apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`;
  return `${base}collect?host=${encodeURIComponent(host)}`;
}

/** Whether a configuration collects first-party (start.ts starts the collect destination; the early script sends to it). */
export function collectsEvents(config: { mixpanelToken?: string; pixelId?: string } | undefined): boolean {
  return Boolean(config?.mixpanelToken || config?.pixelId);
}

export function createCollectDestination(opts: CollectOptions): Destination & { flush(): void } {
  const win = opts.win ?? window;
  const send = opts.send ?? defaultSend(win);
  const now = opts.now ?? Date.now;
  const url = collectUrl(opts.apiBaseUrl, opts.host);
  let queue: CollectedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const here = () => scrubUrl(`${win.location.pathname}${win.location.search}`).slice(0, MAX_PATH);

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!queue.length) return;
    const events = queue;
    queue = [];
    // A beacon cannot send headers: the page load's session claim goes in the body (same origin only).
    const claim = claimHeaders(url, win.location.origin)[SESSION_CLAIM_HEADER];
    send(url, JSON.stringify({ events, fbclid: opts.fbclid?.(), ldu: opts.ldu || undefined, session_claim: claim }));
  }

  function add(e: CollectedEvent): void {
    queue.push(e);
    if (queue.length >= MAX_BATCH) flush();
    else if (!timer) timer = setTimeout(flush, FLUSH_MS);
  }

  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', onHidden);

  return {
    page(view: PageView, id = newEventId()) {
      add({ id, name: 'Page Viewed', path: view.path.slice(0, MAX_PATH), referrer: view.referrer?.slice(0, MAX_REFERRER), time: now() });
      // Queued here and sent on pagehide by this destination: the inline script leaves it (earlyLanding.ts).
      takeOverEarly('view', id);
    },
    track(event: PlanEvent, props: EventProps, id = newEventId()) {
      add({ id, name: event, props, path: here(), time: now() });
    },
    identify() {
      // The shop API knows who is logged in (the session): nothing to send.
    },
    reset() {},
    flush,
  };
}
