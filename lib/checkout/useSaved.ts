// What a logged-in shopper has saved, offered at checkout: addresses (GET addresses) and cards
// (GET payment-methods), and to anyone the card of this session's last order (GET checkout/session-card). A guest has no saved ones; so does a failed call (an expired session, the API
// away): the shopper types the address or the card instead.
import { useMemo } from 'react';
import useSWR from 'swr';
import type { AddressBook, SavedAddress } from '../account/types';
import type { ApiClient } from '../api/client';
import { useShopApi } from '../api/useShopApi';
import type { PaymentMethods, SavedCard } from '../payments/types';
import type { SessionCardAnswer } from './types';

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

const NO_SESSION_CARDS: SessionCard[] = [];
const sessionCardsOf = (d: SessionCardAnswer) => (d.card ? [d.card] : NO_SESSION_CARDS);
export type SessionCard = NonNullable<SessionCardAnswer['card']>;

/** One click (the cart's oneClickAvailable): the card of this session's last order, as a list of none or one. */
export function useSessionCards(oneClickAvailable: boolean): SessionCard[] {
  return useSavedList('checkout/session-card', (api) => api.get('checkout/session-card', {}, { retries: 0 }), oneClickAvailable, sessionCardsOf) ?? NO_SESSION_CARDS;
}
