/**
 * The CMS `form` block's fields, validation and submission. Client-safe (no Node APIs).
 *
 * Submission: POST multipart/form-data to `<apiBase>form-submission?host=<host>` with `form`
 * ('contact' | 'feedback') and the non-empty field values. The shop API answers `{data: {id}}`,
 * or an error status with `{errors: [...]}` (spec section 8: `errors`, `error` or `err`, each a
 * string or a list; the first non-empty one wins).
 */
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

const NAME: ContentFormField = { name: 'name', label: 'Your name', kind: 'text', required: true, autoComplete: 'name', maxLength: 100 };
const EMAIL: ContentFormField = { name: 'email', label: 'Email address', kind: 'email', required: true, autoComplete: 'email', maxLength: 200 };
const MESSAGE: ContentFormField = { name: 'message', label: 'Message', kind: 'textarea', required: true, maxLength: 5000 };

export const CONTENT_FORM_FIELDS: Record<ContentFormId, readonly ContentFormField[]> = {
  contact: [
    NAME,
    EMAIL,
    { name: 'orderNumber', label: 'Order number (optional)', kind: 'text', required: false, maxLength: 40, hint: 'You can find it in your order confirmation email.' },
    MESSAGE,
  ],
  feedback: [NAME, EMAIL, { name: 'rating', label: 'How would you rate your experience?', kind: 'rating', required: true }, { ...MESSAGE, label: 'Your feedback' }],
};

export const RATING_LABELS: Record<string, string> = {
  '1': 'Poor',
  '2': 'Fair',
  '3': 'Good',
  '4': 'Very good',
  '5': 'Excellent',
};

export const FORM_SUCCESS_MESSAGES: Record<ContentFormId, string> = {
  contact: "Thanks! Your message is on its way. We'll reply by email within one business day.",
  feedback: 'Thanks! We’ve received your feedback, and the whole team will read it.',
};

export const FORM_NETWORK_ERROR = "We couldn't send your message. Please check your connection and try again.";
export const FORM_SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors for the values of a form; empty when the form can be sent. */
export function validateContentForm(formId: ContentFormId, values: ContentFormValues): ContentFormErrors {
  const errors: ContentFormErrors = {};
  for (const field of CONTENT_FORM_FIELDS[formId]) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required) {
        errors[field.name] =
          field.kind === 'rating'
            ? 'Please choose a rating from 1 to 5.'
            : field.kind === 'email'
              ? 'Please enter your email address.'
              : field.name === 'name'
                ? 'Please enter your name.'
                : 'Please enter a message.';
      }
      continue;
    }
    if (field.kind === 'email' && !EMAIL_RE.test(value)) errors[field.name] = 'Please enter a valid email address, like name@example.com.';
    else if (field.kind === 'rating' && !/^[1-5]$/.test(value)) errors[field.name] = 'Please choose a rating from 1 to 5.';
    else if (field.maxLength && value.length > field.maxLength) errors[field.name] = `Please keep this under ${field.maxLength} characters.`;
  }
  return errors;
}

/** Error messages of an API answer: the first non-empty of `errors`, `error`, `err` (string or list). */
export function readErrorMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  for (const key of ['errors', 'error', 'err']) {
    const v = b[key];
    const list = (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string' && x.trim() !== '');
    if (list.length) return list;
  }
  return [];
}

/** `<apiBase>form-submission?host=<host>`; apiBase defaults to this app's '/api.php/'. */
export function formSubmissionUrl(host: string, apiBase = '/api.php/'): string {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  return `${base}form-submission?host=${encodeURIComponent(host)}`;
}

export type ContentFormResult = { ok: true; id: string | null } | { ok: false; message: string };

/** Sends a form as multipart/form-data (empty values omitted). Never throws. */
export async function submitContentForm(
  formId: ContentFormId,
  values: ContentFormValues,
  host: string,
  options: { apiBase?: string; fetchImpl?: typeof fetch } = {},
): Promise<ContentFormResult> {
  const body = new FormData();
  body.append('form', formId);
  for (const field of CONTENT_FORM_FIELDS[formId]) {
    const value = (values[field.name] ?? '').trim();
    if (value) body.append(field.name, value);
  }
  const doFetch = options.fetchImpl ?? fetch;
  let res: Response;
  try {
    res = await doFetch(formSubmissionUrl(host, options.apiBase), { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    return { ok: false, message: FORM_NETWORK_ERROR };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  const messages = readErrorMessages(json);
  if (!res.ok || messages.length) {
    return { ok: false, message: messages.length ? messages.join(' ') : FORM_SERVER_ERROR };
  }
  const data = (json as { data?: { id?: unknown } } | null)?.data;
  return { ok: true, id: data?.id === undefined || data?.id === null ? null : String(data.id) };
}
