// What the shop API's error messages mean for the shopper filling in a contact or feedback form.
// The API names the field it rejects ('orderNumber: must be an order number such as 10042'); the
// form shows its own words on that field instead, and never an internal field name.
import { CONTENT_FORM_LIMITS as LIMITS } from '../validation/contentForm';
import { formatCount } from '../format/count';
import { contentFormFields, type ContentFormErrors, type ContentFormFieldName, type ContentFormValues } from './formFields';
import { CONTENT_FORM_MESSAGES as M, validateContentForm } from './formSchema';
import type { ContentFormId } from './types';

export const FORM_NETWORK_ERROR = "We couldn't send your message. Please check your connection and try again.";
export const FORM_SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';

/** For a field the API rejected although the form's own rules let it through. */
export const SERVER_FIELD_MESSAGES: Record<ContentFormFieldName, string> = {
  name: `Please check your name: up to ${LIMITS.nameMax} characters, letters and punctuation only.`,
  email: M.email,
  orderNumber: M.orderNumber,
  rating: M.rating,
  message: `Please check your message: ${LIMITS.messageMin} to ${formatCount(LIMITS.messageMax)} characters.`,
};

/** 'orderNumber: must be …' → 'orderNumber' (the API's `field: message` convention); null otherwise. */
export function fieldOfMessage(message: string): string | null {
  return /^([A-Za-z][A-Za-z0-9_.]*):\s/.exec(message)?.[1] ?? null;
}

export interface FormServerErrors {
  /** Errors to show on the fields themselves. */
  fieldErrors: ContentFormErrors;
  /** A message for the whole form, or null when every problem belongs to a field. */
  message: string | null;
}

/**
 * Splits the API's error messages into field errors (in the shopper's words: the form's own rule
 * when it now fails, else SERVER_FIELD_MESSAGES) and one message for the form. A message naming
 * something that is not a field of the form ('form: …', 'body: …') is an internal problem: the
 * shopper gets FORM_SERVER_ERROR. Messages naming no field are meant for the shopper as they are.
 */
export function mapServerErrors(formId: ContentFormId, messages: readonly string[], values: ContentFormValues = {}): FormServerErrors {
  const names = new Set<string>(contentFormFields(formId).map((f) => f.name));
  const ownRules = validateContentForm(formId, values);
  const fieldErrors: ContentFormErrors = {};
  const general: string[] = [];
  for (const text of messages) {
    const field = fieldOfMessage(text);
    if (field && names.has(field)) {
      const name = field as ContentFormFieldName;
      fieldErrors[name] ??= ownRules[name] ?? SERVER_FIELD_MESSAGES[name];
    } else {
      const shown = field ? FORM_SERVER_ERROR : text;
      if (!general.includes(shown)) general.push(shown);
    }
  }
  return { fieldErrors, message: general.length ? general.join(' ') : null };
}
