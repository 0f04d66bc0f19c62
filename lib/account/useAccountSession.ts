import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useShopApi } from '../api/useShopApi';
import { CART_KEY } from '../cart/useCart';
import { accountApi } from './api';

/**
 * The browser's side of logging in and out. The cart (one SWR key, lib/cart/useCart.ts) says
 * whether the shopper is logged in (the header's "My account" link follows it), so it is reloaded
 * after a login, and reset then reloaded after a logout (spec section 4, "Logout").
 */
export function useAccountSession() {
  const { mutate } = useSWRConfig();
  const api = useShopApi();

  /** After login, confirm-register or reset-password: the guest cart is now the customer's. */
  const afterLogin = useCallback(async () => {
    await mutate(CART_KEY).catch(() => undefined);
  }, [mutate]);

  /** Logs out (rejects when the call fails), then resets the cart and reloads it. */
  const logout = useCallback(async () => {
    await accountApi.logout(api);
    await mutate(CART_KEY, undefined).catch(() => undefined);
  }, [api, mutate]);

  return useMemo(() => ({ api, afterLogin, logout }), [api, afterLogin, logout]);
}
