/**
 * The analytics facade (issue 24): pages and components call `page`, `track`, `identify` and `reset`;
 * each configured destination gets every call. A destination is a chunk loaded after hydration
 * (lib/analytics/start.ts); calls made before it has initialised wait in its queue, except product
 * analytics tracking, which the spec drops with a warning (section 8). Calls made before the page's
 * configuration is known wait in a short buffer; with nothing configured they are discarded.
 */
import { withoutPersonal, type EventProps, type PlanEvent } from './events';
import { scrubUrl } from './scrubUrl';
import { yieldToMain } from '../ui/yieldToMain';

export interface PageView {
  path: string;
  /** The previous in-app path (history buffer), else document.referrer. */
  referrer?: string;
}

/**
 * Each page view and event gets one id (a UUID) in the facade, the same for every destination: the
 * first-party beacon (collect.ts), the pixel's eventID, and through them the Conversions API and
 * product analytics' $insert_id, which deduplicate by it.
 */
export interface Destination {
  /** `id`: the facade always gives one; absent only when a destination is called directly. */
  page(view: PageView, id?: string): void;
  track(event: PlanEvent, props: EventProps, id?: string): void;
  identify(userId: string): void;
  reset(): void;
}

type Call =
  | { kind: 'page'; view: PageView; id: string }
  | { kind: 'track'; event: PlanEvent; props: EventProps; id: string }
  | { kind: 'identify'; userId: string }
  | { kind: 'reset' };

export interface DestinationLoader {
  name: string;
  /** Product analytics: tracking before init is dropped with a warning instead of queued. */
  dropsTrackBeforeInit?: boolean;
  load(): Promise<Destination>;
}

/** Spec section 8, word for word. */
export const IDENTIFY_WITHOUT_ID = 'User ID is required for Mixpanel identification';
export const TRACK_BEFORE_INIT = 'Mixpanel is not initialised yet; event dropped:';
export const MAX_QUEUE = 100;

interface Slot {
  loader: DestinationLoader;
  /** Loaded and initialised. */
  destination: Destination | null;
  /** Its queue delivered: calls go straight to it. */
  ready: boolean;
  queue: Call[];
}

export interface Analytics {
  /** id: the event id to use (the landing's, made by the page's inline script: earlyLanding.ts); else a new one. */
  page(view: PageView, id?: string): void;
  track(event: PlanEvent, props?: EventProps): void;
  identify(userId: string | number | null | undefined): void;
  reset(): void;
  /** Called once the page's configuration is known: the destinations to load (none: analytics off). */
  configure(loaders: readonly DestinationLoader[]): Promise<void>;
  /** Destination names, for tests. */
  readonly destinations: readonly string[];
}

/** A UUID for an event (crypto.randomUUID needs a secure context; the fallback is RFC 4122 version 4 too). */
export function newEventId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function createAnalytics(log: Pick<Console, 'log' | 'warn'> = console, eventId: () => string = newEventId): Analytics {
  let configured = false;
  let pending: Call[] = [];
  let slots: Slot[] = [];

  function invoke(slot: Slot, d: Destination, call: Call): void {
    try {
      if (call.kind === 'page') d.page(call.view, call.id);
      else if (call.kind === 'track') d.track(call.event, call.props, call.id);
      else if (call.kind === 'identify') d.identify(call.userId);
      else d.reset();
    } catch (e) {
      log.warn(`analytics: ${slot.loader.name} failed`, e);
    }
  }

  function deliver(slot: Slot, call: Call): void {
    if (slot.ready && slot.destination) return invoke(slot, slot.destination, call);
    if (!slot.destination && call.kind === 'track' && slot.loader.dropsTrackBeforeInit) {
      log.warn(`${TRACK_BEFORE_INIT} ${call.event}`);
      return;
    }
    if (slot.queue.length < MAX_QUEUE) slot.queue.push(call);
  }

  /**
   * The calls that waited go out one per task (yieldToMain), so a destination's start-up and its
   * backlog never make one long task; calls made meanwhile join the end of the queue, in order.
   */
  async function drain(slot: Slot, d: Destination): Promise<void> {
    while (slot.queue.length) {
      await yieldToMain();
      invoke(slot, d, slot.queue.shift()!);
    }
    slot.ready = true;
  }

  function dispatch(call: Call): void {
    if (!configured) {
      if (pending.length < MAX_QUEUE) pending.push(call);
      return;
    }
    for (const slot of slots) deliver(slot, call);
  }

  return {
    get destinations() {
      return slots.map((s) => s.loader.name);
    },
    page(view, id) {
      // A search for one's own email or a mail's ?token= never leaves the browser in a page view.
      dispatch({ kind: 'page', view: { ...view, path: scrubUrl(view.path), referrer: scrubUrl(view.referrer) }, id: id ?? eventId() });
    },
    track(event, props = {}) {
      dispatch({ kind: 'track', event, props: withoutPersonal(props), id: eventId() });
    },
    identify(userId) {
      const id = userId === null || userId === undefined ? '' : String(userId).trim();
      if (!id) {
        log.log(IDENTIFY_WITHOUT_ID);
        return;
      }
      dispatch({ kind: 'identify', userId: id });
    },
    reset() {
      dispatch({ kind: 'reset' });
    },
    async configure(loaders) {
      if (configured) return;
      configured = true;
      slots = loaders.map((loader) => ({ loader, destination: null, ready: false, queue: [] }));
      const early = pending;
      pending = [];
      for (const call of early) dispatch(call);
      await Promise.all(
        slots.map(async (slot) => {
          let d: Destination;
          try {
            d = await slot.loader.load();
          } catch (e) {
            log.warn(`analytics: ${slot.loader.name} did not load`, e);
            slots = slots.filter((s) => s !== slot);
            return;
          }
          slot.destination = d;
          await drain(slot, d);
        }),
      );
    },
  };
}

/** The page's one facade. */
export const analytics: Analytics = createAnalytics();
