import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { wishlistApi } from './api';
import { loginPath } from '../account/loginPath';
import type { Wishlist } from '../account/types';
import { ApiError } from '../api/errors';
import { useShopApi } from '../api/useShopApi';
import type { ProductCardData } from '../catalog/cards';
import { wishlistErrorText } from './errors';
import { WISHLIST_KEY } from './useWishlistToggle';

/**
 * /wishlist's list: starts from the server's answer and shares the SWR key with the item page's
 * button, so a removal here shows there. After a removal the focus moves to the confirmation,
 * since the button that had it is gone.
 */
export function useWishlistList(initial: Wishlist) {
  const router = useRouter();
  const api = useShopApi();
  const { data, mutate } = useSWR<Wishlist>(WISHLIST_KEY, () => wishlistApi.list(api), { fallbackData: initial, revalidateOnMount: false });
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // The server's answer is the freshest: it replaces whatever the shared cache held before.
  useEffect(() => {
    void mutate(initial, { revalidate: false });
  }, [initial, mutate]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const remove = async (item: ProductCardData) => {
    if (removing !== null) return;
    setRemoving(item.id);
    setError(null);
    try {
      await wishlistApi.remove(api, item.id);
      await mutate((w = initial) => ({ ...w, items: w.items.filter((i) => i.id !== item.id) }), { revalidate: false });
      setNotice(`${item.name} was removed from your wishlist.`);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) void router.push(loginPath('/wishlist'));
      else setError(wishlistErrorText(err));
    } finally {
      setRemoving(null);
    }
  };

  return { items: (data ?? initial).items, removing, error, notice, noticeRef, remove };
}
