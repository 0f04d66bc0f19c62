import type { ComponentType } from 'react';

/**
 * Client-side pieces every brand page mounts once (the cart drawer, analytics, …). Feature folders
 * register them here so the layout does not import every feature.
 */
const slots: ComponentType[] = [];

export function registerLayoutSlot(c: ComponentType): void {
  if (!slots.includes(c)) slots.push(c);
}

export function LayoutSlots() {
  return (
    <>
      {slots.map((C, i) => (
        <C key={i} />
      ))}
    </>
  );
}
