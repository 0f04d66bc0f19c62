import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterPaint } from './afterPaint';

/** 'search': the phone's search overlay (components/search/SearchOverlay), modal like the drawers. */
export type DrawerName = 'cart' | 'menu' | 'search';

interface DrawerState {
  open: DrawerName | null;
  drawerCartOpen: boolean;
  drawerMenuOpen: boolean;
  /**
   * The spec's drawerCartAnimated: the cart drawer is sliding in (true from opening until its
   * animation ends; never with prefers-reduced-motion, which shows it at once).
   */
  drawerCartAnimated: boolean;
  /** The drawer's animation ended (components/ui/Drawer.tsx). */
  animationDone(): void;
  /** Opening one drawer closes the other (spec section 4). */
  openDrawer(name: DrawerName): void;
  closeDrawer(): void;
  toggleDrawer(name: DrawerName): void;
}

const Ctx = createContext<DrawerState | null>(null);
const PageInertCtx = createContext(false);

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The page behind an open drawer turns inert in a task after the drawer's first frame has painted,
 * not in the tap's own update: setting `inert` on the header, main and footer restyles the whole
 * page (tens of milliseconds on a phone), which would otherwise delay the drawer's paint
 * (Interaction to Next Paint). Closing lifts it in the same update, before focus goes back to the
 * button that opened the drawer.
 */
export function DrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<DrawerName | null>(null);
  const [animated, setAnimated] = useState(false);
  const [inertBehind, setInertBehind] = useState<DrawerName | null>(null);
  const current = useRef<DrawerName | null>(null);
  // Each opening's own count: a task left from an earlier opening (closed and opened again before it
  // ran) does not make the page inert in the new drawer's first frame.
  const openings = useRef(0);
  const show = useCallback((name: DrawerName | null) => {
    current.current = name;
    const opening = ++openings.current;
    setOpen(name);
    setAnimated(name === 'cart' && !reducedMotion());
    setInertBehind(null);
    if (name) afterPaint(() => openings.current === opening && setInertBehind(name));
  }, []);
  const openDrawer = useCallback((name: DrawerName) => show(name), [show]);
  const closeDrawer = useCallback(() => show(null), [show]);
  const toggleDrawer = useCallback((name: DrawerName) => show(current.current === name ? null : name), [show]);
  const animationDone = useCallback(() => setAnimated(false), []);
  const value = useMemo(
    () => ({ open, drawerCartOpen: open === 'cart', drawerMenuOpen: open === 'menu', drawerCartAnimated: animated, animationDone, openDrawer, closeDrawer, toggleDrawer }),
    [open, animated, animationDone, openDrawer, closeDrawer, toggleDrawer],
  );
  return (
    <Ctx.Provider value={value}>
      <PageInertCtx.Provider value={open !== null && inertBehind === open}>{children}</PageInertCtx.Provider>
    </Ctx.Provider>
  );
}

/** True while a drawer is open and its first frame has painted: the page behind it is inert. */
export function usePageInert(): boolean {
  return useContext(PageInertCtx);
}

export function useDrawers(): DrawerState {
  const v = useContext(Ctx);
  if (!v) throw new Error('useDrawers must be used inside DrawerProvider');
  return v;
}
