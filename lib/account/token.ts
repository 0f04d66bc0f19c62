// The token of an account e-mail's link: 32 random bytes, base64url (server/accounts).
/** A token from a mail's link (?token=): base64url text of a sane length, else null. */
export function tokenParam(raw: unknown): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(value) ? value : null;
}
