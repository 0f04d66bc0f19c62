/**
 * The CMS `form` block's submission. Client-safe (no Node APIs). Its fields are in formFields.ts,
 * its rules (shared with the shop API) in formSchema.ts, and what API errors mean in formErrors.ts.
 *
 * Submission: POST multipart/form-data to `<apiBase>form-submission?host=<host>` with `form`
 * ('contact' | 'feedback') and the non-empty field values. The shop API answers `{data: {id}}`,
 * or an error status with `{errors: [...]}` (spec section 8: `errors`, `error` or `err`, each a
 * string or a list; the first non-empty one wins).
 */
import { CONTENT_FORM_FIELDS, type ContentFormErrors, type ContentFormValues } from './formFields';
import { FORM_NETWORK_ERROR, FORM_SERVER_ERROR, mapServerErrors } from './formErrors';
import type { ContentFormId } from './types';

export * from './formFields';
export { CONTENT_FORM_MESSAGES, validateContentForm } from './formSchema';
export { FORM_NETWORK_ERROR, FORM_SERVER_ERROR, mapServerErrors } from './formErrors';

export const FORM_SUCCESS_MESSAGES: Record<ContentFormId, string> = {
  contact: "Thanks! Your message is on its way. We'll reply by email within one business day.",
  feedback: 'Thanks! We’ve received your feedback, and the whole team will read it.',
};

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

/**
 * A failure carries field errors to show on the fields (the API named them) and/or one message
 * for the whole form (null when every problem belongs to a field).
 */
export type ContentFormResult = { ok: true; id: string | null } | { ok: false; message: string | null; fieldErrors: ContentFormErrors };

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
    return { ok: false, message: FORM_NETWORK_ERROR, fieldErrors: {} };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  const messages = readErrorMessages(json);
  if (!res.ok || messages.length) {
    return messages.length ? { ok: false, ...mapServerErrors(formId, messages, values) } : { ok: false, message: FORM_SERVER_ERROR, fieldErrors: {} };
  }
  const data = (json as { data?: { id?: unknown } } | null)?.data;
  return { ok: true, id: data?.id === undefined || data?.id === null ? null : String(data.id) };
}
