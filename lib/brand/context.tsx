import { createContext, useContext, type ReactNode } from 'react';
import type { PublicBrand } from './public';
import type { LayoutSettings } from './settings';

interface BrandContextValue {
  brand: PublicBrand;
  settings: LayoutSettings;
}

const Ctx = createContext<BrandContextValue | null>(null);

export function BrandProvider({ brand, settings, children }: BrandContextValue & { children: ReactNode }) {
  return <Ctx.Provider value={{ brand, settings }}>{children}</Ctx.Provider>;
}

export function useBrand(): BrandContextValue {
  const v = useContext(Ctx);
  if (!v) throw new Error('useBrand must be used inside BrandProvider');
  return v;
}
