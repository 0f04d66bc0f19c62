import { validateCheckout, type CheckoutAddress } from '../../lib/validation/checkoutSchema';
import { sameAddress } from '../../lib/validation/address';
import { badRequest } from '../http/errors';
import { optionalBoolean, optionalString, requireEnum, requireId, requireString } from '../http/input';
import type { Fields } from '../http/types';
import { PAYMENT_METHODS, type PaymentMethod } from '../payments/methods';
import { SESSION_CARD_MESSAGES } from './sessionCardMessages';

export interface AddressInput extends CheckoutAddress {
  company: string;
}

export interface CheckoutInput {
  idempotencyKey: string;
  email: string;
  shipping: AddressInput;
  billing: AddressInput;
  billingSameAsShipping: boolean;
  paymentMethod: PaymentMethod;
  /** From payments/tokenize; for a saved card, its token is filled in by the route (savedCardToken). */
  paymentToken: string;
  /** A logged-in customer's saved card (GET payment-methods), instead of a token. */
  savedCardId: number | null;
  /** One click: the card of this session's last order (GET checkout/session-card), instead of a token; see sessionCard.ts. */
  sessionCardOrderId: number | null;
  /** A logged-in shopper asks to keep the typed card (ignored otherwise; see cardKeeping.ts). */
  saveCard: boolean;
  /** The shopper ticked the club's consent box (required when the club is in the cart; see place.ts). */
  clubConsent: boolean;
}

const ADDRESS_FIELDS: [keyof AddressInput, string][] = [
  ['fullName', 'Name'], ['company', 'Company'], ['country', 'Country'], ['address', 'Address'], ['address2', 'Address2'],
  ['city', 'City'], ['state', 'State'], ['zip', 'Zip'], ['phone', 'Phone'],
];
export const COMPARED_ADDRESS_FIELDS = ADDRESS_FIELDS.map(([k]) => k);

function readAddress(f: Fields, prefix: 'shipping' | 'billing'): AddressInput {
  const out = {} as Record<keyof AddressInput, string>;
  for (const [key, suffix] of ADDRESS_FIELDS) out[key] = optionalString(f, `${prefix}${suffix}`, 200) ?? '';
  return out as AddressInput;
}

/** 'shipping.fullName' → 'shippingName', 'email' → 'email'. */
function apiFieldName(path: string): string {
  const [group, field] = path.split('.');
  if (!field) return group === 'billing' ? 'billingName' : group;
  const suffix = ADDRESS_FIELDS.find(([k]) => k === field)?.[1] ?? field;
  return `${group}${suffix}`;
}

/**
 * Reads and validates the checkout form with the same rules as the browser (lib/validation):
 * every error at once, each named by its API field.
 */
export function readCheckoutInput(f: Fields): CheckoutInput {
  const idempotencyKey = requireString(f, 'idempotencyKey', 100);
  if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(idempotencyKey)) throw badRequest('idempotencyKey: must be 8 to 100 letters, digits or - _ . :');
  const paymentMethod = requireEnum(f, 'paymentMethod', PAYMENT_METHODS);
  const savedCardId = String(f.savedCardId ?? '').trim() === '' ? null : requireId(f, 'savedCardId');
  const sessionCardOrderId = String(f.sessionCardOrderId ?? '').trim() === '' ? null : requireId(f, 'sessionCardOrderId');
  if (sessionCardOrderId !== null && (savedCardId !== null || optionalString(f, 'paymentToken', 1000))) throw badRequest(SESSION_CARD_MESSAGES.both);
  if (sessionCardOrderId !== null && paymentMethod === 'wallet') throw badRequest('sessionCardOrderId: a wallet payment brings its own card');
  const paymentToken = savedCardId === null && sessionCardOrderId === null ? requireString(f, 'paymentToken', 1000) : '';
  if (savedCardId !== null && optionalString(f, 'paymentToken', 1000)) throw badRequest('paymentToken: send a payment token or a saved card, not both');
  if (savedCardId !== null && paymentMethod === 'wallet') throw badRequest('savedCardId: a wallet payment brings its own card');
  const shipping = readAddress(f, 'shipping');
  const billingGiven = readAddress(f, 'billing');
  const sameFlag = optionalBoolean(f, 'billingSameAsShipping');
  // Without the flag, billing is the same when no billing field was sent or every one equals shipping (ignoring case).
  const billingSameAsShipping =
    sameFlag ?? (Object.values(billingGiven).every((v) => !v) || sameAddress(shipping, billingGiven, COMPARED_ADDRESS_FIELDS));
  const email = (optionalString(f, 'email', 254) ?? '').toLowerCase();

  const errors = validateCheckout({
    email,
    shipping,
    billingSameAsShipping,
    billing: billingSameAsShipping ? undefined : billingGiven,
    card: { number: '', expiry: '', cvc: '' },
  });
  const messages = Object.entries(errors)
    .filter(([path]) => !path.startsWith('card'))
    .map(([path, message]) => `${apiFieldName(path)}: ${message}`);
  if (messages.length) throw badRequest(messages);

  return {
    idempotencyKey,
    email,
    shipping,
    billing: billingSameAsShipping ? shipping : billingGiven,
    billingSameAsShipping,
    paymentMethod,
    paymentToken,
    savedCardId,
    sessionCardOrderId,
    saveCard: optionalBoolean(f, 'saveCard') ?? false,
    clubConsent: optionalBoolean(f, 'clubConsent') ?? false,
  };
}
