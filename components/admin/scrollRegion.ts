/**
 * The props of a wrapper that scrolls a wide table sideways (`tableWrap`, on a 390 px phone): a
 * named region in the tab order, so keyboard users can scroll it with the arrow keys. A table
 * without a link or button inside otherwise cannot be reached (axe: scrollable-region-focusable).
 */
export function scrollRegion(label: string): { role: 'region'; 'aria-label': string; tabIndex: 0 } {
  return { role: 'region', 'aria-label': label, tabIndex: 0 };
}
