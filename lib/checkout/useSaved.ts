// What a logged-in shopper has saved, offered at checkout: addresses (GET addresses) and cards
// (GET payment-methods). A guest has none; so does a failed call (an expired session, the API
// away): the shopper types the address or the card instead.
import { useMemo } from 'react';
import useSWR from 'swr';
import type { AddressBook, SavedAddress } from '../account/types';
import { browserApi } from '../api/browser';
import { useBrand } from '../brand/context';
import type { PaymentMethods, SavedCard } from '../payments/types';

function useSavedList<T, Item>(path: string, loggedIn: boolean, pick: (data: T) => Item[]): Item[] | undefined {
  const { brand } = useBrand();
  const { data } = useSWR<T>(
    loggedIn ? path : null,
    () => browserApi({ apiBaseUrl: brand.apiBaseUrl, host: brand.host }).get<T>(path, undefined, { retries: 0 }),
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
  return useSavedList('addresses', loggedIn, addressesOf) ?? NO_ADDRESSES;
}

export function useSavedCards(loggedIn: boolean): SavedCard[] {
  return useSavedList('payment-methods', loggedIn, usableCards) ?? NO_CARDS;
}
