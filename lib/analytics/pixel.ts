/**
 * The Meta pixel destination (spec section 7), a chunk of its own loaded only when the brand has a
 * pixel id. Every browser event carries an event id (a UUID) and the same event is mirrored to the
 * shop API with `GET pixel-event` (no retries, 12 s timeout) so the Conversions API copy is
 * deduplicated. In limited-data-use mode (do not sell or GPC) the pixel is initialised with
 * `dataProcessingOptions(['LDU'], 0, 0)` and the mirror says `ldu=1`. fbevents.js itself loads only
 * after the shopper's first interaction and never on a checkout page (thirdPartyGate.ts); until then
 * the stub queues the browser events and the mirror alone reports them.
 */
import { PIXEL_SCRIPT_URL } from './config';
import { compact, toPixelEvent, type EventProps, type PixelEvent, type PlanEvent } from './events';
import type { Destination } from './facade';
import { scrubUrl } from './scrubUrl';
import { whenThirdPartyAllowed } from './thirdPartyGate';

export const MIRROR_TIMEOUT_MS = 12_000;

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; callMethod?: (...a: unknown[]) => void; push?: unknown };

interface PixelWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
}

export interface PixelOptions {
  pixelId: string;
  /** Shop API base in the browser, ending in api.php/ ('/api.php/' for this app's own). */
  apiBaseUrl: string;
  host: string;
  ldu: boolean;
  /** The landing's click id, if any (lib/analytics/utm.ts). */
  fbclid?: () => string | undefined;
  win?: Window & PixelWindow;
  fetchImpl?: typeof fetch;
  uuid?: () => string;
  /** When fbevents.js may load (thirdPartyGate.ts: after the first interaction, never on checkout pages). */
  gate?: (task: () => void) => void;
  /**
   * Mirror each event to `GET pixel-event` (default true). Off with first-party collection
   * (collect.ts): the beacon carries the same event id to the shop API, which stores it for the
   * Conversions API, so a second request per event would add nothing.
   */
  mirror?: boolean;
}

/** The standard fbq stub: calls wait in its queue until fbevents.js (loadFbevents) replaces it. */
export function installFbq(win: Window & PixelWindow): Fbq {
  if (win.fbq) return win.fbq;
  const q: unknown[][] = [];
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else q.push(args);
  }) as Fbq;
  fbq.queue = q;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  win.fbq = fbq;
  if (!win._fbq) win._fbq = fbq;
  return fbq;
}

/** fbevents.js, once: it sends what waited in the stub's queue, with the event ids given then. */
export function loadFbevents(doc: Document, nonce?: string): void {
  if (doc.querySelector(`script[src="${PIXEL_SCRIPT_URL}"]`)) return;
  const s = doc.createElement('script');
  s.async = true;
  s.src = PIXEL_SCRIPT_URL;
  if (nonce) s.nonce = nonce;
  doc.head.appendChild(s);
}

function pageNonce(doc: Document): string | undefined {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** The mirror's query: the same uuid and data as the browser event. */
export function mirrorQuery(ev: PixelEvent, uuid: string, opts: { href: string; host: string; ldu: boolean; fbclid?: string }): URLSearchParams {
  const q = new URLSearchParams({ host: opts.host, uuid, event_name: ev.name, event_source_url: opts.href });
  const data = compact(ev.data);
  if (data && Object.keys(data).length) q.set('event_json_data', JSON.stringify(data));
  if (opts.fbclid) q.set('fbclid', opts.fbclid);
  if (opts.ldu) q.set('ldu', '1');
  return q;
}

export function createPixelDestination(opts: PixelOptions): Destination & { lastEventId?: string } {
  const win = opts.win ?? window;
  const fetchImpl = opts.fetchImpl ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const uuid = opts.uuid ?? (() => crypto.randomUUID());
  const fbq = installFbq(win);
  // The browser pixel waits for the shopper's first interaction; its events wait in the stub's queue
  // meanwhile, and each is mirrored to the Conversions API right away, so a bounce is still counted.
  (opts.gate ?? whenThirdPartyAllowed)(() => loadFbevents(win.document, pageNonce(win.document)));
  if (opts.ldu) fbq('dataProcessingOptions', ['LDU'], 0, 0);
  else fbq('dataProcessingOptions', []);
  fbq('init', opts.pixelId);

  const self: Destination & { lastEventId?: string } = {
    page(_view, id) {
      send({ name: 'PageView' }, id);
    },
    track(event: PlanEvent, props: EventProps, id?: string) {
      if (event === 'Page Viewed') return;
      const ev = toPixelEvent(event, props);
      if (ev) send(ev, id);
    },
    identify() {},
    reset() {},
  };

  function send(ev: PixelEvent, id?: string): void {
    // The facade's event id (the beacon's too), so Meta deduplicates the browser and server copies.
    const eventID = id || uuid();
    self.lastEventId = eventID;
    const data = compact(ev.data);
    if (data) fbq('track', ev.name, data, { eventID });
    else fbq('track', ev.name, {}, { eventID });
    if (opts.mirror === false) return;
    const q = mirrorQuery(ev, eventID, { href: scrubUrl(win.location.href), host: opts.host, ldu: opts.ldu, fbclid: opts.fbclid?.() });
    const base = opts.apiBaseUrl.endsWith('/') ? opts.apiBaseUrl : `${opts.apiBaseUrl}/`;
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), MIRROR_TIMEOUT_MS);
    // One attempt: a lost mirror only means Meta keeps the browser copy.
    void fetchImpl(`${base}pixel-event?${q.toString()}`, { credentials: 'include', signal: ctrl.signal, keepalive: true })
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
  }

  return self;
}
