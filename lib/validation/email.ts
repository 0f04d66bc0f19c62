/**
 * The shop's email rule, for the shop API (server/http/input.ts) and the forms that check input
 * before sending it: no spaces, one @, and a dot with 2+ characters after it in the domain.
 * Client-safe: no imports.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
