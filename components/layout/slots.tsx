import type { ComponentType } from 'react';
import { useHydrated } from '../../lib/ui/useHydrated';

/**
 * Client-side pieces every brand page mounts once (the cart drawer, analytics, …). Feature folders
 * register them here so the layout does not import every feature.
 */
const slots: ComponentType[] = [];

export function registerLayoutSlot(c: ComponentType): void {
  if (!slots.includes(c)) slots.push(c);
}

/** The slots mount after hydration: they hold nothing the server could render (a closed drawer, effects). */
export function LayoutSlots() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      {slots.map((C, i) => (
        <C key={i} />
      ))}
    </>
  );
}
