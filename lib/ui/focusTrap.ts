const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a modal (the drawers, the search overlay): from its last control Tab goes to the
 * first, Shift+Tab from its first control (or from the modal itself, which takes focus when it
 * opens) to the last. The page behind is inert as well, but only from the frame after the modal
 * appears (lib/ui/drawers.tsx); this holds from the first.
 */
export function keepTabInside(e: KeyboardEvent, modal: HTMLElement | null): void {
  if (e.key !== 'Tab' || !modal) return;
  const els = Array.from(modal.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0 && !el.closest('[hidden]'));
  if (!els.length) return;
  const first = els[0];
  const last = els[els.length - 1];
  const at = document.activeElement;
  if (e.shiftKey && (at === first || at === modal)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (at === last || !modal.contains(at))) {
    e.preventDefault();
    first.focus();
  }
}
