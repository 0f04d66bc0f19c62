import { useCallback, useSyncExternalStore } from 'react';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a CSS media query matches, kept current as it changes. false during the server render
 * and the hydrating pass (the server cannot know the device), so whatever it gates is left out of
 * the HTML and added on the client where the query matches.
 */
export function useMediaQuery(query: string): boolean {
  // Stable per query: React re-subscribes whenever this function changes identity.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/** Devices with a mouse or trackpad: hover effects are only worth their cost there. */
export const CAN_HOVER = '(hover: hover) and (pointer: fine)';
