import { setIn } from 'formik';
import { validateCheckout } from '../../lib/validation/checkoutSchema';
import { paysWithTypedCard, type CheckoutFormValues } from '../../lib/checkout/fields';

export const CLUB_CONSENT_REQUIRED = 'Tick the box to agree to the membership terms and monthly charge, or remove the membership.';

/**
 * Formik errors from the shared Yup schema; card fields count only when the shop's own typed card pays (not a saved card, not the wallet, not Stripe's element).
 * With the club in the cart, its consent box must be ticked (the server refuses checkout without it too).
 */
export function validateCheckoutForm(values: CheckoutFormValues, clubInCart = false, cardInStripe = false): Record<string, unknown> {
  const flat = validateCheckout(values);
  let errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    // With Stripe the card is typed into Stripe's frame, which checks it (the shop never sees it).
    if ((cardInStripe || !paysWithTypedCard(values)) && path.startsWith('card.')) continue;
    errors = setIn(errors, path, message);
  }
  if (clubInCart && !values.clubConsent) errors = setIn(errors, 'clubConsent', CLUB_CONSENT_REQUIRED);
  return errors;
}

/** API field names (e.g. 'shippingZip', 'cvc') mapped to form fields, for errors the server names. */
const API_FIELDS: Record<string, string> = {
  email: 'email',
  number: 'card.number',
  expMonth: 'card.expiry',
  expYear: 'card.expiry',
  cvc: 'card.cvc',
  clubConsent: 'clubConsent',
};
for (const prefix of ['shipping', 'billing']) {
  for (const [api, form] of Object.entries({ Name: 'fullName', Country: 'country', Address: 'address', Address2: 'address2', City: 'city', State: 'state', Zip: 'zip', Phone: 'phone' })) {
    API_FIELDS[`${prefix}${api}`] = `${prefix}.${form}`;
  }
}

/** 'shippingZip: Enter your zip code' → ['shipping.zip', 'Enter your zip code'], or null. */
export function apiFieldError(message: string): [string, string] | null {
  const m = /^([A-Za-z0-9]+):\s*(.+)$/.exec(message);
  if (!m || !API_FIELDS[m[1]]) return null;
  const text = m[2].trim();
  return [API_FIELDS[m[1]], text.charAt(0).toUpperCase() + text.slice(1)];
}
