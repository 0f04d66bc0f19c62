/**
 * Text that must never reach an analytics destination as typed: an email address, or a run of 7+
 * digits (a phone or card number). The Search event's query (search.ts) and the query values of the
 * URLs the destinations get (scrubUrl.ts) are checked against it.
 */
export const PERSONAL_TEXT = /[^\s@]+@[^\s@]+|\d(?:[\s-]?\d){6,}/;

export const REDACTED = '[redacted]';
