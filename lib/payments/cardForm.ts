// The "Add a card" form on /change_payment: the checkout's card fields and rules (lib/validation),
// the tokenize fields, and what a failed save means for the form.
import { setIn, type FormikErrors } from 'formik';
import * as yup from 'yup';
import { accountFormFailure } from '../account/errors';
import { cardTokenizeFields } from '../checkout/fields';
import { cardSchema, type CheckoutValues } from '../validation/checkoutSchema';
import { firstErrorPerField } from '../validation/firstErrors';

export interface CardFormValues {
  card: CheckoutValues['card'];
  makeDefault: boolean;
}

export const emptyCardForm = (): CardFormValues => ({ card: { number: '', expiry: '', cvc: '' }, makeDefault: false });

const schema = yup.object({ card: cardSchema });

/** Formik errors ({ card: { number: '…' } }) from the checkout's card rules; `now` decides what is past. */
export function validateCardForm(values: CardFormValues, now?: Date): FormikErrors<CardFormValues> {
  let errors: FormikErrors<CardFormValues> = {};
  for (const [path, message] of Object.entries(firstErrorPerField(schema, values, { now }))) errors = setIn(errors, path, message);
  return errors;
}

/** POST payments/tokenize fields: the number and CVC go there and nowhere else. */
export const cardFormTokenizeFields = (v: CardFormValues) => cardTokenizeFields(v.card, '');

// payments/tokenize names the card's fields as the API does.
const API_FIELDS = { number: 'card.number', expMonth: 'card.expiry', expYear: 'card.expiry', cvc: 'card.cvc' } as const;
type ApiField = keyof typeof API_FIELDS;

/**
 * A failed tokenize or add: messages naming a card field go on that field, the rest ('This card
 * is already saved…', the limit, an expired card, the network) above the button.
 */
export function cardFormFailure(err: unknown): { errors: FormikErrors<CardFormValues>; message: string | null } {
  const failure = accountFormFailure(err, Object.keys(API_FIELDS) as ApiField[]);
  const byPath: Record<string, string> = {};
  for (const [api, text] of Object.entries(failure.fieldErrors) as [ApiField, string][]) byPath[API_FIELDS[api]] ??= text;
  let errors: FormikErrors<CardFormValues> = {};
  for (const [path, text] of Object.entries(byPath)) errors = setIn(errors, path, text);
  return { errors, message: failure.message };
}
