import useSWR from 'swr';
import { browserApi } from '../api/browser';
import { useBrand } from '../brand/context';
import type { CartState } from './types';

export const CART_KEY = 'cart';

/** The shopper's cart: one SWR key, revalidated on focus. */
export function useCart() {
  const { brand } = useBrand();
  const api = browserApi({ apiBaseUrl: brand.apiBaseUrl, host: brand.host });
  return useSWR<CartState>(CART_KEY, () => api.get<CartState>('cart'), { revalidateOnFocus: true });
}
