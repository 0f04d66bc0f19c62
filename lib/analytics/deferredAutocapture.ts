/**
 * Product analytics' autocapture after the interaction has painted (issue 35: an interaction stays as
 * fast with every key as without). mixpanel-browser listens for click, change and submit on window in
 * the capture phase and, inside the shopper's own event, walks the element's ancestors, reads their
 * text and attributes and queues the event (localStorage writes included): 70–140 ms of processing
 * added to a 4x-throttled add to cart (`npm run inp`, INP_PARTS=1). Here those three listeners are
 * moved behind the next paint, each with a copy of what it reads from the event (after its dispatch
 * an event's composedPath() is empty). Rage and dead clicks stay synchronous: they time the clicks
 * and the page's reaction to them, and cost little. A page left before a deferred handler ran (a
 * link to another site, a form posted by the browser) runs it on `pagehide`, so no capture is lost.
 */
import { afterPaint } from '../ui/afterPaint';

type Listener = (ev: Event) => void;

/** The library's listeners (mixpanel-browser 2.x, src/autocapture/index.js). */
const DEFERRED = [
  ['click', 'listenerClick'],
  ['change', 'listenerChange'],
  ['submit', 'listenerSubmit'],
] as const;

/** What autocapture reads from a click beyond its target (CLICK_EVENT_PROPS in the library). */
const POINTER_PROPS = ['clientX', 'clientY', 'offsetX', 'offsetY', 'pageX', 'pageY', 'screenX', 'screenY', 'x', 'y'] as const;

/** A copy of the event that stays valid after its dispatch. */
export function eventSnapshot(ev: Event): Event {
  const path = ev.composedPath();
  const copy: Record<string, unknown> = { type: ev.type, target: ev.target, srcElement: ev.target, timeStamp: ev.timeStamp, composedPath: () => path };
  const source = ev as unknown as Record<string, unknown>;
  for (const p of POINTER_PROPS) if (p in ev) copy[p] = source[p];
  return copy as unknown as Event;
}

interface AutocaptureLike {
  autocapture?: Record<string, unknown>;
}

/**
 * Re-registers the library's click, change and submit listeners so that they run after the next
 * paint. Returns how many it moved (0 when the library is not set up as expected: then they stay as
 * they were, which is slower but loses nothing).
 */
export function deferAutocapture(mp: unknown, win: Window = window): number {
  const ac = (mp as AutocaptureLike).autocapture;
  if (!ac) return 0;
  const pending = new Set<() => void>();
  let moved = 0;
  for (const [type, key] of DEFERRED) {
    const listener = ac[key];
    if (typeof listener !== 'function') continue;
    win.removeEventListener(type, listener as Listener, true);
    const deferred = (ev: Event) => {
      const copy = eventSnapshot(ev);
      const run = () => {
        if (!pending.delete(run)) return;
        (listener as Listener)(copy);
      };
      pending.add(run);
      afterPaint(run);
    };
    win.addEventListener(type, deferred, true);
    moved++;
  }
  if (moved) win.addEventListener('pagehide', () => [...pending].forEach((run) => run()));
  return moved;
}
