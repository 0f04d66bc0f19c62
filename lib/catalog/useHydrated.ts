import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False during server rendering and hydration, true afterwards (no effect, no extra render pass). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
