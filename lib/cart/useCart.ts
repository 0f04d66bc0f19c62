import { useMemo } from 'react';
import useSWR from 'swr';
import { useShopApi } from '../api/useShopApi';
import { foldBundles } from './bundle';
import type { CartLineState, CartState } from './types';
import type { BundleItem } from './bundle';

export const CART_KEY = 'cart';

/** A cart line as displayed: bundled lines folded into their parent. */
export type DisplayLine = CartLineState & { bundleItems?: BundleItem[]; bundleCount?: number };

/** The shopper's cart: one SWR key, revalidated on focus (and after every mutation, see actions.ts). */
export function useCart() {
  const api = useShopApi();
  return useSWR<CartState>(CART_KEY, () => api.get('cart'), { revalidateOnFocus: true });
}

/** The cart's lines with bundles folded (spec section 4, "Bundling"). */
export function useCartLines(cart: CartState | undefined): DisplayLine[] {
  return useMemo(() => (cart ? foldBundles(cart.items) : []), [cart]);
}
