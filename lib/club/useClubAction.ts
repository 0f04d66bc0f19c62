import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useShopApi } from '../api/useShopApi';
import type { ApiClient } from '../api/client';
import { ACCOUNT_SERVER_ERROR, accountFormFailure } from '../account/errors';
import { CART_KEY } from '../cart/useCart';

/**
 * One club action button's call: one request at a time (a second click while it runs does
 * nothing), the cart reloaded afterwards (its club flags and prices follow the membership), and
 * the API's message when it fails. `then` runs before the button is released, so a page that
 * navigates on success keeps it busy until it has left.
 */
export function useClubAction() {
  const api = useShopApi();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);

  const run = useCallback(
    async <T>(send: (api: ApiClient) => Promise<T>, then?: (result: T) => unknown): Promise<void> => {
      if (sending.current) return;
      sending.current = true;
      setBusy(true);
      setError(null);
      try {
        // Made when the button is used: rendering one needs no API client.
        const result = await send(api);
        await mutate(CART_KEY).catch(() => undefined);
        await then?.(result);
      } catch (err) {
        setError(accountFormFailure(err, []).message ?? ACCOUNT_SERVER_ERROR);
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    [api, mutate],
  );

  return { busy, error, run };
}
