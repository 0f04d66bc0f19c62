import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { browserApi } from '../api/browser';
import { useBrand } from '../brand/context';
import { useDrawers } from '../ui/drawers';
import { CART_KEY } from './useCart';
import type { CartState } from './types';

export interface AddToCartInput {
  itemId: number;
  color: string;
  size: string;
  quantity?: number;
}

/** Cart mutations: each posts to the shop API and stores the cart it answers under the one SWR key. */
export function useCartActions() {
  const { brand } = useBrand();
  const { mutate } = useSWRConfig();
  const { openDrawer } = useDrawers();
  const api = browserApi({ apiBaseUrl: brand.apiBaseUrl, host: brand.host });

  const addToCart = useCallback(
    async (input: AddToCartInput) => {
      const cart = await api.post<CartState>('cart/add', { ...input, quantity: input.quantity ?? 1 });
      await mutate(CART_KEY, cart, { revalidate: false });
      openDrawer('cart');
      return cart;
    },
    [api, mutate, openDrawer],
  );

  return { addToCart };
}
