// Saved addresses (GET addresses) offered at checkout: which ones, how they read, what they fill in.
import type { SavedAddress } from '../account/types';
import type { CheckoutAddress } from '../validation/checkoutSchema';
import { sameAddress } from '../validation/address';
import { formatPhone } from '../validation/phone';
import { countryCode, countryName } from '../shipping/zones';

export type AddressKind = SavedAddress['type'];

/** The saved addresses of one kind, the default first, then in the order they were saved. */
export function addressesOfKind(addresses: readonly SavedAddress[], kind: AddressKind): SavedAddress[] {
  return addresses.filter((a) => a.type === kind).sort((a, b) => Number(b.default) - Number(a.default) || a.id - b.id);
}

/**
 * Why a saved shipping address cannot be used for this order: the brand does not ship to its
 * country (shipsTo: the cart's country codes), e.g. 'we don’t ship to France'; null when it can.
 */
export function unshippableReason(a: SavedAddress, shipsTo: readonly string[]): string | null {
  return shipsTo.includes(countryCode(a.country)) ? null : `we don’t ship to ${countryName(a.country)}`;
}

/** One line a shopper recognises: 'Ann Lee, 123 Harbor Way, Apt 4, San Diego, CA 92101'. */
export function savedAddressLabel(a: SavedAddress): string {
  const place = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const parts = [a.name, a.address, a.address2, place, a.country === 'US' ? '' : a.country];
  return parts.filter((p) => p && p.trim()).join(', ');
}

/** The checkout's address fields filled from a saved address (the phone in the country's mask). */
export function toCheckoutAddress(a: SavedAddress): CheckoutAddress {
  return {
    fullName: a.name,
    country: a.country,
    address: a.address,
    address2: a.address2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    phone: a.phone ? formatPhone(a.phone.replace(/\D/g, ''), a.country) : '',
  };
}

/** Nothing typed yet where a saved address would go (the name alone may come from the account). */
export function isBlankAddress(a: CheckoutAddress): boolean {
  return [a.address, a.address2 ?? '', a.city, a.zip, a.phone].every((v) => !v.trim());
}

const FILLED: (keyof CheckoutAddress)[] = ['fullName', 'country', 'address', 'address2', 'city', 'state', 'zip', 'phone'];

/** The saved address the fields hold unchanged, if any. */
export function savedAddressIn(fields: CheckoutAddress, choices: readonly SavedAddress[]): SavedAddress | undefined {
  return choices.find((a) => sameAddress(toCheckoutAddress(a), fields, FILLED));
}
