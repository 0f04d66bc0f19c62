// What a logged-in shopper has saved, offered at checkout: addresses (GET addresses) and cards
// (GET payment-methods). A guest has none; so does a failed call (an expired session, the API
// away): the shopper types the address or the card instead.
import { useMemo } from 'react';
import useSWR from 'swr';
import type { AddressBook, SavedAddress } from '../account/types';
import type { ApiClient } from '../api/client';
import { useShopApi } from '../api/useShopApi';
import type { PaymentMethods, SavedCard } from '../payments/types';

/** key: the SWR key (the route's path); load: the call. */
function useSavedList<T, Item>(key: string, load: (api: ApiClient) => Promise<T>, loggedIn: boolean, pick: (data: T) => Item[]): Item[] | undefined {
  const api = useShopApi();
  const { data } = useSWR(
    loggedIn ? key : null,
    () => load(api),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return useMemo(() => (data ? pick(data) : undefined), [data, pick]);
}

const NO_ADDRESSES: SavedAddress[] = [];
const NO_CARDS: SavedCard[] = [];

const addressesOf = (d: AddressBook) => d.addresses;
/** The cards that can pay today (an expired one cannot), the default first. */
const usableCards = (d: PaymentMethods) => d.cards.filter((c) => !c.expired);

export function useSavedAddresses(loggedIn: boolean): SavedAddress[] {
  return useSavedList('addresses', (api) => api.get('addresses', {}, { retries: 0 }), loggedIn, addressesOf) ?? NO_ADDRESSES;
}

export function useSavedCards(loggedIn: boolean): SavedCard[] {
  return useSavedList('payment-methods', (api) => api.get('payment-methods', {}, { retries: 0 }), loggedIn, usableCards) ?? NO_CARDS;
}
