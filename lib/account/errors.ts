// What the shop API's error answers mean for an account form. The API names the field it rejects
// with the codebase's convention, 'email: Enter a valid email address.' (see lib/content/formErrors.ts
// and lib/cart/errors.ts); those go on the field, everything else above the form's button.
import { ApiError, RetryError } from '../api/errors';
import { SERVER_FIELD_MESSAGES } from './schemas';

export const ACCOUNT_NETWORK_ERROR = "We couldn't reach the shop. Please check your connection and try again.";
export const ACCOUNT_SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';

const FIELD_PREFIX = /^([A-Za-z][A-Za-z0-9_.]*):\s+/;

export interface AccountFormFailure<F extends string> {
  /** Errors to show on the form's own fields. */
  fieldErrors: Partial<Record<F, string>>;
  /** One message for the whole form, or null when every problem belongs to a field. */
  message: string | null;
}

/** 'email: enter a valid email' → 'Enter a valid email' (first letter upper case, trailing period). */
function sentence(text: string): string {
  const t = text.trim();
  if (!t) return t;
  const s = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

/** A GET that kept failing because the server answered 5xx (lib/api/client.ts retries those), not the network. */
function serverAnswered(err: unknown): boolean {
  return err instanceof RetryError && err.lastError instanceof Error && /^Server error \d+/.test(err.lastError.message);
}

/**
 * Splits a failed account call into field errors and a message for the form. `fields` are the
 * form's fields: a message naming one of them goes there (without the 'field: ' prefix); messages
 * naming no field ('Email or password is incorrect.', 'Too many attempts…') are for the shopper
 * as they are; a message naming something else ('token: …') loses its prefix. Failures without a
 * message are the server's problem or the network's.
 */
export function accountFormFailure<F extends string>(err: unknown, fields: readonly F[]): AccountFormFailure<F> {
  if (!(err instanceof ApiError)) return { fieldErrors: {}, message: serverAnswered(err) ? ACCOUNT_SERVER_ERROR : ACCOUNT_NETWORK_ERROR };
  if (err.messages.length === 0) return { fieldErrors: {}, message: ACCOUNT_SERVER_ERROR };
  const names = new Set<string>(fields);
  const fieldErrors: Partial<Record<F, string>> = {};
  const general: string[] = [];
  for (const text of err.messages) {
    const field = FIELD_PREFIX.exec(text)?.[1];
    const rest = sentence(text.replace(FIELD_PREFIX, ''));
    if (field && names.has(field)) {
      fieldErrors[field as F] ??= rest || SERVER_FIELD_MESSAGES[field] || ACCOUNT_SERVER_ERROR;
    } else {
      const shown = rest || ACCOUNT_SERVER_ERROR;
      if (!general.includes(shown)) general.push(shown);
    }
  }
  return { fieldErrors, message: general.length ? general.join(' ') : null };
}
