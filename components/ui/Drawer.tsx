import { useEffect, useRef, type ReactNode } from 'react';
import { keepTabInside } from '../../lib/ui/focusTrap';
import styles from './Drawer.module.css';

interface DrawerProps {
  id: string;
  open: boolean;
  side: 'left' | 'right';
  title: string;
  onClose(): void;
  children: ReactNode;
  testId?: string;
  /** Slides in (the cart drawer's drawerCartAnimated); `onAnimationDone` when the slide ends. */
  animated?: boolean;
  onAnimationDone?(): void;
}

/**
 * A modal side panel: Escape or the backdrop closes it. Focus moves into it when it opens and back
 * to what had it (the button that opened it) when it closes, as with a native modal dialog; Tab
 * stays inside it, and the layout makes the page behind it inert meanwhile.
 */
export function Drawer({ id, open, side, title, onClose, children, testId, animated = false, onAnimationDone }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      keepTabInside(e, panel.current);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);
  if (!open) return null;
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        id={id}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className={`${styles.panel} ${side === 'left' ? styles.left : styles.right} ${animated ? styles.slideIn : ''}`}
        data-testid={testId}
        data-animating={animated || undefined}
        onAnimationEnd={onAnimationDone}
      >
        <div className={styles.head}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={`Close ${title.toLowerCase()}`}>
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
