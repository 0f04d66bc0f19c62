import { createContext, useContext, useEffect } from 'react';
import useSWR from 'swr';
import { useShopApi } from '../api/useShopApi';
import type { CartState } from '../cart/types';
import { cartSignature } from './idempotency';
import { countryCode } from '../shipping/zones';

/** Where the checkout's shipping address is: what the cart is priced and taxed for (issue 25). */
export interface Destination {
  country: string;
  state: string;
}

/**
 * The shipping address the cart can be quoted for: a country the brand ships to and, in the US, a
 * two-letter state (US tax is by state); else null (the summary keeps 'tax: enter your address').
 */
export function quotableDestination(address: { country: string; state: string }, shipsTo: string[]): Destination | null {
  const country = countryCode(address.country ?? '');
  if (!shipsTo.includes(country)) return null;
  const state = (address.state ?? '').trim().toUpperCase();
  if (country === 'US' && !/^[A-Z]{2}$/.test(state)) return null;
  return { country, state };
}

/**
 * What the checkout screen tells the shipping address fields: the countries the brand ships to
 * (GET cart's shipsTo) and where to report the address's destination. Without a provider (a form
 * on its own) the fields offer the United States only.
 */
export interface ShippingContextValue {
  shipsTo: string[];
  report?(destination: Destination | null): void;
}

export const ShippingContext = createContext<ShippingContextValue | null>(null);

const US_ONLY: string[] = ['US'];

/** The countries the shipping address may be in. */
export const useShipsTo = (): string[] => useContext(ShippingContext)?.shipsTo ?? US_ONLY;

/** Reports the shipping destination to the checkout screen whenever it changes (no-op outside one). */
export function useReportDestination(destination: Destination | null): void {
  const report = useContext(ShippingContext)?.report;
  const key = destination ? `${destination.country}:${destination.state}` : '';
  useEffect(() => {
    if (!report) return;
    const [country, state] = key.split(':');
    report(key ? { country, state } : null);
  }, [report, key]);
}

/**
 * The cart priced for the shipping address (GET cart?country=&state=): its zone's shipping and the
 * address's tax. Re-fetched when the cart changes; undefined until there is an address or while loading.
 */
export function useQuotedCart(cart: CartState | undefined, destination: Destination | null): CartState | undefined {
  const api = useShopApi();
  const key = cart && destination
    ? ['cart-quote', destination.country, destination.state, cartSignature(cart), cart.amounts.total, cart.hasClubInCart]
    : null;
  // No previous data is kept: while a changed cart is re-quoted, the summary shows it unquoted (tax pending), never an old total.
  const { data } = useSWR<CartState>(key, () => api.get('cart', { country: destination!.country, state: destination!.state }), {
    revalidateOnFocus: false,
  });
  return destination ? data : undefined;
}
