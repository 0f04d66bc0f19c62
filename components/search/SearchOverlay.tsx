import { useEffect, useRef } from 'react';
import { useDrawers } from '../../lib/ui/drawers';
import { SearchField } from './SearchField';
import { keepTabInside } from '../../lib/ui/focusTrap';
import styles from './SearchOverlay.module.css';

/**
 * The phone's search: a modal dialog over the page with the search field focused. Tab stays inside
 * it (the page behind is inert too), Escape closes it (after the field's own Escape: closing the
 * list, then clearing), and focus goes back to the button that opened it.
 */
export function SearchOverlay() {
  const { open, closeDrawer } = useDrawers();
  const shown = open === 'search';
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(closeDrawer);
  useEffect(() => {
    close.current = closeDrawer;
  }, [closeDrawer]);
  useEffect(() => {
    if (!shown) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLInputElement>('input[name="q"]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      keepTabInside(e, dialog.current);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={closeDrawer} aria-hidden="true" />
      <div ref={dialog} id="search-overlay" role="dialog" aria-modal="true" aria-label="Search" className={styles.dialog} data-testid="search-overlay">
        <SearchField idPrefix="overlay-search" label="Search the shop" className={styles.field} />
        <button type="button" className={styles.close} onClick={closeDrawer}>
          Cancel
        </button>
      </div>
    </div>
  );
}
