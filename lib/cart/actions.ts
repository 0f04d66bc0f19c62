import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { AnswerOf, PathOf } from '../api/contract';
import { useShopApi } from '../api/useShopApi';
import { useDrawers } from '../ui/drawers';
import type { FlowKind } from '../checkout/nextPage';
import { CART_KEY } from './useCart';
import { errorMessage } from './errors';
import { optimisticQuantity, optimisticRemove } from './optimistic';
import { beginCartUpdate } from './uiState';
import type { CartState } from './types';

export interface AddToCartInput {
  itemId: number;
  color: string;
  size: string;
  quantity?: number;
}

export interface OrderBumpInput {
  offerId: number | string;
  color?: string | null;
  size?: string | null;
}

export interface FreeGiftInput {
  kind: 'free-leggings' | 'free-underwear';
  itemId: number;
  color: string;
  size: string;
}

type Fields = Record<string, string | number | boolean | null | undefined>;

/** The POST routes that answer the cart. */
type CartMutation = { [P in PathOf<'POST'>]: AnswerOf<`POST ${P}`> extends CartState ? P : never }[PathOf<'POST'>];

interface RunOptions {
  /** The cart shown while the call is in flight; rolled back if it fails. */
  optimistic?: (current: CartState) => CartState;
  /** Record a failure in cartError (the drawer shows it). */
  reportError?: boolean;
}

/**
 * Cart mutations: each posts to the shop API, stores the cart it answers under the one SWR key,
 * then revalidates. Quantity changes and removals update the cart at once and roll back on error.
 * Every action rejects on failure (with the API's error) so callers can react.
 */
export function useCartActions() {
  const { mutate } = useSWRConfig();
  const { openDrawer } = useDrawers();
  const api = useShopApi();

  const run = useCallback(
    async (path: CartMutation, fields: Fields, opts: RunOptions = {}): Promise<CartState> => {
      const finish = beginCartUpdate();
      try {
        const cart = await mutate<CartState>(CART_KEY, api.post(path, fields), {
          optimisticData: opts.optimistic
            ? (current?: CartState, displayed?: CartState) => {
                const base = current ?? displayed;
                return base ? opts.optimistic!(base) : (base as unknown as CartState);
              }
            : undefined,
          rollbackOnError: true,
          populateCache: true,
          revalidate: true,
        });
        finish(null);
        return cart as CartState;
      } catch (err) {
        finish(opts.reportError === false ? null : errorMessage(err));
        throw err;
      }
    },
    [api, mutate],
  );

  const addToCart = useCallback(
    async (input: AddToCartInput) => {
      const cart = await run('cart/add', { ...input, quantity: input.quantity ?? 1 }, { reportError: false });
      openDrawer('cart');
      return cart;
    },
    [run, openDrawer],
  );

  const updateQuantity = useCallback(
    (cartId: number, quantity: number) =>
      run('cart/update', { cartId, quantity }, { optimistic: (c) => optimisticQuantity(c, cartId, quantity) }),
    [run],
  );

  const removeLine = useCallback(
    (cartId: number) => run('cart/remove', { cartId }, { optimistic: (c) => optimisticRemove(c, cartId) }),
    [run],
  );

  /** The discount form shows its own error inline, so it is not repeated in cartError. */
  const applyDiscount = useCallback((code: string) => run('discount-code', { code: code.trim() }, { reportError: false }), [run]);
  const removeDiscount = useCallback(() => run('discount-code/remove', {}), [run]);
  const addOrderBump = useCallback((input: OrderBumpInput) => run('cart/order-bump', { ...input }, { reportError: false }), [run]);
  /** Puts the club in the cart (or takes it out); `flow` names where it was joined (the checkout's club offer: checkout_club_flow). */
  const setClub = useCallback(
    (join: boolean, flow?: Extract<FlowKind, 'vip_flow' | 'checkout_club_flow'>) => run('cart/club', { join, ...(join && flow ? { flow } : {}) }, { reportError: false }),
    [run],
  );
  /** The cart's own "Remove" on the membership line: a failure shows in the cart like any other. */
  const removeClub = useCallback(() => run('cart/club', { join: false }), [run]);
  const setFlow = useCallback((flow: FlowKind) => run('cart/flow', { flow }, { reportError: false }), [run]);
  const addFreeGift = useCallback((input: FreeGiftInput) => run('cart/free-gift', { ...input }), [run]);
  /** Re-reads the cart (e.g. after checkout emptied it on the server). */
  const reloadCart = useCallback(() => mutate(CART_KEY), [mutate]);

  return useMemo(
    () => ({ addToCart, updateQuantity, removeLine, applyDiscount, removeDiscount, addOrderBump, setClub, removeClub, setFlow, addFreeGift, reloadCart }),
    [addToCart, updateQuantity, removeLine, applyDiscount, removeDiscount, addOrderBump, setClub, removeClub, setFlow, addFreeGift, reloadCart],
  );
}
