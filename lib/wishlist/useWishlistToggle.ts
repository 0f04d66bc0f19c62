import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { wishlistApi } from './api';
import { loginPath } from '../account/loginPath';
import type { Wishlist } from '../account/types';
import { ApiError } from '../api/errors';
import { useShopApi } from '../api/useShopApi';
import { useCart } from '../cart/useCart';
import { wishlistErrorText } from './errors';

/** The SWR key of GET wishlist, shared by the item page's button and /wishlist. */
export const WISHLIST_KEY = 'wishlist';

/**
 * The item page's query when a visitor pressed Save and was sent to log in first
 * ('/item/1004?wishlist=save'): back on the item, logged in, the save is made then.
 */
export const SAVE_AFTER_LOGIN = { param: 'wishlist', value: 'save' } as const;

/**
 * Save / unsave one item. The item page is public and cached, so the server renders the button
 * unsaved; the saved state is asked for only once the cart (already loaded on every page) says
 * the shopper is logged in. A visitor, or a session that turns out to have expired, goes to the
 * login page, which comes back to the item and, when the press was a save, saves it there.
 */
export function useWishlistToggle(itemId: number) {
  const router = useRouter();
  const api = useShopApi();
  const { data: cart } = useCart();
  const loggedIn = cart?.loggedIn === true;
  const itemPath = `/item/${itemId}`;
  const saveAfterLogin = router.query[SAVE_AFTER_LOGIN.param] === SAVE_AFTER_LOGIN.value;
  const savedAfterLogin = useRef(false);
  const { data: wishlist, mutate } = useSWR<Wishlist>(loggedIn ? WISHLIST_KEY : null, () => wishlistApi.list(api), {
    // Back from logging in to save: once the list says where the item stands, save it unless it
    // already is, and drop the flag so a reload does nothing.
    onSuccess: (list) => {
      if (!saveAfterLogin || savedAfterLogin.current) return;
      savedAfterLogin.current = true;
      void router.replace(itemPath, undefined, { shallow: true, scroll: false });
      if (!list.items.some((i) => i.id === itemId)) void change(true);
    },
  });
  // What the shopper just chose, shown until the list catches up.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saved = chosen ?? Boolean(wishlist?.items.some((i) => i.id === itemId));
  const toLogin = (save: boolean) =>
    void router.push(loginPath(save ? `${itemPath}?${SAVE_AFTER_LOGIN.param}=${SAVE_AFTER_LOGIN.value}` : itemPath));

  const change = async (next: boolean) => {
    setChosen(next);
    setBusy(true);
    setError(null);
    try {
      await (next ? wishlistApi.add(api, itemId) : wishlistApi.remove(api, itemId));
    } catch (err) {
      setChosen(null);
      setBusy(false);
      if (err instanceof ApiError && err.status === 401) toLogin(next);
      else setError(wishlistErrorText(err));
      return;
    }
    // The choice stays shown if reloading the list fails: the change itself was made.
    if (await mutate().catch(() => undefined)) setChosen(null);
    setBusy(false);
  };

  const toggle = async () => {
    if (busy) return;
    if (cart && !loggedIn) return toLogin(!saved);
    await change(!saved);
  };

  return { saved, busy, error, toggle };
}
