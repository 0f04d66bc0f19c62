// Spec section 2: form errors scroll to the first field in error with a 60 px offset (below the
// sticky header, see scrollToFirstError);
// section 9: smooth scroll takes 500 ms.
import { prefersReducedMotion } from './motion';

export const ERROR_SCROLL_OFFSET = 60;
export const SMOOTH_SCROLL_MS = 500;

/** Field paths of a nested Formik errors object, in key order: { shipping: { zip } } → ['shipping.zip']. */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return prefix ? [prefix] : [];
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([k, v]) => errorPaths(v, prefix ? `${prefix}.${k}` : k));
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the window to `top` over `duration` ms (at once when the shopper prefers reduced motion). */
export function smoothScrollTo(top: number, duration = SMOOTH_SCROLL_MS): void {
  const target = Math.max(0, top);
  const reduce = prefersReducedMotion();
  const start = window.scrollY;
  if (reduce || duration <= 0 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, target);
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - t0) / duration);
    window.scrollTo(0, start + (target - start) * easeInOut(t));
    if (t < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

/** The bottom edge of the sticky site header, in viewport pixels (0 when the page has none). */
function stickyHeaderBottom(): number {
  const header = document.querySelector('body header');
  if (!header) return 0;
  const { position } = getComputedStyle(header);
  return position === 'sticky' || position === 'fixed' ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/**
 * The top of what should show first for `field`: its label (or a radio group's legend) when that is
 * laid out above it, else the field. A label that is not rendered has no client rects.
 */
function fieldTop(field: HTMLElement): number {
  const top = field.getBoundingClientRect().top;
  const label = (field as HTMLInputElement).labels?.[0] ?? field.closest('fieldset')?.querySelector('legend');
  if (!label || label.contains(field) || label.getClientRects().length === 0) return top;
  return Math.min(top, label.getBoundingClientRect().top);
}

/**
 * Finds the field in error that comes first on the page (fields are found by their name
 * attribute), scrolls it into view and focuses it. Returns that field's name.
 *
 * The spec's 60 px offset was meant to clear the header, but the sticky header is about 61 px
 * tall, so 60 px from the top of the window left the field's label under it. The offset is kept,
 * measured from the header's bottom edge, and applies to the label: the shopper sees what the
 * field asks for, not just an empty box.
 */
export function scrollToFirstError(errors: unknown, root: ParentNode = document): string | null {
  const paths = errorPaths(errors);
  const fields = paths
    .map((p) => root.querySelector<HTMLElement>(`[name="${CSS.escape(p)}"]`))
    .filter((el): el is HTMLElement => el !== null);
  if (fields.length === 0) return null;
  const first = fields.reduce((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING ? b : a));
  smoothScrollTo(fieldTop(first) + window.scrollY - stickyHeaderBottom() - ERROR_SCROLL_OFFSET);
  first.focus({ preventScroll: true });
  return first.getAttribute('name');
}
