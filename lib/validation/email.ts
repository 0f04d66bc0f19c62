/**
 * The shop's email rule, for the shop API (server/http/input.ts) and the forms that check input
 * before sending it: no spaces, one @, and a dot with 2+ characters after it in the domain. No
 * control characters either: no address needs one, and PostgreSQL text cannot hold NUL.
 * Client-safe: no imports.
 */
export const EMAIL_PATTERN = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]{2,}$/;
