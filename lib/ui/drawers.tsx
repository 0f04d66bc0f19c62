import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** 'search': the phone's search overlay (components/search/SearchOverlay), modal like the drawers. */
export type DrawerName = 'cart' | 'menu' | 'search';

interface DrawerState {
  open: DrawerName | null;
  drawerCartOpen: boolean;
  drawerMenuOpen: boolean;
  /** Opening one drawer closes the other (spec section 4). */
  openDrawer(name: DrawerName): void;
  closeDrawer(): void;
  toggleDrawer(name: DrawerName): void;
}

const Ctx = createContext<DrawerState | null>(null);

export function DrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<DrawerName | null>(null);
  const openDrawer = useCallback((name: DrawerName) => setOpen(name), []);
  const closeDrawer = useCallback(() => setOpen(null), []);
  const toggleDrawer = useCallback((name: DrawerName) => setOpen((cur) => (cur === name ? null : name)), []);
  const value = useMemo(
    () => ({ open, drawerCartOpen: open === 'cart', drawerMenuOpen: open === 'menu', openDrawer, closeDrawer, toggleDrawer }),
    [open, openDrawer, closeDrawer, toggleDrawer],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useDrawers(): DrawerState {
  const v = useContext(Ctx);
  if (!v) throw new Error('useDrawers must be used inside DrawerProvider');
  return v;
}
