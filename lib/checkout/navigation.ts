import { useEffect } from 'react';
import Router, { useRouter } from 'next/router';

/** Spec section 2: after navigation the page scrolls to the top with a 100 ms delay. */
export const SCROLL_TOP_DELAY_MS = 100;
/** Spec section 9: the history buffer keeps the last 5 paths. */
export const HISTORY_BUFFER_SIZE = 5;

/**
 * Listens on the router singleton's events, once. useRouter() gives a new object on every render of
 * the pages router, so an effect keyed on it was torn down by the re-render that follows each
 * navigation, and its cleanup cancelled the pending scroll before the 100 ms were up.
 */
export function useScrollTopOnNavigation(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onDone = (_url: string, opts?: { shallow?: boolean }) => {
      if (opts?.shallow || keepsScroll()) return;
      clearTimeout(timer);
      timer = setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), SCROLL_TOP_DELAY_MS);
    };
    Router.events.on('routeChangeComplete', onDone);
    return () => {
      clearTimeout(timer);
      Router.events.off('routeChangeComplete', onDone);
    };
  }, []);
}

/**
 * Whether the navigation just made asked to keep the scroll position (`{ scroll: false }`: a filter
 * chip with data-scroll="keep", the sort menu, lib/ui/inAppNavigation.ts). The router keeps the
 * options of each entry in history.state; routeChangeComplete does not pass them on.
 */
function keepsScroll(): boolean {
  const state = window.history.state as { options?: { scroll?: unknown } } | null;
  return state?.options?.scroll === false;
}

/** Appends path unless it repeats the last entry; keeps the newest `size` entries. */
export function pushHistory(buffer: readonly string[], path: string, size = HISTORY_BUFFER_SIZE): string[] {
  if (buffer[buffer.length - 1] === path) return [...buffer];
  return [...buffer, path].slice(-size);
}

let historyBuffer: string[] = [];

/** Records every completed navigation in the history buffer (mounted once by the layout). */
export function useRecordHistory(): void {
  const router = useRouter();
  useEffect(() => {
    const record = (url: string) => {
      historyBuffer = pushHistory(historyBuffer, url);
    };
    record(router.asPath);
    router.events.on('routeChangeComplete', record);
    return () => router.events.off('routeChangeComplete', record);
  }, [router]);
}

/** The last five paths, oldest first (UI flag historyBuffer): the analytics page views' referrer. */
export function historyBufferSnapshot(): readonly string[] {
  return historyBuffer;
}
