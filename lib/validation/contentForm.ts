// Rules of the contact and feedback forms (CMS form blocks), shared by the form in the browser
// (lib/content/formSchema.ts) and the shop API's validator (server/marketing/formSubmission.ts).
// Client-safe: no Node APIs, no imports.

export const CONTENT_FORM_LIMITS = {
  nameMax: 100,
  /** The server also caps any email at 254 (server/http/input.ts); the form is stricter. */
  emailMax: 200,
  messageMin: 2,
  messageMax: 5000,
  /** Raw length of the order number field, before '#' and spaces are removed. */
  orderNumberMax: 40,
} as const;

/** An example order number for messages and hints. */
export const ORDER_NUMBER_EXAMPLE = '10042';

/** Control characters other than tab and newlines never belong in a name or message. */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/**
 * An order number as shoppers type it: '10042', '#10042' or ' # 10042 ' → '10042' (1 to 12
 * digits); null for anything else ('PF-999', '<script>…').
 */
export function parseOrderNumber(raw: string): string | null {
  const digits = raw.trim().replace(/^#/, '').trim();
  return /^\d{1,12}$/.test(digits) ? digits : null;
}
