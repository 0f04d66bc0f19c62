// Checkout form rules (spec section 5), shared by the form (Formik validationSchema) and the server.
import * as yup from 'yup';
import { firstErrorPerField } from './firstErrors';
import { isUS, postalLabel, validateFullName, validatePostalCode } from './address';
import { cardExpiryProblem, cardType, validateCardCVC, validateCardNumber } from './card';
import { isValidPhone } from './phone';

export interface CheckoutAddress {
  fullName: string;
  country: string;
  address: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export interface CheckoutValues {
  email: string;
  shipping: CheckoutAddress;
  billingSameAsShipping: boolean;
  billing?: CheckoutAddress;
  card: { number: string; expiry: string; cvc: string };
}

export const CHECKOUT_MESSAGES = {
  emailRequired: 'Enter your email address',
  email: 'Enter a valid email address',
  fullName: 'Please enter your first and last name',
  country: 'Select a country',
  address: 'Enter your street address',
  city: 'Enter your city',
  state: 'Select a state',
  phoneRequired: 'Enter your phone number',
  phone: 'Enter a valid phone number',
  cardNumber: 'Enter a valid card number',
  cardExpiry: 'Enter a valid expiry date',
  cardExpired: 'This card has expired',
  zip: 'Enter a valid 5-digit zip code',
  cardCvc: 'Enter a valid security code',
} as const;

const M = CHECKOUT_MESSAGES;

/** The message for an expiry that fails (cardExpiryProblem): expired, or not a month and year at all. */
export const cardExpiryMessage = (problem: 'invalid' | 'expired') => (problem === 'expired' ? M.cardExpired : M.cardExpiry);

/** "Enter your zip code" for the US, "Enter your postal code" elsewhere. */
export const zipMessage = (country: string | null | undefined) => `Enter your ${postalLabel(country).toLowerCase()}`;

export const addressSchema = yup.object({
  fullName: yup.string().trim().required(M.fullName).test('full-name', M.fullName, (v) => validateFullName(v)),
  country: yup.string().trim().required(M.country),
  address: yup.string().trim().required(M.address),
  address2: yup.string().trim().optional(),
  city: yup.string().trim().required(M.city),
  state: yup
    .string()
    .trim()
    .when('country', ([country], s) => (isUS(country) ? s.required(M.state) : s.optional())),
  zip: yup
    .string()
    .trim()
    .when('country', ([country], s) => s.required(zipMessage(country)))
    .test('postal-code', M.zip, (v, ctx) => !v || validatePostalCode(v, ctx.parent.country)),
  phone: yup
    .string()
    .trim()
    .required(M.phoneRequired)
    .test('phone', M.phone, (v, ctx) => isValidPhone(v, ctx.parent.country)),
});

interface CheckoutContext {
  now?: Date;
}

/** Card number, expiry and CVC; also the saved cards' form (lib/payments/cardForm.ts). */
export const cardSchema = yup.object({
  number: yup.string().test('card-number', M.cardNumber, (v) => validateCardNumber(v)),
  expiry: yup
    .string()
    .test('card-expiry', M.cardExpiry, (v, ctx) => {
      const problem = cardExpiryProblem(v ?? '', (ctx.options.context as CheckoutContext | undefined)?.now);
      return problem === null || ctx.createError({ message: cardExpiryMessage(problem) });
    }),
  cvc: yup.string().test('card-cvc', M.cardCvc, (v, ctx) => validateCardCVC(v, cardType(ctx.parent.number))),
});

export const checkoutSchema = yup.object({
  email: yup.string().trim().required(M.emailRequired).email(M.email),
  shipping: addressSchema,
  billingSameAsShipping: yup.boolean().required(),
  billing: yup
    .object()
    .when('billingSameAsShipping', ([same], s) => (same === false ? addressSchema.required() : s.strip())),
  card: cardSchema,
});

/**
 * Synchronous validation for the client and the server. Returns the first message per field,
 * keyed by field path ('shipping.zip', 'card.number'); an empty object means valid. A value
 * that is not an object at all is reported under 'form'.
 */
export function validateCheckout(values: unknown, options: CheckoutContext = {}): Record<string, string> {
  return firstErrorPerField(checkoutSchema, values, options);
}
