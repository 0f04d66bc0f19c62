// Saved address rules (spec sections 3 and 5), shared by the /addresses form and POST address/save:
// the checkout's address rules (checkoutSchema.ts: full name of two words, postal code message by
// country, phone by country) plus the saved address's own fields and length caps.
import * as yup from 'yup';
import { addressSchema } from './checkoutSchema';
import { firstErrorPerField } from './firstErrors';

export const ADDRESS_TYPES = ['shipping', 'billing'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Longest value per field (characters); the inputs carry the same maxLength. */
export const ADDRESS_MAX = { fullName: 100, company: 100, country: 60, address: 200, address2: 200, city: 100, state: 100, zip: 20, phone: 30 } as const;

/** The form's values; the API calls fullName `name` (spec: "name"). */
export interface SavedAddressValues {
  type: AddressType;
  fullName: string;
  company: string;
  country: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export const SAVED_ADDRESS_MESSAGES = {
  type: 'Choose shipping or billing',
  tooLong: (max: number) => `Please use at most ${max} characters`,
} as const;

const M = SAVED_ADDRESS_MESSAGES;

export const savedAddressSchema = addressSchema.shape({
  type: yup.string().required(M.type).oneOf(ADDRESS_TYPES, M.type),
  company: yup.string().trim(),
});

const capsSchema = yup.object(
  Object.fromEntries(Object.entries(ADDRESS_MAX).map(([field, max]) => [field, yup.string().max(max, M.tooLong(max))])),
);

/**
 * The first message per field ('fullName', 'zip', …), for the form (Formik validate) and the
 * server; an empty object means valid. A value that is too long says so rather than anything else.
 */
export function validateSavedAddress(values: unknown): Record<string, string> {
  return { ...firstErrorPerField(savedAddressSchema, values), ...firstErrorPerField(capsSchema, values) };
}
