import { useRouter } from 'next/router';
import { useState } from 'react';
import useSWR from 'swr';
import { wishlistApi } from './api';
import { loginPath } from '../account/nextPath';
import type { Wishlist } from '../account/types';
import { ApiError } from '../api/errors';
import { browserApi } from '../api/browser';
import { useBrand } from '../brand/context';
import { useCart } from '../cart/useCart';
import { wishlistErrorText } from './errors';

/** The SWR key of GET wishlist, shared by the item page's button and /wishlist. */
export const WISHLIST_KEY = 'wishlist';

/**
 * Save / unsave one item. The item page is public and cached, so the server renders the button
 * unsaved; the saved state is asked for only once the cart (already loaded on every page) says
 * the shopper is logged in. A visitor, or a session that turns out to have expired, goes to the
 * login page, which comes back to the item.
 */
export function useWishlistToggle(itemId: number) {
  const router = useRouter();
  const { brand } = useBrand();
  const api = browserApi({ apiBaseUrl: brand.apiBaseUrl, host: brand.host });
  const { data: cart } = useCart();
  const loggedIn = cart?.loggedIn === true;
  const { data: wishlist, mutate } = useSWR<Wishlist>(loggedIn ? WISHLIST_KEY : null, () => wishlistApi.list(api));
  // What the shopper just chose, shown until the list catches up.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saved = chosen ?? Boolean(wishlist?.items.some((i) => i.id === itemId));
  const toLogin = () => void router.push(loginPath(`/item/${itemId}`));

  const toggle = async () => {
    if (busy) return;
    if (cart && !loggedIn) return toLogin();
    const next = !saved;
    setChosen(next);
    setBusy(true);
    setError(null);
    try {
      await (next ? wishlistApi.add(api, itemId) : wishlistApi.remove(api, itemId));
    } catch (err) {
      setChosen(null);
      setBusy(false);
      if (err instanceof ApiError && err.status === 401) toLogin();
      else setError(wishlistErrorText(err));
      return;
    }
    // The choice stays shown if reloading the list fails: the change itself was made.
    if (await mutate().catch(() => undefined)) setChosen(null);
    setBusy(false);
  };

  return { saved, busy, error, toggle };
}
