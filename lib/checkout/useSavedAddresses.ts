import useSWR from 'swr';
import type { AddressBook, SavedAddress } from '../account/types';
import { browserApi } from '../api/browser';
import { useBrand } from '../brand/context';

const NONE: SavedAddress[] = [];

/**
 * The logged-in shopper's saved addresses for the checkout form; none for a guest. A failure
 * (an expired session, the API away) also gives none: the shopper types the address instead.
 */
export function useSavedAddresses(loggedIn: boolean): SavedAddress[] {
  const { brand } = useBrand();
  const { data } = useSWR<AddressBook>(
    loggedIn ? 'addresses' : null,
    () => browserApi({ apiBaseUrl: brand.apiBaseUrl, host: brand.host }).get<AddressBook>('addresses', undefined, { retries: 0 }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data?.addresses ?? NONE;
}
