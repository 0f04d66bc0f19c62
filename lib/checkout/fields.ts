// The checkout form's values and how they become the POST checkout fields (docs/api.md).
import type { CheckoutAddress, CheckoutValues } from '../validation/checkoutSchema';
import { parseCardExpiry } from '../validation/card';
import { sameAddress } from '../validation/address';

export type PaymentMethod = 'card' | 'afterpay' | 'wallet';

export interface CheckoutFormValues extends CheckoutValues {
  billing: CheckoutAddress;
  paymentMethod: PaymentMethod;
  /** A saved card's id (GET payment-methods) to pay with, `order:<id>` for the card of this session's last order (sessionCardChoice), or '' for the typed card. */
  savedCardId: string;
  /** "Save this card for next time" (a logged-in shopper's typed card). */
  saveCard: boolean;
  /** The club's consent box (shown and required only while the club is in the cart), unticked to start. */
  clubConsent: boolean;
}

/** Whether the typed card is what pays: not when a saved card is chosen, nor for the wallet (it brings its own). */
export const paysWithTypedCard = (v: Pick<CheckoutFormValues, 'paymentMethod' | 'savedCardId'>) => v.paymentMethod !== 'wallet' && v.savedCardId === '';

export const emptyAddress = (country = 'US'): CheckoutAddress => ({
  fullName: '',
  country,
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
});

export function initialCheckoutValues(email = '', name = ''): CheckoutFormValues {
  return {
    email,
    shipping: { ...emptyAddress(), fullName: name },
    billingSameAsShipping: true,
    billing: emptyAddress(),
    card: { number: '', expiry: '', cvc: '' },
    paymentMethod: 'card',
    savedCardId: '',
    saveCard: false,
    clubConsent: false,
  };
}

const ADDRESS_FIELDS: [keyof CheckoutAddress, string][] = [
  ['fullName', 'Name'],
  ['country', 'Country'],
  ['address', 'Address'],
  ['address2', 'Address2'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'Zip'],
  ['phone', 'Phone'],
];

function addressFields(prefix: 'shipping' | 'billing', a: CheckoutAddress): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, suffix] of ADDRESS_FIELDS) out[`${prefix}${suffix}`] = String(a[key] ?? '').trim();
  out[`${prefix}Company`] = '';
  return out;
}

const COMPARED: (keyof CheckoutAddress)[] = ADDRESS_FIELDS.map(([k]) => k);

/** Spec section 4: billing is the same as shipping when ticked, or when every field is equal ignoring case. */
export function billingIsShipping(v: Pick<CheckoutFormValues, 'billingSameAsShipping' | 'shipping' | 'billing'>): boolean {
  return v.billingSameAsShipping || sameAddress(v.shipping, v.billing, COMPARED);
}

/** POST checkout fields (without paymentToken and idempotencyKey). */
export function checkoutFields(v: CheckoutFormValues): Record<string, string | boolean> {
  const same = billingIsShipping(v);
  const billing = same ? v.shipping : v.billing;
  return {
    email: v.email.trim(),
    ...addressFields('shipping', v.shipping),
    billingSameAsShipping: same,
    ...addressFields('billing', billing),
    paymentMethod: v.paymentMethod,
    // Only a typed card can be saved; the server also ignores it for guests (server/checkout/cardKeeping.ts).
    saveCard: v.saveCard && paysWithTypedCard(v),
    clubConsent: v.clubConsent,
  };
}

/** POST payments/tokenize fields from typed card inputs (the checkout's and the saved cards' form). */
export function cardTokenizeFields(card: CheckoutValues['card'], name: string): Record<string, string | number> {
  const { month, year } = parseCardExpiry(card.expiry);
  return {
    number: card.number.replace(/\D/g, ''),
    expMonth: month,
    expYear: year,
    cvc: card.cvc.trim(),
    name: name.trim(),
  };
}

/** POST payments/tokenize fields from the card inputs. */
export function tokenizeFields(v: CheckoutFormValues): Record<string, string | number> {
  const billing = billingIsShipping(v) ? v.shipping : v.billing;
  return cardTokenizeFields(v.card, billing.fullName);
}

/** The savedCardId value that chooses the card of this session's order `orderId` (one click, GET checkout/session-card). */
export const sessionCardChoice = (orderId: number) => `order:${orderId}`;

/** The order whose card a savedCardId value chooses, or null for a saved card or the typed one. */
export function sessionCardOrderOf(savedCardId: string): string | null {
  const m = /^order:(\d+)$/.exec(savedCardId);
  return m ? m[1] : null;
}
