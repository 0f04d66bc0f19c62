import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

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

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function DrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<DrawerName | null>(null);
  const [animated, setAnimated] = useState(false);
  const show = useCallback((name: DrawerName | null) => {
    setOpen(name);
    setAnimated(name === 'cart' && !reducedMotion());
  }, []);
  const openDrawer = useCallback((name: DrawerName) => show(name), [show]);
  const closeDrawer = useCallback(() => show(null), [show]);
  const toggleDrawer = useCallback((name: DrawerName) => setOpen((cur) => {
    const next = cur === name ? null : name;
    setAnimated(next === 'cart' && !reducedMotion());
    return next;
  }), []);
  const animationDone = useCallback(() => setAnimated(false), []);
  const value = useMemo(
    () => ({ open, drawerCartOpen: open === 'cart', drawerMenuOpen: open === 'menu', drawerCartAnimated: animated, animationDone, openDrawer, closeDrawer, toggleDrawer }),
    [open, animated, animationDone, openDrawer, closeDrawer, toggleDrawer],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useDrawers(): DrawerState {
  const v = useContext(Ctx);
  if (!v) throw new Error('useDrawers must be used inside DrawerProvider');
  return v;
}
