// The fields of the CMS `form` block (contact and feedback forms). Client-safe (no Node APIs).
import { CONTENT_FORM_LIMITS as LIMITS } from '../validation/contentForm';
import type { ContentFormId } from './types';

export type ContentFormFieldName = 'name' | 'email' | 'orderNumber' | 'rating' | 'message';

export interface ContentFormField {
  name: ContentFormFieldName;
  label: string;
  kind: 'text' | 'email' | 'textarea' | 'rating';
  required: boolean;
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
}

export type ContentFormValues = Partial<Record<ContentFormFieldName, string>>;
export type ContentFormErrors = Partial<Record<ContentFormFieldName, string>>;

const NAME: ContentFormField = { name: 'name', label: 'Your name', kind: 'text', required: true, autoComplete: 'name', maxLength: LIMITS.nameMax };
const EMAIL: ContentFormField = { name: 'email', label: 'Email address', kind: 'email', required: true, autoComplete: 'email', maxLength: LIMITS.emailMax };
const MESSAGE: ContentFormField = { name: 'message', label: 'Message', kind: 'textarea', required: true, maxLength: LIMITS.messageMax };
const ORDER_NUMBER: ContentFormField = {
  name: 'orderNumber',
  label: 'Order number (optional)',
  kind: 'text',
  required: false,
  maxLength: LIMITS.orderNumberMax,
  hint: 'You can find it in your order confirmation email.',
};
const RATING: ContentFormField = { name: 'rating', label: 'How would you rate your experience?', kind: 'rating', required: true };

export const CONTENT_FORM_FIELDS: Record<ContentFormId, readonly ContentFormField[]> = {
  contact: [NAME, EMAIL, ORDER_NUMBER, MESSAGE],
  feedback: [NAME, EMAIL, RATING, { ...MESSAGE, label: 'Your feedback' }],
};

export const RATING_LABELS: Record<string, string> = {
  '1': 'Poor',
  '2': 'Fair',
  '3': 'Good',
  '4': 'Very good',
  '5': 'Excellent',
};

/** The form's fields (none for an unknown form id from the CMS). */
export const contentFormFields = (formId: ContentFormId): readonly ContentFormField[] => CONTENT_FORM_FIELDS[formId] ?? [];

/** Every field of the form, empty (Formik's initial values). */
export function emptyContentFormValues(formId: ContentFormId): ContentFormValues {
  return Object.fromEntries(contentFormFields(formId).map((f) => [f.name, '']));
}
