// Yup rules of the contact and feedback forms: the same rules the shop API applies
// (server/marketing/formSubmission.ts), so the shopper hears about a problem on the field itself.
import * as yup from 'yup';
import { formatCount } from '../format/count';
import { firstErrorPerField } from '../validation/firstErrors';
import { CONTENT_FORM_LIMITS as LIMITS, ORDER_NUMBER_EXAMPLE, hasControlChars, parseOrderNumber } from '../validation/contentForm';
import { EMAIL_PATTERN } from '../validation/email';
import { contentFormFields, type ContentFormErrors, type ContentFormField, type ContentFormFieldName, type ContentFormValues } from './formFields';
import type { ContentFormId } from './types';

export const CONTENT_FORM_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  email: 'Please enter a valid email address, like name@example.com.',
  messageRequired: 'Please enter a message.',
  messageTooShort: `Please write at least ${LIMITS.messageMin} characters.`,
  rating: 'Please choose a rating from 1 to 5.',
  orderNumber: `An order number is digits only, like ${ORDER_NUMBER_EXAMPLE}. Leave this empty if you don’t have one.`,
  controlChars: 'Please retype this: it contains characters we can’t accept.',
  tooLong: (max: number) => `Please keep this to ${formatCount(max)} characters or fewer.`,
} as const;

const M = CONTENT_FORM_MESSAGES;

const REQUIRED: Record<ContentFormFieldName, string> = {
  name: M.nameRequired,
  email: M.emailRequired,
  orderNumber: M.orderNumber,
  rating: M.rating,
  message: M.messageRequired,
};

const noControlChars = (s: yup.StringSchema) => s.test('control-chars', M.controlChars, (v) => !v || !hasControlChars(v));

/** One field's rule: required (or optional), length, then what the field's value must look like. */
function fieldSchema(field: ContentFormField): yup.StringSchema {
  let s = yup.string().trim();
  s = field.required ? s.required(REQUIRED[field.name]) : s.optional();
  if (field.maxLength) s = s.max(field.maxLength, M.tooLong(field.maxLength));
  switch (field.name) {
    case 'name':
      return noControlChars(s);
    case 'email':
      return s.matches(EMAIL_PATTERN, M.email); // the shop API's own rule
    case 'orderNumber':
      return s.test('order-number', M.orderNumber, (v) => !v || parseOrderNumber(v) !== null);
    case 'rating':
      return s.matches(/^[1-5]$/, M.rating);
    case 'message':
      return noControlChars(s.min(LIMITS.messageMin, M.messageTooShort));
  }
}

export function contentFormSchema(formId: ContentFormId) {
  return yup.object(Object.fromEntries(contentFormFields(formId).map((f) => [f.name, fieldSchema(f)])));
}

/** Field errors for the values of a form (the first problem per field); empty when the form can be sent. */
export function validateContentForm(formId: ContentFormId, values: ContentFormValues): ContentFormErrors {
  const found = firstErrorPerField(contentFormSchema(formId), values);
  // In the order of the fields on the page.
  const errors: ContentFormErrors = {};
  for (const f of contentFormFields(formId)) if (found[f.name]) errors[f.name] = found[f.name];
  return errors;
}
