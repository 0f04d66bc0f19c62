import { createContext, useContext, type ReactNode } from 'react';
import type { PublicBrand } from './public';
import type { LayoutSettings } from './settings';

interface BrandContextValue {
  brand: PublicBrand;
  settings: LayoutSettings;
  /** The page's route is noindex (BrandPageProps.routeNoindex); PageMeta writes the robots tag for it. */
  routeNoindex?: boolean;
}

const Ctx = createContext<BrandContextValue | null>(null);

export function BrandProvider({ brand, settings, routeNoindex = false, children }: BrandContextValue & { children: ReactNode }) {
  return <Ctx.Provider value={{ brand, settings, routeNoindex }}>{children}</Ctx.Provider>;
}

export function useBrand(): BrandContextValue {
  const v = useContext(Ctx);
  if (!v) throw new Error('useBrand must be used inside BrandProvider');
  return v;
}
