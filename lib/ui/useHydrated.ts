import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * false during the server render and the hydrating pass, true from then on (and at once for
 * components first mounted after hydration). For client-only pieces the server should not render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
